/**
 * Connector credentials, sealed with AES-256-GCM (credentialCipher). Only connectors read them back; every call
 * answers hasCredentials/updatedAt, never the values.
 */
import type { SourceName } from '../../../common/contract/datasource';
import { openCredentials, sealCredentials } from '../../infra/credentials/credentialCipher';
import type { DataSourceDeps } from './deps';

/** Stores `credentials` for the source; an empty object removes them. */
export async function setCredentials(
  deps: Pick<DataSourceDeps, 'db' | 'credentialKey' | 'now'>,
  source: SourceName,
  credentials: Record<string, string>,
  actorName: string,
): Promise<{ source: SourceName; hasCredentials: boolean; updatedAt: number }> {
  const updatedAt = deps.now();
  if (Object.keys(credentials).length === 0) {
    await deps.db.deleteFrom('ds_credentials').where('source', '=', source).execute();
    return { source, hasCredentials: false, updatedAt };
  }
  const row = { sealed: sealCredentials(deps.credentialKey, source, credentials), updated_at: updatedAt, updated_by: actorName };
  await deps.db
    .insertInto('ds_credentials')
    .values({ source, ...row })
    .onConflict((oc) => oc.column('source').doUpdateSet(row))
    .execute();
  return { source, hasCredentials: true, updatedAt };
}

/** For connectors only. Throws CredentialTamperError when the stored value does not authenticate. */
export async function readCredentials(deps: Pick<DataSourceDeps, 'db' | 'credentialKey'>, source: SourceName): Promise<Record<string, string> | null> {
  const row = await deps.db.selectFrom('ds_credentials').select('sealed').where('source', '=', source).executeTakeFirst();
  return row ? openCredentials(deps.credentialKey, source, row.sealed) : null;
}

/** Source -> when its credentials were stored (epoch ms), for the sources that have any. */
export async function credentialTimes(deps: Pick<DataSourceDeps, 'db'>): Promise<Map<string, number>> {
  const rows = await deps.db.selectFrom('ds_credentials').select(['source', 'updated_at']).execute();
  return new Map(rows.map((r) => [r.source, Number(r.updated_at)]));
}
