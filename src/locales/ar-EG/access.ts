/** عرض الصلاحيات (/access). */
export default {
  'access.intro': 'كل صلاحيات وحدة التحكم، والصفحات التي تحميها، وهل يملكها حسابك، كما تراها القائمة وحارس الصفحات.',
  'access.isAdmin': 'مسؤول',
  'access.summary': 'الصلاحيات الممنوحة',
  'access.summaryValue': '{granted} من {total}',
  'access.column.key': 'مفتاح الصلاحية',
  'access.column.paths': 'المسار',
  'access.column.menu': 'اسم القائمة',
  'access.column.granted': 'ممنوحة',
  'access.granted.yes': 'نعم',
  'access.granted.no': 'لا',
  'access.grantedBy': 'تُمنح عبر {paths}',
};
