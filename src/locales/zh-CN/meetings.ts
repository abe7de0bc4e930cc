/** Texts of the meetings area (issue 11); same keys in every language. */
export default {
  // Notices in the notification centre (server/meetings/reminders.ts); params: item, meeting, due (UTC).
  'meetings.notify.assigned': '你在会议「{meeting}」中被指派了行动项：{item}（截止 {due}）。',
  'meetings.notify.dueSoon': '行动项即将到期：{item}（会议「{meeting}」，截止 {due}）。',
  'meetings.notify.overdue': '行动项已逾期：{item}（会议「{meeting}」，截止 {due}）。',
};
