/**
 * Subscriptions (issue 22, docs/builder.md "Subscriptions and home"): a user subscribes to one panel (chart) of a
 * published report with its variable values pinned; home shows the subscribed panels in a grid the user arranges
 * (order and width). Every read re-checks the report's route and each series against the reader (report/spec's rule).
 *
 * Key `'user'`: a subscription is the user's own item, made from a report (`auth_report`) and shown on home
 * (`auth_home`) and on `/user/subscribe`; who may see the report's content is decided when it is read, not by who
 * holds a page key. Another user's subscription answers 404.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BuilderVariables, ReportSlug, Withheld } from './builder';
import { e } from './endpoint';
import { Nothing, Nullable } from './envelope';
import { ReportSpecData } from './reportSpec';

export const SUBSCRIBE_MAX = 50;
/** The widths a subscribed chart takes on home's 24-column grid (a third, a half, the whole row). */
export const SUBSCRIBE_WIDTHS = [8, 12, 24] as const;
export const SUBSCRIBE_DEFAULT_WIDTH = 12;

const SubscriptionId = Type.String({ pattern: '^[a-zA-Z0-9-]{1,64}$' });
const PanelId = Type.String({ pattern: '^[a-z][a-zA-Z0-9_-]{0,39}$' });
const Width = Type.Union(SUBSCRIBE_WIDTHS.map((w) => Type.Literal(w)));

export const Subscription = Type.Object({
  id: Type.String(),
  slug: Type.String(),
  panelId: Type.String(),
  /** The pinned values (every variable the page declared when subscribing). */
  variables: BuilderVariables,
  /** Place on home: order (0 first) and width in columns of 24. */
  position: Type.Integer(),
  w: Type.Integer(),
  /** The report's and the panel's titles, or null when the reader may no longer read the report or the panel is gone. */
  reportTitle: Nullable(Type.String()),
  panelTitle: Nullable(Type.String()),
  createdAt: Type.Number(),
});
export type Subscription = Static<typeof Subscription>;

export const SubscribeAddBody = Type.Object(
  {
    slug: ReportSlug,
    panelId: PanelId,
    /** The values on screen when subscribing; variables left out are pinned at the page's defaults. */
    variables: Type.Optional(BuilderVariables),
  },
  { additionalProperties: false },
);
export type SubscribeAddBody = Static<typeof SubscribeAddBody>;

export const SubscriptionIdBody = Type.Object({ id: SubscriptionId }, { additionalProperties: false });
export type SubscriptionIdBody = Static<typeof SubscriptionIdBody>;

export const SubscribeUpdateBody = Type.Object({ id: SubscriptionId, variables: BuilderVariables }, { additionalProperties: false });
export type SubscribeUpdateBody = Static<typeof SubscribeUpdateBody>;

/** Home's arrangement: the subscriptions in the order shown, each with its width (ids not named keep theirs, after). */
export const SubscribeLayoutBody = Type.Object(
  { items: Type.Array(Type.Object({ id: SubscriptionId, w: Width }, { additionalProperties: false }), { maxItems: SUBSCRIBE_MAX, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SubscribeLayoutBody = Static<typeof SubscribeLayoutBody>;

export const SubscriptionRead = Type.Object({
  subscription: Subscription,
  /** Null when the report is withheld as a whole (`withheld` says why). Its spec holds the one subscribed panel. */
  report: Nullable(ReportSpecData),
  /** `forbidden`: the reader may no longer read the report; `unknown`: it is unpublished or the panel is gone. */
  withheld: Nullable(Withheld),
});
export type SubscriptionRead = Static<typeof SubscriptionRead>;

export const SUBSCRIBE_ENDPOINTS = [
  e('/v2/subscribe/list', 'user', null, Type.Array(Subscription), "The caller's subscribed charts, in home's order", 'added'),
  e('/v2/subscribe/add', 'user', SubscribeAddBody, Subscription, 'Subscribe to one panel of a report the caller may read, its variables pinned', 'added'),
  e('/v2/subscribe/update', 'user', SubscribeUpdateBody, Subscription, "Change a subscription's pinned variable values", 'added'),
  e('/v2/subscribe/remove', 'user', SubscriptionIdBody, Nothing, 'Remove a subscription', 'added'),
  e('/v2/subscribe/layout', 'user', SubscribeLayoutBody, Type.Array(Subscription), "Arrange home's subscribed charts (order and width)", 'added'),
  e('/v2/subscribe/read', 'user', SubscriptionIdBody, SubscriptionRead, 'A subscribed chart as the caller may read it now', 'added'),
] as const;
