/**
 * The feed manager (app.feeds): owns the three feeds, decides which feed serves each product and reports
 * their state. A product's feed is, first found: the administrator's stored assignment (feed_assignments), the
 * FEED_ASSIGN entry, FEEDS_DEFAULT. Switching a product needs no code change and no restart: feeds ask `serves`
 * on every tick. Assignment changes are announced on the bus (topic `feeds:assignment`) so the leader process,
 * which runs the feeds, reloads them whichever process took the change.
 */
import type { Kysely } from 'kysely';
import type { FeedAssignment, FeedChoice } from '../../../common/contract/feeds';
import type { AuthUser } from '../../infra/auth/authUser';
import { recordAudit } from '../../infra/audit/auditLog';
import type { Database } from '../../schema';
import type { FeedManager, FeedState, MarketServices } from '../../infra/market/ports';
import type { FeedsConfig } from './config';
import type { FeedContext } from './context';
import { DemoFeed } from './demo/demoFeed';
import { DEMO_PRODUCTS } from './demo/model';
import type { Feed } from './feed';
import { PushFeed } from './push/pushFeed';
import { ReplayFeed } from './replay/replayFeed';

export const ASSIGNMENT_TOPIC = 'feeds:assignment';

/** What the stream area's bus adds to the TickBus port: leadership changes between processes (Redis). */
interface LeaderEvents {
  onLeaderChange(listener: (leader: boolean) => void): () => void;
}

interface Stored {
  feed: FeedChoice;
  updatedBy: string;
  updatedAt: number;
}

export interface FeedManagerDeps {
  db: Kysely<Database>;
  config: FeedsConfig;
  now: () => number;
  market: MarketServices;
  log: FeedContext['log'];
}

export class FeedManagerService implements FeedManager {
  readonly demo: DemoFeed;
  readonly push: PushFeed;
  readonly replay: ReplayFeed | null;
  private stored = new Map<string, Stored>();
  private started = false;
  private unsubscribe: (() => void) | null = null;
  private stopLeadership: (() => void) | null = null;

  constructor(private readonly deps: FeedManagerDeps) {
    const ctx: FeedContext = {
      config: deps.config,
      now: deps.now,
      // Other features' decorators, read when used (tests put fakes there).
      bus: () => deps.market.bus,
      reference: () => deps.market.reference,
      bars: () => deps.market.bars ?? null,
      serves: (feed, product) => this.feedOf(product) === feed,
      log: deps.log,
    };
    this.demo = new DemoFeed(ctx);
    this.push = new PushFeed(ctx);
    this.replay = deps.config.replay.file ? new ReplayFeed(ctx) : null;
  }

  feeds(): Feed[] {
    return [this.demo, ...(this.replay ? [this.replay] : []), this.push];
  }

  /** The product's feed and where the choice comes from. */
  choiceOf(product: string): { feed: FeedChoice; source: FeedAssignment['source'] } {
    const stored = this.stored.get(product);
    if (stored) return { feed: stored.feed, source: 'stored' };
    const env = this.deps.config.assign[product];
    if (env) return { feed: env, source: 'env' };
    return { feed: this.deps.config.defaultFeed, source: 'default' };
  }

  feedOf(product: string): string | undefined {
    const { feed } = this.choiceOf(product);
    return feed === 'none' ? undefined : feed;
  }

  /**
   * Each feed's state with the number of products it serves: a feed no product is assigned to (push before a gateway
   * is set up) is not part of the trader's picture, and the board leaves it out.
   */
  states(): (FeedState & { products: number })[] {
    const assignments = this.assignments();
    return this.feeds().map((f) => ({ ...f.state(), products: assignments.filter((a) => a.feed === f.name).length }));
  }

  /** Every product the reference data lists (or, without it, the simulated ones) plus any assigned one. */
  assignments(): FeedAssignment[] {
    const products = new Set<string>();
    const reference = this.deps.market.reference;
    if (reference) for (const p of reference.products()) products.add(`${p.exchange}.${p.code}`);
    else for (const p of DEMO_PRODUCTS) products.add(p);
    for (const p of Object.keys(this.deps.config.assign)) products.add(p);
    for (const p of this.stored.keys()) products.add(p);
    return [...products].sort().map((product) => {
      const { feed, source } = this.choiceOf(product);
      const stored = this.stored.get(product);
      return { product, feed, source, updatedBy: stored?.updatedBy ?? null, updatedAt: stored?.updatedAt ?? null };
    });
  }

  async load(): Promise<void> {
    const rows = await this.deps.db.selectFrom('feed_assignments').selectAll().execute();
    this.stored = new Map(rows.map((r) => [r.product, { feed: r.feed as FeedChoice, updatedBy: r.updated_by, updatedAt: Number(r.updated_at) }]));
  }

  /** Stores (or with `feed` null, removes) an administrator's assignment; audited, announced to other processes. */
  async setAssignment(user: Pick<AuthUser, 'id' | 'username'>, product: string, feed: FeedChoice | null): Promise<FeedAssignment> {
    const now = this.deps.now();
    const before = this.choiceOf(product);
    await this.deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('feed_assignments').where('product', '=', product).execute();
      if (feed !== null) await trx.insertInto('feed_assignments').values({ product, feed, updated_by: user.username, updated_at: now }).execute();
      await recordAudit(trx, now, user, 'feeds.assignment.set', { id: null, name: product }, { before: before.feed, after: feed ?? 'unset' });
    });
    if (feed === null) this.stored.delete(product);
    else this.stored.set(product, { feed, updatedBy: user.username, updatedAt: now });
    this.deps.market.bus.publishTopic(ASSIGNMENT_TOPIC, { product });
    return this.assignments().find((a) => a.product === product) as FeedAssignment;
  }

  /** onReady: assignments, the cross-process reload, and the feeds when this process is the leader. */
  async ready(autostart: boolean): Promise<void> {
    await this.load();
    const bus = this.deps.market.bus;
    if (!bus) {
      this.deps.log.warn('no tick bus registered: feeds stay stopped');
      return;
    }
    this.unsubscribe?.();
    this.unsubscribe = bus.subscribeTopics(ASSIGNMENT_TOPIC, () => {
      this.load().catch((err) => this.deps.log.warn({ err }, 'feed assignments reload failed'));
    });
    if (autostart && bus.isLeader()) await this.start();
    // With Redis another process may take the lead later (or this one lose it): the stream area's bus reports changes
    // through onLeaderChange, which the TickBus port does not declare, so it is used when present.
    const leadership = (bus as Partial<LeaderEvents>).onLeaderChange;
    if (autostart && typeof leadership === 'function') {
      this.stopLeadership?.();
      this.stopLeadership = leadership.call(bus, (leader) => {
        (leader ? this.start() : this.stop({ keepSubscriptions: true })).catch((err) =>
          this.deps.log.warn({ err }, 'feeds start/stop on leadership change failed'),
        );
      });
    }
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    for (const feed of this.feeds()) await feed.start();
  }

  /** Stops the feeds; on close also the bus subscriptions (kept when only the leadership moved elsewhere). */
  async stop({ keepSubscriptions = false } = {}): Promise<void> {
    if (!keepSubscriptions) {
      this.unsubscribe?.();
      this.unsubscribe = null;
      this.stopLeadership?.();
      this.stopLeadership = null;
    }
    if (!this.started) return;
    this.started = false;
    for (const feed of this.feeds()) await feed.stop();
  }
}
