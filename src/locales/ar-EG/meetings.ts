/** Texts of the meetings area (issue 11); same keys in every language. */
export default {
  // Notices in the notification centre (server/meetings/reminders.ts); params: item, meeting, due (UTC).
  'meetings.notify.assigned': 'أُسند إليك بند عمل في «{meeting}»: {item} (الاستحقاق {due}).',
  'meetings.notify.dueSoon': 'بند عمل يقترب موعد استحقاقه: {item} («{meeting}»، الاستحقاق {due}).',
  'meetings.notify.overdue': 'بند عمل متأخر: {item} («{meeting}»، الاستحقاق {due}).',
};
