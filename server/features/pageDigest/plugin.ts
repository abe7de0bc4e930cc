/**
 * Daily page digests (common/contract/pageDigest.ts): the caller's subscriptions, and the job that sends the day's
 * notifications (every minute with the scheduler; tests call sendDueDigests with their clock).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { DIGEST_PAGES } from '../../../common/contract/pageDigest';
import { isTimeZone } from '../../../common/domain/zonedTime';
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
  registerEndpoint(app, '/v2/pageDigest/set', async ({ user, body }) => {
    const digestPage = DIGEST_PAGES[body.page];
    if (!digestPage) throw badRequest('This page offers no daily digest', { page: FIELD_ERROR_KEYS.invalid });
    if (!allows(user, digestPage.accessKey)) throw forbidden(`You may not open ${body.page}`);
    if (!isTimeZone(body.timeZone)) throw badRequest('Unknown time zone', { timeZone: FIELD_ERROR_KEYS.invalid });
    return saveDigest(app.db, user.id, body, now());
  });
  registerEndpoint(app, '/v2/pageDigest/remove', async ({ user, body }) => {
    if (!(await removeDigest(app.db, user.id, body.page))) throw notFound('Digest');
    return null;
  });
  runPeriodically(app, 'page digests', JOB_EVERY_MS, () => sendDueDigests(app.db, app.notifications, now()));
}

export default fp(pageDigestPlugin, { name: 'pageDigest', dependencies: ['notifications'], decorators: { fastify: ['notifications'] } });
