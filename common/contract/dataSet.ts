/**
 * Data sets (issue 22, `/list/data`, docs/dataSet.md): named series built from any address (`md:`, `ds:`, `spread:`,
 * `ref:`, `wr:`, another data set) with an optional formula over named inputs (the strategy formula language) and an
 * ordered list of transforms. A saved data set is itself an address, `set:<id>`, read through the one series resolver
 * (history only: a data set has no live ticks).
 *
 * Calls (this feature's own, all gated by `auth_list_data`):
 *   /v2/dataSet/save    { id?, name, definition, shared? } -> DataSetInfo
 *   /v2/dataSet/list    -> DataSetInfo[] (the sets the caller may read)
 *   /v2/dataSet/get     { id } -> DataSetInfo & { usedBy }
 *   /v2/dataSet/remove  { id } -> null (409 while another set or a builder page uses it)
 *   /v2/dataSet/preview { definition, from?, to?, interval? } -> { unit, points, demo }
 *   /v2/dataSet/share   { id, shared } -> DataSetInfo
 */
import { Type, type Static } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nothing, Nullable } from './envelope';
import { Interval } from './marketData';

export const DATA_SET_KEY = 'auth_list_data' as const;
export const DATA_SET_MAX_INPUTS = 8;
export const DATA_SET_MAX_TRANSFORMS = 10;
/** How deep data sets may read other data sets (a set of only other addresses is depth 1). */
export const DATA_SET_MAX_DEPTH = 3;
export const DATA_SET_MAX_WINDOW = 500;
/** Input names: `a`, `b`, ... (what the formula calls them). */
export const DATA_SET_INPUT_NAMES = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'] as const;

export const TRANSFORM_KINDS = ['resample', 'change', 'pctChange', 'rollingMean', 'rollingZ', 'rebase', 'convert'] as const;
export type TransformKind = (typeof TRANSFORM_KINDS)[number];

export const DataSetId = Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' });
const AddressText = Type.String({ minLength: 3, maxLength: 200 });

/**
 * One transform. One object with the kind's fields optional (not a union of closed objects, which the server's
 * validator would strip while trying each kind, as docs/builder.md notes for panels); the server checks the fields
 * each kind needs and answers 400 naming `transforms.<i>.<field>`:
 * - resample: `period` week | month, `how` last | mean;
 * - change, pctChange: nothing more;
 * - rollingMean: `window` observations (1..500); rollingZ: `window` (2..500);
 * - rebase: `date` (YYYY-MM-DD, the series is 100 there);
 * - convert: `rate` (an address of dated rates, usually `ref:`), `op` multiply | divide.
 */
export const Transform = Type.Object(
  {
    kind: Type.Union(TRANSFORM_KINDS.map((k) => Type.Literal(k))),
    period: Type.Optional(Type.Union([Type.Literal('week'), Type.Literal('month')])),
    how: Type.Optional(Type.Union([Type.Literal('last'), Type.Literal('mean')])),
    window: Type.Optional(Type.Integer({ minimum: 1, maximum: DATA_SET_MAX_WINDOW })),
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    rate: Type.Optional(AddressText),
    op: Type.Optional(Type.Union([Type.Literal('multiply'), Type.Literal('divide')])),
  },
  { additionalProperties: false },
);
export type Transform = Static<typeof Transform>;

export const DataSetDefinition = Type.Object(
  {
    /** Input name (`a` .. `h`) -> address. One input and no formula: the input itself. */
    inputs: Type.Record(Type.String({ pattern: '^[a-h]$' }), AddressText, {
      minProperties: 1,
      maxProperties: DATA_SET_MAX_INPUTS,
      additionalProperties: false,
    }),
    /** A formula over the input names in the strategy formula language (`a - b`, `(a + b) / 2`); absent: input `a`. */
    formula: Type.Optional(Type.String({ maxLength: 500 })),
    transforms: Type.Array(Transform, { maxItems: DATA_SET_MAX_TRANSFORMS }),
    /** The unit of the result, as the author states it (`USD/t`, `%`, `index`). */
    unit: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type DataSetDefinition = Static<typeof DataSetDefinition>;

export const DataSetSaveBody = Type.Object(
  {
    /** Absent: a new data set. */
    id: Type.Optional(DataSetId),
    name: Type.String({ minLength: 1, maxLength: 100 }),
    definition: DataSetDefinition,
    /** Readable by every user (else its owner's alone); default false. */
    shared: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type DataSetSaveBody = Static<typeof DataSetSaveBody>;

export const DataSetInfo = Type.Object({
  id: Type.String(),
  /** `set:<id>`. */
  address: Type.String(),
  name: Type.String(),
  ownerId: Nullable(Type.String()),
  shared: Type.Boolean(),
  definition: DataSetDefinition,
  updatedAt: Type.Number(),
});
export type DataSetInfo = Static<typeof DataSetInfo>;

export const UsedBy = Type.Object({
  /** Builder pages whose newest version reads `set:<id>` and the caller may read. */
  pages: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })),
  /** Pages that read it but the caller may not read (counted, not named). */
  hiddenPages: Type.Integer({ minimum: 0 }),
  /** Data sets that read it (those the caller may read named, the others counted in `hiddenSets`). */
  sets: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  hiddenSets: Type.Integer({ minimum: 0 }),
});
export type UsedBy = Static<typeof UsedBy>;

export const DataSetDetail = Type.Composite([DataSetInfo, Type.Object({ usedBy: UsedBy })]);
export type DataSetDetail = Static<typeof DataSetDetail>;

export const DataSetIdBody = Type.Object({ id: DataSetId }, { additionalProperties: false });
export type DataSetIdBody = Static<typeof DataSetIdBody>;
export const DataSetShareBody = Type.Object({ id: DataSetId, shared: Type.Boolean() }, { additionalProperties: false });
export type DataSetShareBody = Static<typeof DataSetShareBody>;

export const DataSetPreviewBody = Type.Object(
  {
    definition: DataSetDefinition,
    /** Epoch ms; default a year before `to`. */
    from: Type.Optional(Type.Number()),
    /** Epoch ms; default now. */
    to: Type.Optional(Type.Number()),
    interval: Type.Optional(Interval),
  },
  { additionalProperties: false },
);
export type DataSetPreviewBody = Static<typeof DataSetPreviewBody>;

export const DataSetPreview = Type.Object({
  unit: Type.String(),
  points: Type.Array(Type.Tuple([Type.Number(), Type.Number()])),
  /** True when any input is demo data (the page shows the DEMO badge). */
  demo: Type.Boolean(),
});
export type DataSetPreview = Static<typeof DataSetPreview>;

export const DATA_SET_ENDPOINTS = [
  e('/v2/dataSet/save', DATA_SET_KEY, DataSetSaveBody, DataSetInfo, 'Save a data set (inputs readable, no cycle, depth at most 3)', 'added'),
  e('/v2/dataSet/list', DATA_SET_KEY, null, Type.Array(DataSetInfo), 'The data sets the caller may read', 'added'),
  e('/v2/dataSet/get', DATA_SET_KEY, DataSetIdBody, DataSetDetail, 'One data set with the pages and data sets that use it', 'added'),
  e('/v2/dataSet/remove', DATA_SET_KEY, DataSetIdBody, Nothing, 'Remove a data set nothing uses', 'added'),
  e('/v2/dataSet/preview', DATA_SET_KEY, DataSetPreviewBody, DataSetPreview, "Evaluate an unsaved data set definition with the caller's rights", 'added'),
  e('/v2/dataSet/share', DATA_SET_KEY, DataSetShareBody, DataSetInfo, 'Share a data set with every user, or make it private', 'added'),
] as const;
