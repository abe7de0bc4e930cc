/**
 * What the QA server holds besides the QA accounts, created through the server's own API as the QA admin, on a
 * first app over the QA database (mock/qa/qaServer.ts), before the QA server itself starts on it:
 * - the scenario accounts' pages (access/set; the accounts themselves are created by createServerApp's `seedAccounts`,
 *   like the QA accounts, as their documented passwords name the account and admin/create would refuse them);
 * - data-source sample data: CSV files dropped into each source's import folder (the folder `source/update/status`
 *   names) and imported with `source/update/<name>` while the clock is set back, so the QA server starts with a
 *   source in each health state (table in mock/README.md).
 * - the warehouse page's demo receipts (its labelled, seeded demo generator, `receipt/demo`).
 * Nothing here is market data: series and Kpler rows come from a formula and are labelled "mock".
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccessEntry } from '../../common/contract/user';
import type { UPDATABLE_SOURCES } from '../../common/contract/datasource';
import { LOW_FREQ_PREFIX } from '../../common/contract/paths';
import { QA_ACCOUNTS } from '../../common/contract/qaAccounts';
import { callApi } from './callApi';
import { NOPERM_MENU_EXTRA_PATHS, SCENARIO_ACCOUNTS } from './scenarioAccounts';

type UpdatableSource = (typeof UPDATABLE_SOURCES)[number];

const HOUR = 3_600_000;
const SAMPLE_NOTE = 'QA sample data (mock, not market data)';

/** The QA database's clock while seeding: `hoursBack` sets it that many hours before the wall clock. */
export interface SeedClock {
  hoursBack: number;
}

/** What the scenario plugin needs from the seeding. */
export interface SeededScenarios {
  /** The access list `noperm` held before its grant was revoked: what its answers keep showing. */
  nopermMenuAccess: AccessEntry[];
}

/** Imports, oldest first: how long before the QA server's start each source was updated. */
const SAMPLE_IMPORTS: { source: UpdatableSource; hoursBack: number }[] = [
  { source: 'bloomberg', hoursBack: 40 },
  { source: 'mySteel', hoursBack: 36 },
  { source: 'ccf', hoursBack: 5 },
  { source: 'curveSeries', hoursBack: 3 },
  { source: 'wind', hoursBack: 2 },
  { source: 'platts', hoursBack: 1 },
  { source: 'kpler', hoursBack: 1 },
];
/** A later run of ccf that fails on a malformed file: ccf starts in ERROR. */
const FAILED_RUN = { source: 'ccf', hoursBack: 4 } as const;

const MARCH_2025 = Array.from({ length: 31 }, (_, d) => ({ day: `2025-03-${String(d + 1).padStart(2, '0')}`, d }));

/** Five days of one sample series (series layout, docs/datasources.md). */
const seriesCsv = (source: string) =>
  ['series,date,value,unit', ...MARCH_2025.slice(2, 7).map(({ day, d }) => `qa-sample-${source},${day},${100 + ((d * 37) % 50)},index`)].join('\n');

const KPLER_SAMPLE_LOCATIONS = ['Singapore (mock)', 'Fujairah (mock)', 'Rotterdam (mock)', 'Zhoushan (mock)'];
const KPLER_SAMPLE_PRODUCTS = ['Fuel oil (mock)', 'LPG (mock)'];

/** Daily volumes for March 2025 per location and product (kpler layout). */
const kplerCsv = () =>
  [
    'date,location,product,volume,kind',
    ...KPLER_SAMPLE_LOCATIONS.flatMap((location, li) =>
      KPLER_SAMPLE_PRODUCTS.flatMap((product, pi) =>
        MARCH_2025.map(({ day, d }) => `${day},${location},${product},${100 + li * 40 + pi * 15 + ((d * 37) % 50)},port`),
      ),
    ),
  ].join('\n');

async function seedScenarioAccounts(app: FastifyInstance, token: string): Promise<SeededScenarios> {
  let nopermMenuAccess: AccessEntry[] = [];
  for (const { paths, ...account } of SCENARIO_ACCOUNTS) {
    const found = await callApi(app, '/v1/user/admin/list', { keyword: account.username }, token);
    const user = found.list.find((u) => u.username === account.username);
    if (!user) throw new Error(`scenario account ${account.username} was not created`);
    const userId = user.id;
    if (paths) {
      await callApi(app, '/v1/user/access/set', { userId, paths: [...paths] }, token);
      continue;
    }
    // noperm: granted the extra pages, then revoked; its answers keep the access list of before.
    const own = (await callApi(app, '/v1/user/access/get', { userId }, token)).paths;
    nopermMenuAccess = (await callApi(app, '/v1/user/access/set', { userId, paths: [...own, ...NOPERM_MENU_EXTRA_PATHS] }, token)).access;
    await callApi(app, '/v1/user/access/set', { userId, paths: own }, token);
  }
  return { nopermMenuAccess };
}

async function seedDataSources(app: FastifyInstance, token: string, clock: SeedClock): Promise<void> {
  const connectors = await callApi(app, `${LOW_FREQ_PREFIX}/source/update/status`, {}, token);
  const importDir = (source: string) => {
    const dir = connectors.find((c) => c.source === source)?.importDir;
    if (!dir) throw new Error(`QA seeding: source/update/status names no import folder for ${source}`);
    return dir;
  };
  const run = async (source: UpdatableSource, hoursBack: number, file: string, csv: string) => {
    const dir = importDir(source);
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(path.join(dir, file), csv);
    clock.hoursBack = hoursBack;
    try {
      return await callApi(app, `${LOW_FREQ_PREFIX}/source/update/${source}`, { note: SAMPLE_NOTE }, token);
    } finally {
      clock.hoursBack = 0;
    }
  };
  for (const { source, hoursBack } of SAMPLE_IMPORTS) {
    const done = await run(source, hoursBack, `qa-sample-${source}.csv`, source === 'kpler' ? kplerCsv() : seriesCsv(source));
    if (done.state !== 'success') throw new Error(`QA seeding: the ${source} sample import ended ${done.state}: ${done.message}`);
  }
  const broken = `qa-sample-${FAILED_RUN.source}-broken.csv`;
  const failed = await run(FAILED_RUN.source, FAILED_RUN.hoursBack, broken, `series,date,value\nqa-sample-${FAILED_RUN.source},2025-03-32,1\n`);
  if (failed.state !== 'failed') throw new Error(`QA seeding: the malformed ${FAILED_RUN.source} file did not fail its run (${failed.state})`);
  // A failed run leaves its file; removed, the next update of ccf finds nothing new (skipped) and ccf recovers.
  await fs.rm(path.join(importDir(FAILED_RUN.source), broken));
}

/** Seeds the scenario accounts and the data-source samples; `clock` is the QA database's clock while seeding. */
export async function seedQaData(app: FastifyInstance, clock: SeedClock): Promise<SeededScenarios> {
  const { username, password } = QA_ACCOUNTS.admin;
  const { token } = await callApi(app, '/v1/user/password_login', { username, password });
  const seeded = await seedScenarioAccounts(app, token);
  await seedDataSources(app, token, clock);
  // The warehouse page's labelled demo receipts (issue 21), so QA sees its series next to the Kpler sample rows.
  await callApi(app, '/v2/warehouseCargoLocData/receipt/demo', undefined, token);
  await callApi(app, '/v1/user/logout', undefined, token);
  return seeded;
}

export const hoursBackClock = (clock: SeedClock) => () => Date.now() - clock.hoursBack * HOUR;
