/** The home page (/home). */
export default {
  'home.areas.title': 'Your areas',
  'home.version.title': 'Version',
  'home.version.more': 'About and update history',
  'home.files.title': 'Your recent files',
  'home.files.all': 'All files',
  'home.files.size': '{kib} KiB',
  'home.files.none': 'You have not uploaded any files yet.',
};
