/**
 * The builder's three example pages (issue 22: "seed three example pages from the product specs, marked as examples,
 * editable copies"), built from the shipped specs of the FU inner/outer page, the fuel-oil OTC swaps page (East-West,
 * visco and the cracks against Brent) and the daily oil watch (common/productSpecs/): the same panels, ids and
 * titles (locale keys, which `SpecText` allows), placed on the 24-column grid as the renderer flows them. Owner none,
 * shared, changed only by administrators; anyone copies one (page/copy). Seeded once per seed key at start-up
 * (idempotent): an administrator's later edit is never overwritten, and a removed example is not brought back until
 * its seed key changes.
 */
import type { Kysely } from 'kysely';
import type { BuilderLayout } from '../../../common/contract/builder';
import { GRID_COLUMNS, type PageSpec, type PanelSpec } from '../../../common/contract/pageSpec';
import { fuSpec } from '../../../common/productSpecs/fu';
import { oilOtcSpec } from '../../../common/productSpecs/oilOtc';
import { oilWatchSpec } from '../../../common/productSpecs/oilWatch';
import { DEFAULT_LOCALE, type Locale } from '../../infra/http/locale';
import type { Database } from '../../schema';
import { storedSpecOf } from './pageInput';
import { createPage, seededKeys } from './store';
import type { BuilderPagesTable } from './tables';

/** Who saved an example's first version (no user did). */
export const EXAMPLE_SAVED_BY = 'system';

interface Example {
  /** Also the page id, so an example has the same id on every install. */
  seedKey: string;
  spec: PageSpec;
  /** The page title in each language (the product page's own title, from the locale files, marked as an example). */
  titles: Record<Locale, string>;
}

export const EXAMPLES: readonly Example[] = [
  {
    seedKey: 'example-fu-inner-outer',
    spec: fuSpec,
    titles: {
      'zh-CN': '示例：高硫燃料油内外盘',
      'en-US': 'Example: High-sulphur fuel oil inner/outer',
      'ar-EG': 'مثال: زيت الوقود عالي الكبريت محلياً وخارجياً',
    },
  },
  {
    seedKey: 'example-fuel-oil-swaps',
    spec: oilOtcSpec,
    titles: {
      'zh-CN': '示例：燃料油场外掉期与裂解价差',
      'en-US': 'Example: Fuel oil OTC swaps and cracks',
      'ar-EG': 'مثال: مقايضات زيت الوقود خارج البورصة وهوامش التكرير',
    },
  },
  {
    seedKey: 'example-oil-watch',
    spec: oilWatchSpec,
    titles: { 'zh-CN': '示例：每日原油监控', 'en-US': 'Example: Daily oil watch', 'ar-EG': 'مثال: مراقبة النفط اليومية' },
  },
];

/** The suffix of a copy's title (page/copy), in the caller's language. */
const COPY_SUFFIX: Record<Locale, string> = { 'zh-CN': '（副本）', 'en-US': ' (copy)', 'ar-EG': ' (نسخة)' };

/**
 * The grid cells of panels flowed as the renderer flows a spec: left to right in their own widths, a new row when
 * the next panel does not fit, each row as tall as its tallest panel.
 */
export function flowLayout(panels: readonly PanelSpec[]): BuilderLayout {
  const out: BuilderLayout = {};
  let x = 0;
  let y = 0;
  let rowHeight = 0;
  for (const p of panels) {
    if (x + p.layout.w > GRID_COLUMNS) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    out[p.id] = { x, y, w: p.layout.w, h: p.layout.h };
    x += p.layout.w;
    rowHeight = Math.max(rowHeight, p.layout.h);
  }
  return out;
}

/** Stores the examples not stored yet (by seed key). */
export async function seedExamplePages(db: Kysely<Database>, now: number): Promise<void> {
  const have = await seededKeys(db);
  for (const ex of EXAMPLES) {
    if (have.has(ex.seedKey)) continue;
    const title = ex.titles[DEFAULT_LOCALE];
    const spec = storedSpecOf(title, { panels: ex.spec.panels, layout: flowLayout(ex.spec.panels) });
    try {
      await createPage(db, { id: ex.seedKey, seedKey: ex.seedKey, savedBy: EXAMPLE_SAVED_BY, title, spec }, now);
    } catch (err) {
      // Another server process seeding the same database at the same moment stored it first.
      if (!(await seededKeys(db)).has(ex.seedKey)) throw err;
    }
  }
}

/**
 * A page's title in the caller's language: an example whose title is still the seeded one answers in the caller's
 * language (the seed stores the default language's); every other title is the user's own text.
 */
export function titleIn(page: Pick<BuilderPagesTable, 'seed_key'>, title: string, locale: Locale): string {
  const ex = page.seed_key ? EXAMPLES.find((e) => e.seedKey === page.seed_key) : undefined;
  return ex && title === ex.titles[DEFAULT_LOCALE] ? ex.titles[locale] : title;
}

/** The title of a copy: the source's title in the caller's language with "(copy)" in it, within the 200 characters. */
export const copyTitle = (title: string, locale: Locale): string => `${title.slice(0, 200 - COPY_SUFFIX[locale].length)}${COPY_SUFFIX[locale]}`;
