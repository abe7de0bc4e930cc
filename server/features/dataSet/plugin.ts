/**
 * Data sets (common/contract/dataSet.ts, docs/dataSet.md): named series built from other addresses with a formula and
 * transforms, stored per owner on the one visibility model, and read as `set:<id>` through the shared series resolver
 * (the scheme and catalogue source registered here).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DataSetDefinition } from '../../../common/contract/dataSet';
import { FIELD_ERROR_KEYS } from '../../../common/contract/fieldErrors';
import { lttb } from '../../../common/domain/lttb';
import type { AuthUser } from '../../infra/auth/authUser';
import { apiError, badRequest, forbidden, notFound } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { readsAddress } from '../../infra/market/inputGraph';
import { canReadBuilderPage } from '../../infra/visibility/builderPages';
import { addressesOf, checkDefinition, checkGraph, setsReadBy } from './definition';
import { evaluateDefinition } from './evaluate';
import { DataSetReader } from './scheme';
import { allDataSets, findDataSet, insertDataSet, pagesUsingSet, removeDataSet, setDataSetShared, toInfo, updateDataSet } from './store';
import { canChangeDataSet, isVisibleTo } from './visibility';

const DAY = 86_400_000;
/** Preview windows: at most 30 years of days or 31 days of minutes; a year (a day of minutes) by default. */
const PREVIEW_MAX: Record<'1d' | '1m', number> = { '1d': 30 * 366 * DAY, '1m': 31 * DAY };
const PREVIEW_DEFAULT: Record<'1d' | '1m', number> = { '1d': 366 * DAY, '1m': DAY };
export const PREVIEW_MAX_POINTS = 1000;

async function dataSetPlugin(app: FastifyInstance): Promise<void> {
  const now = () => app.config.now();
  const reader = new DataSetReader(app.db, app.series);
  app.series.register('set', reader.scheme());
  app.series.registerCatalog((user) => reader.catalog(user));

  /**
   * The caller may read every address the definition reads, else 400 naming the input (or rate) field: a definition
   * over series the author may not read is a bad body for them, and answers no value. (Not the 401 `forbidden`, which
   * the web app reads as a lost page grant.)
   */
  const requireReadable = async (user: AuthUser, def: DataSetDefinition) => {
    const fields: [string, string][] = [
      ...Object.entries(def.inputs).map(([name, address]): [string, string] => [`definition.inputs.${name}`, address]),
      ...def.transforms.flatMap((t, i): [string, string][] => (t.kind === 'convert' && t.rate ? [[`definition.transforms.${i}.rate`, t.rate]] : [])),
    ];
    for (const [field, address] of fields) {
      if (!(await reader.canReadAll(user, [address], 1))) throw badRequest(`You may not read ${address.slice(0, 200)}`, { [field]: FIELD_ERROR_KEYS.invalid });
    }
  };

  const visibleSet = async (user: AuthUser, id: string) => {
    const set = await findDataSet(app.db, id);
    if (!set || !isVisibleTo(user, set)) throw notFound('Data set');
    return set;
  };
  const changeableSet = async (user: AuthUser, id: string) => {
    const set = await visibleSet(user, id);
    if (!canChangeDataSet(user, set)) throw forbidden('Only the data set’s owner or an administrator changes it');
    return set;
  };

  registerEndpoint(app, '/v2/dataSet/save', async ({ user, body }) => {
    checkDefinition(body.definition);
    const existing = body.id === undefined ? undefined : await changeableSet(user, body.id);
    const id = existing?.id ?? randomUUID();
    const all = new Map((await allDataSets(app.db)).map((s) => [s.id, s.definition]));
    checkGraph(id, body.definition, all);
    // A cycle through a strategy (set -> spread -> set): a strategy's legs may be addresses (docs/dataSet.md).
    if (existing && (await readsAddress(app.series, addressesOf(body.definition), `set:${id}`))) {
      throw badRequest(`set:${id} would read itself through a strategy`, { 'definition.inputs': FIELD_ERROR_KEYS.invalid });
    }
    await requireReadable(user, body.definition);
    const shared = body.shared ?? existing?.shared ?? false;
    if (existing) await updateDataSet(app.db, { id, name: body.name, shared, definition: body.definition }, now());
    else await insertDataSet(app.db, { id, ownerId: user.id, name: body.name, shared, definition: body.definition }, now());
    const saved = await findDataSet(app.db, id);
    if (!saved) throw notFound('Data set');
    return toInfo(saved);
  });

  registerEndpoint(app, '/v2/dataSet/list', async ({ user }) => (await allDataSets(app.db)).filter((s) => isVisibleTo(user, s)).map(toInfo));

  registerEndpoint(app, '/v2/dataSet/get', async ({ user, body }) => {
    const set = await visibleSet(user, body.id);
    const pages = await pagesUsingSet(app.db, set.id);
    const readers = (await allDataSets(app.db)).filter((s) => setsReadBy(s.definition).includes(set.id));
    const namedPages = pages.filter((p) => canReadBuilderPage(user, p));
    const namedSets = readers.filter((s) => isVisibleTo(user, s));
    return {
      ...toInfo(set),
      usedBy: {
        pages: namedPages.map((p) => ({ id: p.id, title: p.title })),
        hiddenPages: pages.length - namedPages.length,
        sets: namedSets.map((s) => ({ id: s.id, name: s.name })),
        hiddenSets: readers.length - namedSets.length,
      },
    };
  });

  registerEndpoint(app, '/v2/dataSet/share', async ({ user, body }) => {
    const set = await changeableSet(user, body.id);
    const at = now();
    await setDataSetShared(app.db, set.id, body.shared, at);
    return toInfo({ ...set, shared: body.shared, updatedAt: at });
  });

  registerEndpoint(app, '/v2/dataSet/remove', async ({ user, body }) => {
    const set = await changeableSet(user, body.id);
    // A page or a data set reading it would answer "unknown series" afterwards: the author removes those uses first.
    const readers = (await allDataSets(app.db)).filter((s) => setsReadBy(s.definition).includes(set.id));
    const pages = await pagesUsingSet(app.db, set.id);
    if (readers.length || pages.length) {
      throw apiError('conflict', `set:${set.id} is used by ${readers.length} data set(s) and ${pages.length} builder page(s); remove those uses first`);
    }
    await removeDataSet(app.db, set.id);
    return null;
  });

  registerEndpoint(app, '/v2/dataSet/preview', async ({ user, body }) => {
    checkDefinition(body.definition);
    const interval = body.interval ?? '1d';
    const to = body.to ?? now();
    const from = body.from ?? to - PREVIEW_DEFAULT[interval];
    if (from > to) throw badRequest('from must not be after to', { to: FIELD_ERROR_KEYS.outOfRange });
    if (to - from > PREVIEW_MAX[interval]) throw badRequest('The preview window is too long for this interval', { from: FIELD_ERROR_KEYS.outOfRange });
    // The definition's own set inputs must exist and stay within the depth (the graph check of save, without saving).
    checkGraph(`preview-${user.id}`, body.definition, new Map((await allDataSets(app.db)).map((s) => [s.id, s.definition])));
    await requireReadable(user, body.definition);
    const r = await evaluateDefinition(app.series, reader.readNested, body.definition, { from, to, interval });
    return { unit: body.definition.unit, points: r.points.length > PREVIEW_MAX_POINTS ? lttb(r.points, PREVIEW_MAX_POINTS) : r.points, demo: r.demo };
  });
}

export default fp(dataSetPlugin, { name: 'dataSet', dependencies: ['marketData'], decorators: { fastify: ['series'] } });
