/** The home page (/home). */
export default {
  'home.areas.title': 'Your areas',
  'home.version.title': 'Version',
  'home.version.more': 'About and update history',
  'home.files.title': 'Your recent files',
  'home.files.all': 'All files',
  'home.files.size': '{kib} KiB',
  'home.files.none': 'You have not uploaded any files yet.',
  'calendar.home.title': 'High-importance releases',
  'calendar.home.open': 'Open the calendar',
  'calendar.home.empty':
    'No high-importance release today or in the next {days} days. The calendar is filled by importing ICS, CSV or Excel files on the events page.',
  'calendar.home.today': 'Today',
};
