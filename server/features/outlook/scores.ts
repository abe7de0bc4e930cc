/**
 * Scoring after release (docs/research/outlook.md "Scoring"): every forecaster of one event (the users, and the
 * consensus and the baseline as benchmarks) with error, MAE and hit rate release by release and in total.
 * One event at a time: errors of different events are in different units, so a cross-event MAE would mix them.
 * Benchmarks are scored on every release with an actual (and a consensus, for the consensus row); users on the
 * releases they forecast, so each row carries its count.
 */
import type { CalendarEvent } from '../../../common/contract/events';
import type { ForecasterScore, OutlookHistory, OutlookScores } from '../../../common/contract/outlook';
import {
  type BaselineMethod,
  baselineForecast,
  chooseMethod,
  forecastError,
  hitRate,
  isHit,
  meanAbsoluteError,
  scoreMethods,
} from '../../../common/domain/eventForecast';
import type { StoredForecast } from './forecasts';
import { seasonOfHistory } from './baseline';

type Forecaster = ForecasterScore['forecaster'];

interface Entry {
  event: CalendarEvent & { actual: number };
  forecast: number;
}

/** The forecaster's points in release order with running MAE and hit rate. */
export function scoreEntries(forecaster: Forecaster, entries: readonly Entry[]): ForecasterScore {
  const sorted = [...entries].sort((a, b) => a.event.releaseAt - b.event.releaseAt);
  const errors: number[] = [];
  const hits: (boolean | null)[] = [];
  const points = sorted.map(({ event, forecast }) => {
    const error = forecastError(forecast, event.actual);
    const hit = isHit(forecast, event.consensus, event.actual);
    errors.push(error);
    hits.push(hit);
    return {
      releaseAt: event.releaseAt,
      period: event.period,
      forecast,
      actual: event.actual,
      error,
      hit,
      mae: meanAbsoluteError(errors),
      hitRate: hitRate(hits),
    };
  });
  return { forecaster, count: points.length, mae: points.length ? meanAbsoluteError(errors) : 0, hitRate: hitRate(hits), points };
}

const released = (history: readonly CalendarEvent[]) => history.filter((e): e is CalendarEvent & { actual: number } => e.actual !== null);

/** The method in force now: the override, else the lowest walk-forward MAE on every released actual. */
export function currentMethod(history: readonly CalendarEvent[], override: BaselineMethod | undefined): BaselineMethod {
  return (
    override ??
    chooseMethod(
      scoreMethods(
        released(history).map((e) => e.actual),
        seasonOfHistory(history),
      ),
    )
  );
}

/** The current method's walk-forward forecast of every release (null where it could not forecast yet). */
export function baselineHistory(history: readonly CalendarEvent[], method: BaselineMethod): Map<string, number | null> {
  const season = seasonOfHistory(history);
  const out = new Map<string, number | null>();
  const actuals: number[] = [];
  for (const e of history) {
    // Each release is forecast from the actuals released before it (walk-forward on the growing prefix).
    out.set(e.id, baselineForecast(method, actuals, season));
    if (e.actual !== null) actuals.push(e.actual);
  }
  return out;
}

export function eventScores(eventKey: string, history: readonly CalendarEvent[], forecasts: readonly StoredForecast[], method: BaselineMethod): OutlookScores {
  const done = released(history);
  const byId = new Map(done.map((e) => [e.id, e]));
  const users = new Map<string, { name: string; entries: Entry[] }>();
  for (const f of forecasts) {
    const event = byId.get(f.eventId);
    if (!event) continue;
    const u = users.get(f.userId) ?? { name: f.name, entries: [] };
    u.entries.push({ event, forecast: f.value });
    users.set(f.userId, u);
  }
  const baseline = baselineHistory(history, method);
  const rows: ForecasterScore[] = [...users.entries()].map(([id, u]) => scoreEntries({ kind: 'user', id, name: u.name }, u.entries));
  const consensus = done.filter((e) => e.consensus !== null).map((event) => ({ event, forecast: event.consensus as number }));
  const model = done.flatMap((event) => {
    const forecast = baseline.get(event.id);
    return forecast === null || forecast === undefined ? [] : [{ event, forecast }];
  });
  if (consensus.length) rows.push(scoreEntries({ kind: 'consensus', id: 'consensus', name: '' }, consensus));
  if (model.length) rows.push(scoreEntries({ kind: 'baseline', id: 'baseline', name: '' }, model));
  rows.sort((a, b) => a.mae - b.mae || b.count - a.count);
  return { eventKey, unit: history[0]?.unit ?? '', method, leaderboard: rows };
}

/** The rows of the history call (the route adds the method control). */
export function eventHistoryView(eventKey: string, history: readonly CalendarEvent[], method: BaselineMethod): Omit<OutlookHistory, 'baseline' | 'choice'> {
  const baseline = baselineHistory(history, method);
  const last = history[history.length - 1];
  return {
    eventKey,
    title: last?.title ?? '',
    unit: last?.unit ?? '',
    method,
    rows: history.map((e) => ({
      eventId: e.id,
      period: e.period,
      releaseAt: e.releaseAt,
      actual: e.actual,
      consensus: e.consensus,
      previous: e.previous,
      surprise: e.surprise,
      baseline: baseline.get(e.id) ?? null,
    })),
  };
}
