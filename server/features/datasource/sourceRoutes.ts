/** checkHealth, source/update/<name>, source/update/status and source/update/token. */
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import type { FastifyInstance } from 'fastify';
import { type SourceName, UPDATABLE_SOURCES } from '../../../common/contract/datasource';
import { LOW_FREQ_PREFIX as LOW_FREQ } from '../../../common/contract/paths';
import { recordAudit } from '../../infra/audit/auditLog';
import { connectorStatuses } from './connectorStatus';
import { setCredentials } from './credentialStore';
import { InvalidCronError, validateCron } from '../../infra/scheduler/cron';
import { evaluateSourceHealth, readStoredHealth } from './healthStore';
import { RunInProgressError } from './runLog';
import { loadConfig, saveConfig, type SourceConfigChange } from './sourceConfig';
import { runUpdate } from './updateJob';
import { apiError, badRequest, forbidden } from '../../infra/http/apiError';
import { registerEndpoint, withStatus } from '../../infra/http/endpoint';
import { actorName, type FinDataContext } from './context';
import { findUploadedCsv, uploadedFileBatch } from './uploadedFile';

/** Checks a settings change against the settings it lands on; throws a 400 naming the field. */
async function validateChange(ctx: FinDataContext, source: SourceName, change: SourceConfigChange): Promise<void> {
  if (change.cron !== undefined) {
    try {
      validateCron(change.cron);
    } catch (err) {
      if (err instanceof InvalidCronError) throw badRequest(`Invalid input: ${err.message}`, { cron: FIELD_ERROR_KEYS.invalid });
      throw err;
    }
  }
  const current = await loadConfig(ctx.deps, source);
  const warn = change.warnAfterHours ?? current.warnAfterHours;
  const error = change.errorAfterHours ?? current.errorAfterHours;
  if (warn >= error) {
    const field = change.warnAfterHours !== undefined ? 'warnAfterHours' : 'errorAfterHours';
    throw badRequest(`Invalid input: warnAfterHours (${warn}) must be below errorAfterHours (${error})`, {
      [field]: FIELD_ERROR_KEYS.outOfRange,
    });
  }
}

export function registerSourceRoutes(app: FastifyInstance, ctx: FinDataContext): void {
  registerEndpoint(app, `${LOW_FREQ}/source/get/checkHealth`, async () => {
    const { status, details } = await readStoredHealth(ctx.deps);
    return withStatus(details, status);
  });

  for (const source of UPDATABLE_SOURCES) {
    registerEndpoint(app, `${LOW_FREQ}/source/update/${source}` as const, async ({ user, body }) => {
      const note = body.note?.trim() ?? '';
      try {
        if (body.fileId) {
          const file = await findUploadedCsv(app, user, body.fileId);
          return await runUpdate(ctx.deps, source, { trigger: 'upload', actorName: actorName(user), note, batch: uploadedFileBatch(app, file) });
        }
        return await runUpdate(ctx.deps, source, { trigger: 'manual', actorName: actorName(user), note });
      } catch (err) {
        if (err instanceof RunInProgressError) throw apiError('runInProgress', err.message);
        throw err;
      }
    });
  }

  registerEndpoint(app, `${LOW_FREQ}/source/update/status`, async ({ user, body }) => {
    const { source, ...rest } = body;
    const change: SourceConfigChange = {
      enabled: rest.enabled,
      cron: rest.cron?.trim(),
      warnAfterHours: rest.warnAfterHours,
      errorAfterHours: rest.errorAfterHours,
    };
    const changing = Object.values(change).some((v) => v !== undefined);
    if (!source) {
      if (changing) throw badRequest('Invalid input: say which source to change', { source: FIELD_ERROR_KEYS.required });
      return connectorStatuses(ctx.deps);
    }
    if (changing) {
      // Only administrators change schedules and thresholds; any holder of the data-source page may read them.
      if (!user.isAdmin) throw forbidden('Only administrators can change a data source');
      await validateChange(ctx, source, change);
      const saved = await saveConfig(ctx.deps, source, change, actorName(user));
      await recordAudit(app.db, ctx.deps.now(), user, 'datasource.config', { id: source, name: source }, saved);
      await evaluateSourceHealth(ctx.deps, source, saved);
      await ctx.scheduler.reload();
    }
    return connectorStatuses(ctx.deps, source);
  });

  registerEndpoint(app, `${LOW_FREQ}/source/update/token`, async ({ user, body }) => {
    const result = await setCredentials(ctx.deps, body.source, body.credentials, actorName(user));
    // The audit trail names the credential fields, never their values.
    await recordAudit(
      app.db,
      result.updatedAt,
      user,
      'datasource.token',
      { id: body.source, name: body.source },
      {
        fields: Object.keys(body.credentials).sort(),
        hasCredentials: result.hasCredentials,
      },
    );
    return result;
  });
}
