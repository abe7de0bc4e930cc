/**
 * `set:<id>` addresses (docs/dataSet.md): a saved data set read through the one series resolver, so
 * /v2/marketData/series, builder reports and every page reading series read data sets. History only: a data set
 * has no stream topic (common/market/address.ts liveTopicOf gives none).
 *
 * Access: a reader may read `set:<id>` only if the data set is visible to them (visibility.ts) AND they may read every
 * address it reads, recursively through the data sets it reads, at read time. A user without the FU page therefore
 * never gets values computed from FU inputs through a data set, even a shared one.
 */
import type { Kysely } from 'kysely';
import { DATA_SET_MAX_DEPTH } from '../../../common/contract/dataSet';
import type { CatalogEntry } from '../../../common/contract/marketData';
import { type Address, parseAddress } from '../../../common/market/address';
import type { AuthUser } from '../../infra/auth/authUser';
import type { SeriesResolver, SeriesScheme } from '../../infra/market/ports';
import { unknownSeries } from '../../infra/market/unknownSeries';
import type { Database } from '../../schema';
import { addressesOf } from './definition';
import { type Evaluated, evaluateDefinition, type ReadSet, type Window } from './evaluate';
import { allDataSets, findDataSet, type StoredDataSet } from './store';
import { isVisibleTo } from './visibility';

type SetAddress = Extract<Address, { scheme: 'set' }>;

export class DataSetReader {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly series: SeriesResolver,
  ) {}

  /**
   * May `user` read everything `addresses` read? Data sets among them must be visible and theirs readable in turn,
   * at most DATA_SET_MAX_DEPTH levels below `depth` (saving refuses deeper graphs and cycles; this guard keeps a
   * graph changed under a read from looping).
   */
  async canReadAll(user: AuthUser, addresses: readonly string[], depth = 0): Promise<boolean> {
    for (const address of addresses) {
      const parsed = parseAddress(address);
      if (parsed?.scheme === 'set') {
        if (depth >= DATA_SET_MAX_DEPTH) return false;
        const set = await findDataSet(this.db, parsed.setId);
        if (!set || !isVisibleTo(user, set) || !(await this.canReadAll(user, addressesOf(set.definition), depth + 1))) return false;
      } else if (!(await this.series.canRead(user, address))) return false;
    }
    return true;
  }

  /** May `user` read the data set itself (visible, every input readable)? */
  async canReadSet(user: AuthUser, set: StoredDataSet): Promise<boolean> {
    return isVisibleTo(user, set) && this.canReadAll(user, addressesOf(set.definition), 1);
  }

  /** The data set's points (access already checked on the whole tree). */
  async read(setId: string, w: Window, depth = 1): Promise<Evaluated & { unit: string }> {
    const set = await findDataSet(this.db, setId);
    if (!set || depth > DATA_SET_MAX_DEPTH) throw unknownSeries(`set:${setId}`);
    const readSet: ReadSet = (child, cw) => this.read(child, cw, depth + 1);
    const evaluated = await evaluateDefinition(this.series, readSet, set.definition, w);
    return { ...evaluated, unit: set.definition.unit };
  }

  /** Reads a data set a definition names (preview: the definition itself is depth 1). */
  readNested: ReadSet = (child, w) => this.read(child, w, 2);

  scheme(): SeriesScheme<'set'> {
    return {
      // A data set that does not exist answers "unknown series" from read(), as unknown strategies do.
      canRead: async (user, address: SetAddress) => {
        const set = await findDataSet(this.db, address.setId);
        return set === undefined || (await this.canReadSet(user, set));
      },
      read: async (address: SetAddress, q) => {
        const r = await this.read(address.setId, { from: q.from, to: q.to, interval: q.interval });
        return { unit: r.unit, points: r.points, demo: r.demo, source: 'dataSet' };
      },
      inputs: async (address: SetAddress) => {
        const set = await findDataSet(this.db, address.setId);
        return set ? addressesOf(set.definition) : [];
      },
    };
  }

  /** The catalogue's data sets: those the user may read (visible, inputs readable). */
  async catalog(user: AuthUser): Promise<CatalogEntry[]> {
    const out: CatalogEntry[] = [];
    for (const set of await allDataSets(this.db)) {
      if (!(await this.canReadSet(user, set))) continue;
      // first/last/demo would need an evaluation per entry; the picker's preview reads the set when chosen.
      out.push({ address: `set:${set.id}`, kind: 'set', name: set.name, unit: set.definition.unit, source: 'dataSet', first: null, last: null, demo: false });
    }
    return out;
  }
}
