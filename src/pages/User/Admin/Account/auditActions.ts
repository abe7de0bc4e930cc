/**
 * The audit actions the server records (recordAudit in server/infra/audit/auditLog.ts; the QA mock runs the same
 * server), with the locale key of each label. tests/web/admin/auditActions.unit.test.ts checks that every action the
 * server records is listed and labelled in every language.
 */
export const AUDIT_ACTIONS = [
  'user.create',
  'user.update',
  'user.resetPassword',
  'user.delete',
  'user.approve',
  'access.set',
  'access.copy',
  'file.delete',
  'version.set',
  'datasource.config',
  'datasource.token',
  'datasource.schedulerReset',
  'admin.bootstrap',
  'role.create',
  'role.rename',
  'role.delete',
  // feeds (issue 9); labels in src/locales/<lang>/feeds.ts
  'feeds.key.create',
  'feeds.key.revoke',
  'feeds.assignment.set',
  // reference (issue 9)
  'reference.productVersion',
  'reference.rate',
  'reference.mapping',
  // reference (issue 18): a holiday added to or removed from an exchange calendar
  'reference.holiday',
  // research feeds (issue 11); labels in src/locales/<lang>/researchFeeds.ts
  'researchFeeds.create',
  'researchFeeds.update',
  'researchFeeds.enable',
  'researchFeeds.delete',
  // imports and the research library; labels in marketData.ts, admin.ts and library.ts
  'bars.import',
  'trades.import',
  'research.upload',
  'research.delete',
  // spot trade record (issue 21): a window file imported, a window record deleted; labels in spotTradeRecord.ts
  'spotTrades.import',
  'spotTrades.remove',
  // issue 21's imports of shared market data (option settlements, holdings files, warehouse receipts); labels in admin.ts
  'options.import',
  'position.cot.import',
  'position.ranking.import',
  'warehouseReceipts.import',
  // the assistant (issue 23): its provider and prices changed (never the key), a question asked, conversations renamed or
  // deleted; labels in admin.ts
  'assistant.provider',
  'assistant.pricing',
  'assistant.chat',
  'assistant.conversation.rename',
  'assistant.conversation.delete',
] as const;

/** Locale key of an action's label (`admin.audit.action.user.create`). */
export const auditActionKey = (action: string) => `admin.audit.action.${action}`;
