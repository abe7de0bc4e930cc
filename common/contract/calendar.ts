/**
 * The economic calendar (issue 11; docs/research.md): release rows of economic events, imported from ICS, CSV and
 * Excel files or vendor connectors. This file fixes the event shape the events and outlook areas share; the
 * events area's calls are declared below it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './envelope';

export const DateStatus = Type.Union([Type.Literal('official'), Type.Literal('dateOnly'), Type.Literal('projected')]);
export type DateStatus = Static<typeof DateStatus>;

/** 1 low, 2 medium, 3 high. */
export const Importance = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);
export type Importance = Static<typeof Importance>;

/** The surprise of a release (common/domain/surprise.ts); z is null with too little history. */
export const SurpriseInfo = Type.Object({ raw: Type.Number(), z: Nullable(Type.Number()), count: Type.Integer() });

export const CalendarEvent = Type.Object({
  id: Type.String(),
  /** The recurring event (same for every release of US CPI YoY). */
  eventKey: Type.String(),
  country: Type.String(),
  currency: Type.String(),
  title: Type.String(),
  period: Type.String(),
  /** Epoch ms UTC; for 'dateOnly' rows 00:00 UTC of the date. */
  releaseAt: Type.Number(),
  dateStatus: DateStatus,
  importance: Importance,
  actual: Nullable(Type.Number()),
  consensus: Nullable(Type.Number()),
  previous: Nullable(Type.Number()),
  revised: Nullable(Type.Number()),
  unit: Type.String(),
  source: Type.String(),
  products: Type.Array(Type.String()),
  surprise: Nullable(SurpriseInfo),
  updatedAt: Type.Number(),
});
export type CalendarEvent = Static<typeof CalendarEvent>;

export const CALENDAR_ENDPOINTS = [] as const;
