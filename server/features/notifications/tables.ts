export interface NotificationsTable {
  id: string;
  user_id: string;
  title: string;
  message_key: string;
  params_json: string;
  link: string;
  read_at: number | null;
  created_at: number;
}

export interface NotificationTables {
  notifications: NotificationsTable;
}
