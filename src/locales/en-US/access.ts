/** The permission demo (/access). */
export default {
  'access.intro': 'Every permission of the console, the pages it guards and whether your account holds it, as the menu and the page guard see it.',
  'access.isAdmin': 'Administrator',
  'access.summary': 'Permissions held',
  'access.summaryValue': '{granted} of {total}',
  'access.column.key': 'Permission key',
  'access.column.paths': 'Route',
  'access.column.menu': 'Menu name',
  'access.column.granted': 'Granted',
  'access.granted.yes': 'Yes',
  'access.granted.no': 'No',
  'access.grantedBy': 'granted through {paths}',
};
