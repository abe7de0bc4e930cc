/**
 * Issue 11 (docs/research.md): internal meeting records, action items and their reminders.
 */
export const MEETINGS_ENDPOINTS = [] as const;
