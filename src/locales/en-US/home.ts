/** The home page (/home). */
export default {
  'home.areas.title': 'Your areas',
  'home.subscribed.title': 'Your subscribed charts',
  'home.version.title': 'Version',
  'home.version.more': 'About and update history',
  'home.files.title': 'Your recent files',
  'home.files.all': 'All files',
  'home.files.size': '{kib} KiB',
  'home.files.none': 'You have not uploaded any files yet.',
  'events.home.title': 'High-importance releases',
  'events.home.open': 'Open the calendar',
  'events.home.empty':
    'No high-importance release today or in the next {days} days. The calendar is filled by importing ICS, CSV or Excel files on the events page.',
  'events.home.today': 'Today',
};
