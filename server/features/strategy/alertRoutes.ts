/** /v2/strategy/alert/{list,save,delete,history}: a user's own alert rules on a strategy or an instrument. */
import type { FastifyInstance } from 'fastify';
import { parseAddress } from '../../../common/market/address';
import { badRequest, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { paramProblems } from './alerts/rules';
import { deleteRule, findRule, publicRule, userEvents, userRules, writeRule } from './alerts/store';
import { webhookUrlProblem } from './alerts/webhook';
import { canReadInstrumentTarget, type StrategyServices } from './services';
import { findStrategy } from './store';
import { legsTick } from './legs';
import { canReadStrategy } from './visibility';

export function registerAlertRoutes(app: FastifyInstance, services: StrategyServices): void {
  registerEndpoint(app, '/v2/strategy/alert/list', async ({ user }) => ({ items: (await userRules(app.db, user.id)).map(publicRule) }));

  registerEndpoint(app, '/v2/strategy/alert/save', async ({ user, body }) => {
    const reference = app.reference;
    const address = parseAddress(body.target);
    let readable = false;
    if (address?.scheme === 'spread') {
      const s = await findStrategy(app.db, address.strategyId);
      readable = s !== undefined && (await canReadStrategy(user, services.legReaders(), s));
      // A history-only strategy (an address leg) has no live value to watch.
      if (s && readable && !legsTick(s.legs)) {
        throw badRequest('Invalid input: this strategy is history only (a leg does not tick), so it has no live value to alert on', {
          target: 'strategy.alert.historyOnly',
        });
      }
    } else if (address?.scheme === 'md') readable = canReadInstrumentTarget(user, reference, body.target);
    if (!readable) throw badRequest('Invalid input: the target is not a strategy or instrument you can read', { target: 'api.field.invalid' });
    const fields = paramProblems(body.kind, body.params);
    if (body.webhookUrl?.trim()) {
      const problem = webhookUrlProblem(body.webhookUrl.trim(), app.config.outbound.allow);
      if (problem) fields.webhookUrl = problem;
    }
    if (Object.keys(fields).length > 0) throw badRequest('Invalid input: check the alert parameters', fields);
    if (body.id) {
      const existing = await findRule(app.db, body.id);
      if (!existing || existing.userId !== user.id) throw notFound('Alert rule');
    }
    const saved = await writeRule(app.db, user.id, body, app.config.now());
    await services.alerts?.reload();
    return publicRule(saved);
  });

  registerEndpoint(app, '/v2/strategy/alert/delete', async ({ user, body }) => {
    const rule = await findRule(app.db, body.id);
    if (!rule || rule.userId !== user.id) throw notFound('Alert rule');
    await deleteRule(app.db, rule.id);
    await services.alerts?.reload();
    return { id: rule.id };
  });

  registerEndpoint(app, '/v2/strategy/alert/history', async ({ user, body }) => ({ items: await userEvents(app.db, user.id, body.ruleId) }));
}
