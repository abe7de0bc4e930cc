/** The subscriptions' table (migration 0030_subscriptions); part of server/schema.ts's Database. */
export interface SubscriptionsTable {
  id: string;
  user_id: string;
  slug: string;
  panel_id: string;
  variables_json: string;
  position: number;
  width: number;
  created_at: number;
}

export interface SubscribeTables {
  subscriptions: SubscriptionsTable;
}
