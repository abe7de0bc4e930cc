/** The notification calls the header's bell and its list use (common/contract/strategy.ts). */
export const UNREAD_PATH = '/v2/strategy/notification/unread' as const;
export const LIST_PATH = '/v2/strategy/notification/list' as const;
export const READ_PATH = '/v2/strategy/notification/read' as const;
