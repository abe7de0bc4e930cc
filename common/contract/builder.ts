/**
 * The builder (issue 22, docs/builder.md): user-made pages of the same panel specs the product pages are built from
 * (common/contract/pageSpec.ts), every save a new version, published at `/report/<slug>` for chosen users and roles.
 *
 * Fixed by the issue (path and shape):
 *   POST /v2/builder/page/save   { id?, title, panels: PanelSpec[], layout, variables?, version? } -> { id, version }
 *   POST /v2/builder/route/save  { slug, pageId, users?, roles? } -> { slug }
 *   POST /v2/builder/report/get  { slug, variables? } -> { title, version, panels: [{ id, kind, series: [...] }] }
 * The other calls (page list/get/versions/share/remove, route list/remove, report list) are this feature's own.
 */
import { Type, type Static, type TObject } from '@sinclair/typebox';
import { e } from './endpoint';
import { Nothing, Nullable } from './envelope';
import { GRID_COLUMNS, PanelLayout, PanelSpec } from './pageSpec';

/** The builder's pages (`/list/page`), routes (`/list/route`) and published reports (`/report/*`, key `auth_report`). */
export const BUILDER_PAGE_KEY = 'auth_list_page' as const;
export const BUILDER_ROUTE_KEY = 'auth_list_route' as const;
export const REPORT_KEY = 'auth_report' as const;
/** The builder's components (`/list/comp`): panels stored once in a library and placed on any number of pages. */
export const BUILDER_COMP_KEY = 'auth_list_comp' as const;

export const BUILDER_MAX_PANELS = 40;
export const BUILDER_MAX_VARIABLES = 10;
/** The layout height a panel gets when `layout` does not place it (rows of 80 px). */
export const BUILDER_DEFAULT_HEIGHT = 4;

const PanelId = Type.String({ pattern: '^[a-z][a-zA-Z0-9_-]{0,39}$' });
export const BuilderPageId = Type.String({ pattern: '^[a-zA-Z0-9-]{1,64}$' });
export const ComponentId = Type.String({ pattern: '^[a-zA-Z0-9-]{1,64}$' });
export const ReportSlug = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$' });

/**
 * Where a panel sits on the 24-column grid: column `x` and row `y` (the builder's drag), width `w` and height `h`
 * (the same bounds as a panel spec's own `layout`, which the server fills from here so the renderer flows it).
 */
export const GridCell = Type.Object(
  {
    x: Type.Integer({ minimum: 0, maximum: GRID_COLUMNS - 1 }),
    y: Type.Integer({ minimum: 0, maximum: 1000 }),
    w: PanelLayout.properties.w,
    h: PanelLayout.properties.h,
  },
  { additionalProperties: false },
);
export type GridCell = Static<typeof GridCell>;

/** Panel id -> grid cell. A panel it does not name goes full width below the others. */
export const BuilderLayout = Type.Record(PanelId, GridCell, { maxProperties: BUILDER_MAX_PANELS });
export type BuilderLayout = Static<typeof BuilderLayout>;

/**
 * A page's variables and their default values (`{ product: 'FU' }`): an address written with `{product}` reads the
 * value given to report/get, else the default. Values are address-safe tokens.
 */
export const VariableValue = Type.String({ pattern: '^[A-Za-z0-9_.@-]{1,60}$' });
export const BuilderVariables = Type.Record(Type.String({ pattern: '^[a-z][a-zA-Z0-9_]{0,31}$' }), VariableValue, { maxProperties: BUILDER_MAX_VARIABLES });
export type BuilderVariables = Static<typeof BuilderVariables>;

/**
 * What page/save takes per panel: any `PanelSpec` kind with `id` and `layout` optional (the server names it `p<n>` and
 * places it from `layout`). The body schema checks only the kind and those two: the server's validator strips unknown
 * properties (`removeAdditional`), which inside a union of closed objects would strip one kind's fields while trying
 * another kind. The whole panel is then checked against its kind with `pageSpecProblems` (400 naming `panels`), and
 * stored as a complete `PanelSpec`.
 */
export const InlinePanelInput = Type.Object({
  kind: Type.Union(PanelSpec.anyOf.map((p) => (p as TObject).properties.kind)),
  id: Type.Optional(PanelId),
  layout: Type.Optional(PanelLayout),
});
export type InlinePanelInput = PanelSpec extends infer P
  ? P extends PanelSpec
    ? Omit<P, 'id' | 'layout'> & { id?: string; layout?: PanelLayout }
    : never
  : never;

/**
 * A page panel that is a library component (`/list/comp`): the page stores only the reference; every read of the page
 * (page/get, the report calls) draws the component's newest version, so a component edited once changes every page
 * that places it. Its `id` and `layout` are the page's own (one component can sit on a page twice, sized differently).
 */
export const LibraryPanelInput = Type.Object(
  { kind: Type.Literal('library'), componentId: ComponentId, id: Type.Optional(PanelId), layout: Type.Optional(PanelLayout) },
  { additionalProperties: false },
);
export type LibraryPanelInput = Static<typeof LibraryPanelInput>;

/**
 * One panel of page/save: inline (any panel kind) or a library component. Inline first: the validator stops at the
 * first branch that passes, and the closed library branch, tried first, would strip an inline panel's fields
 * (`removeAdditional`) before failing on its kind.
 */
export const BuilderPanelInput = Type.Union([InlinePanelInput, LibraryPanelInput]);
export type BuilderPanelInput = InlinePanelInput | LibraryPanelInput;

export const PageSaveBody = Type.Object(
  {
    /** Absent: a new page. */
    id: Type.Optional(BuilderPageId),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    panels: Type.Array(BuilderPanelInput, { minItems: 1, maxItems: BUILDER_MAX_PANELS }),
    layout: BuilderLayout,
    variables: Type.Optional(BuilderVariables),
    /** The version the edit started from; required when `id` is given (a stale or missing one answers 409 with the current). */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type PageSaveBody = Omit<Static<typeof PageSaveBody>, 'panels'> & { panels: BuilderPanelInput[] };

export const PageSaved = Type.Object({ id: Type.String(), version: Type.Integer({ minimum: 1 }) });
export type PageSaved = Static<typeof PageSaved>;

/** The `data` of the 409 `builderVersionConflict` answer: the version the page is at now. */
export const VersionConflictData = Type.Object({ currentVersion: Type.Integer({ minimum: 1 }) });
export type VersionConflictData = Static<typeof VersionConflictData>;

export const PageSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  version: Type.Integer(),
  ownerId: Nullable(Type.String()),
  /** Readable by every holder of `/list/page` (else its owner's alone; administrators see every page). */
  shared: Type.Boolean(),
  /** A seeded example (no owner, shared, changed only by administrators): users edit a copy (page/copy). */
  example: Type.Boolean(),
  updatedAt: Type.Number(),
});
export type PageSummary = Static<typeof PageSummary>;

export const PageIdBody = Type.Object({ id: BuilderPageId }, { additionalProperties: false });
export type PageIdBody = Static<typeof PageIdBody>;
export const PageGetBody = Type.Object({ id: BuilderPageId, version: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export type PageGetBody = Static<typeof PageGetBody>;
export const PageShareBody = Type.Object({ id: BuilderPageId, shared: Type.Boolean() }, { additionalProperties: false });
export type PageShareBody = Static<typeof PageShareBody>;

/** One stored version of a page: what page/save stored, panels complete (ids and layout filled in). */
export const PageVersion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  version: Type.Integer(),
  /** The page's newest version (restoring an old one is saving it again with `version: latest`). */
  latest: Type.Integer(),
  /** Complete panels: library panels drawn from their component's newest version (see `library`). */
  panels: Type.Array(PanelSpec),
  /** Panel id -> the component a library panel shows and that component's version drawn here. */
  library: Type.Record(PanelId, Type.Object({ componentId: Type.String(), version: Type.Integer() })),
  layout: BuilderLayout,
  variables: BuilderVariables,
  ownerId: Nullable(Type.String()),
  shared: Type.Boolean(),
  example: Type.Boolean(),
  savedBy: Type.String(),
  savedAt: Type.Number(),
});
export type PageVersion = Static<typeof PageVersion>;

export const PageVersionInfo = Type.Object({ version: Type.Integer(), title: Type.String(), savedBy: Type.String(), savedAt: Type.Number() });
export type PageVersionInfo = Static<typeof PageVersionInfo>;

// ---- Components (`/list/comp`): library panels, every save a version, as pages are ----

export const ComponentSaveBody = Type.Object(
  {
    /** Absent: a new component. */
    id: Type.Optional(ComponentId),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    /** Any inline panel kind (a component is not itself a library reference); checked as page/save checks panels. */
    panel: InlinePanelInput,
    /** The version the edit started from; required when `id` is given (a stale or missing one answers 409 with the current). */
    version: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);
export type ComponentSaveBody = Omit<Static<typeof ComponentSaveBody>, 'panel'> & { panel: InlinePanelInput };
export const ComponentSaved = Type.Object({ id: Type.String(), version: Type.Integer({ minimum: 1 }) });

/** A page that places a component (`usedBy`). Pages the caller may not read are counted, not named. */
export const ComponentUse = Type.Object({ pageId: Type.String(), title: Type.String() });

export const ComponentSummary = Type.Object({
  id: Type.String(),
  title: Type.String(),
  kind: Type.String(),
  version: Type.Integer(),
  ownerId: Nullable(Type.String()),
  /** Readable by every holder of `/list/comp` (else its owner's alone; administrators see every component). */
  shared: Type.Boolean(),
  /** How many pages place it (their newest versions). */
  usedBy: Type.Integer({ minimum: 0 }),
  updatedAt: Type.Number(),
});
export type ComponentSummary = Static<typeof ComponentSummary>;

export const ComponentIdBody = Type.Object({ id: ComponentId }, { additionalProperties: false });
export const ComponentGetBody = Type.Object({ id: ComponentId, version: Type.Optional(Type.Integer({ minimum: 1 })) }, { additionalProperties: false });
export const ComponentShareBody = Type.Object({ id: ComponentId, shared: Type.Boolean() }, { additionalProperties: false });

export const ComponentVersion = Type.Object({
  id: Type.String(),
  title: Type.String(),
  version: Type.Integer(),
  latest: Type.Integer(),
  /** The stored panel, complete (`id` and `layout` filled). */
  panel: PanelSpec,
  ownerId: Nullable(Type.String()),
  shared: Type.Boolean(),
  savedBy: Type.String(),
  savedAt: Type.Number(),
  /** The readable pages that place it, and how many pages place it in all. */
  usedBy: Type.Array(ComponentUse),
  usedByCount: Type.Integer({ minimum: 0 }),
});
export type ComponentVersion = Static<typeof ComponentVersion>;

/**
 * A page as a JSON file (export and import on `/list/page`): library panels inlined as complete panels, so the file
 * stands alone and importing it (page/save without `id`) gives the same page. `formatVersion` is this shape's.
 */
export const PAGE_EXPORT_FORMAT = 'commodity-console/builder-page' as const;
export const PageExport = Type.Object(
  {
    format: Type.Literal(PAGE_EXPORT_FORMAT),
    formatVersion: Type.Literal(1),
    title: Type.String({ minLength: 1, maxLength: 200 }),
    panels: Type.Array(PanelSpec, { minItems: 1, maxItems: BUILDER_MAX_PANELS }),
    layout: BuilderLayout,
    variables: BuilderVariables,
    exportedAt: Type.String(),
  },
  { additionalProperties: false },
);
export type PageExport = Static<typeof PageExport>;

const IdList = (max: number) => Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: max, uniqueItems: true });

export const RouteSaveBody = Type.Object(
  {
    slug: ReportSlug,
    pageId: BuilderPageId,
    /** User ids who may read the report. */
    users: Type.Optional(IdList(200)),
    /** Role names whose users may read the report. */
    roles: Type.Optional(IdList(50)),
  },
  { additionalProperties: false },
);
export type RouteSaveBody = Static<typeof RouteSaveBody>;
export const RouteSaved = Type.Object({ slug: Type.String() });

export const RouteInfo = Type.Object({
  slug: Type.String(),
  pageId: Type.String(),
  pageTitle: Type.String(),
  users: Type.Array(Type.String()),
  roles: Type.Array(Type.String()),
  ownerId: Type.String(),
  updatedAt: Type.Number(),
});
export type RouteInfo = Static<typeof RouteInfo>;
export const RouteSlugBody = Type.Object({ slug: ReportSlug }, { additionalProperties: false });

export const ReportGetBody = Type.Object({ slug: ReportSlug, variables: Type.Optional(BuilderVariables) }, { additionalProperties: false });
export type ReportGetBody = Static<typeof ReportGetBody>;

/** Why a series of a report has no points: the reader may not read it, or the address names no series. */
export const Withheld = Type.Union([Type.Literal('forbidden'), Type.Literal('unknown')]);
export type Withheld = Static<typeof Withheld>;

export const ReportSeries = Type.Object({
  /** The address as read (variables filled in). */
  address: Type.String(),
  /** Empty when withheld. */
  unit: Type.String(),
  demo: Type.Boolean(),
  points: Nullable(Type.Array(Type.Tuple([Type.Number(), Type.Number()]))),
  withheld: Type.Optional(Withheld),
});
export type ReportSeries = Static<typeof ReportSeries>;

export const ReportPanel = Type.Object({ id: Type.String(), kind: Type.String(), series: Type.Array(ReportSeries) });
export type ReportPanel = Static<typeof ReportPanel>;

export const ReportData = Type.Object({ title: Type.String(), version: Type.Integer(), panels: Type.Array(ReportPanel) });
export type ReportData = Static<typeof ReportData>;

export const ReportListItem = Type.Object({ slug: Type.String(), title: Type.String() });

export const BUILDER_ENDPOINTS = [
  e(
    '/v2/builder/page/save',
    BUILDER_PAGE_KEY,
    PageSaveBody,
    PageSaved,
    'Save a builder page: every save appends a version; a stale version answers 409',
    'added',
  ),
  e('/v2/builder/page/list', BUILDER_PAGE_KEY, null, Type.Array(PageSummary), 'The builder pages the caller may read', 'added'),
  e('/v2/builder/page/get', BUILDER_PAGE_KEY, PageGetBody, PageVersion, 'One builder page, its newest or a given version', 'added'),
  e('/v2/builder/page/versions', BUILDER_PAGE_KEY, PageIdBody, Type.Array(PageVersionInfo), "A builder page's versions, newest first", 'added'),
  e(
    '/v2/builder/page/share',
    BUILDER_PAGE_KEY,
    PageShareBody,
    PageSummary,
    'Share a builder page with every holder of the page key, or make it private',
    'added',
  ),
  e('/v2/builder/page/remove', BUILDER_PAGE_KEY, PageIdBody, Nothing, 'Remove a builder page that no route publishes', 'added'),
  e('/v2/builder/page/copy', BUILDER_PAGE_KEY, PageIdBody, PageSaved, "Copy a readable builder page (an example's editable copy) as the caller's own", 'added'),
  e(
    '/v2/builder/comp/save',
    BUILDER_COMP_KEY,
    ComponentSaveBody,
    ComponentSaved,
    'Save a library component: every save appends a version; a stale version answers 409',
    'added',
  ),
  e(
    '/v2/builder/comp/list',
    BUILDER_COMP_KEY,
    null,
    Type.Array(ComponentSummary),
    'The library components the caller may read, with how many pages use each',
    'added',
  ),
  e(
    '/v2/builder/comp/get',
    BUILDER_COMP_KEY,
    ComponentGetBody,
    ComponentVersion,
    'One library component, its newest or a given version, and the pages that use it',
    'added',
  ),
  e('/v2/builder/comp/versions', BUILDER_COMP_KEY, ComponentIdBody, Type.Array(PageVersionInfo), "A library component's versions, newest first", 'added'),
  e(
    '/v2/builder/comp/share',
    BUILDER_COMP_KEY,
    ComponentShareBody,
    ComponentSummary,
    'Share a library component with every holder of the key, or make it private',
    'added',
  ),
  e('/v2/builder/comp/remove', BUILDER_COMP_KEY, ComponentIdBody, Nothing, 'Remove a library component that no page places', 'added'),
  e('/v2/builder/route/save', BUILDER_ROUTE_KEY, RouteSaveBody, RouteSaved, 'Publish a builder page at /report/<slug> for chosen users and roles', 'added'),
  e('/v2/builder/route/list', BUILDER_ROUTE_KEY, null, Type.Array(RouteInfo), 'The published routes the caller manages', 'added'),
  e('/v2/builder/route/remove', BUILDER_ROUTE_KEY, RouteSlugBody, Nothing, 'Unpublish a report', 'added'),
  e('/v2/builder/report/list', REPORT_KEY, null, Type.Array(ReportListItem), 'The published reports the caller may read (their menu entries)', 'added'),
  e('/v2/builder/report/get', REPORT_KEY, ReportGetBody, ReportData, "A published report's panels with every series checked against the reader", 'added'),
] as const;
