/**
 * Daily page digests (common/contract/pageDigest.ts): the caller's subscriptions, and the job that sends the day's
 * notifications (every minute with the scheduler; tests call sendDueDigests with their clock).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { DIGEST_PAGES, REPORT_DIGEST_PREFIX } from '../../../common/contract/pageDigest';
import { ReportSlug } from '../../../common/contract/builder';
import { Value } from '@sinclair/typebox/value';
import { isTimeZone } from '../../../common/domain/zonedTime';
import type { AuthUser } from '../../infra/auth/authUser';
import { badRequest, forbidden, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { allows } from '../../infra/auth/routeAccess';
import { runPeriodically } from '../../infra/scheduler/periodicJob';
import { sendDueDigests } from './digests';
import { listDigests, removeDigest, saveDigest } from './store';

const JOB_EVERY_MS = 60_000;

async function pageDigestPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  registerEndpoint(app, '/v2/pageDigest/list', async ({ user }) => listDigests(app.db, user.id));
  // Published reports are read through `app.reports`, which the builder feature (registered after this one) decorates:
  // read when a call or the job runs, never at registration.
  const reports = () => (app.hasDecorator('reports') ? app.reports : undefined);
  /** A report's digest: its route must list the caller now (an unknown slug offers none). */
  const checkReport = async (user: AuthUser, page: string) => {
    const slug = page.slice(REPORT_DIGEST_PREFIX.length);
    const outline = Value.Check(ReportSlug, slug) ? await reports()?.outline(user, slug) : 'unknown';
    if (outline === 'forbidden') throw forbidden(`You may not open ${page}`);
    if (typeof outline !== 'object') throw badRequest('This page offers no digest', { page: FIELD_ERROR_KEYS.invalid });
  };
  registerEndpoint(app, '/v2/pageDigest/set', async ({ user, body }) => {
    const digestPage = DIGEST_PAGES[body.page];
    if (body.page.startsWith(REPORT_DIGEST_PREFIX)) await checkReport(user, body.page);
    else if (!digestPage) throw badRequest('This page offers no daily digest', { page: FIELD_ERROR_KEYS.invalid });
    else if (!allows(user, digestPage.accessKey)) throw forbidden(`You may not open ${body.page}`);
    if (!isTimeZone(body.timeZone)) throw badRequest('Unknown time zone', { timeZone: FIELD_ERROR_KEYS.invalid });
    return saveDigest(app.db, user.id, body, now());
  });
  registerEndpoint(app, '/v2/pageDigest/remove', async ({ user, body }) => {
    if (!(await removeDigest(app.db, user.id, body.page))) throw notFound('Digest');
    return null;
  });
  runPeriodically(app, 'page digests', JOB_EVERY_MS, () => sendDueDigests(app.db, app.notifications, now(), reports()));
}

export default fp(pageDigestPlugin, { name: 'pageDigest', dependencies: ['notifications'], decorators: { fastify: ['notifications'] } });
