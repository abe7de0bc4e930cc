/** Texts of the meetings area (issue 11); same keys in every language. */
export default {
  // Notices in the notification centre (server/meetings/reminders.ts); params: item, meeting, due (UTC).
  'meetings.notify.assigned': 'You were given an action item in "{meeting}": {item} (due {due}).',
  'meetings.notify.dueSoon': 'Action item due soon: {item} ("{meeting}", due {due}).',
  'meetings.notify.overdue': 'Action item overdue: {item} ("{meeting}", due {due}).',
};
