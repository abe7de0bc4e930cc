/**
 * The data sources' names and states as plain values, without their schemas (./finData.ts re-exports them): the
 * header strip and the home page read these on every signed-in page, and importing them must not bring TypeBox
 * and every schema of the area into the browser's first load (docs/first-load.md).
 */

/** The nine data sources, in the order the header shows them (docs/spec-reference.md#3-entities-and-their-fields). */
export const SOURCE_NAMES = ['wind', 'bloomberg', 'curveSeries', 'platts', 'mySteel', 'kpler', 'ccf', 'cftc', 'smm'] as const;
export type SourceName = (typeof SOURCE_NAMES)[number];
/** Sources that have an update call (docs/spec-reference.md#7-the-calls-it-makes: source/update/<name>). */
export const UPDATABLE_SOURCES = ['bloomberg', 'ccf', 'curveSeries', 'kpler', 'mySteel', 'platts', 'wind'] as const;

export const HEALTH_STATES = ['OK', 'WARN', 'ERROR', 'UNKNOWN'] as const;
export type HealthState = (typeof HEALTH_STATES)[number];

export const RUN_STATES = ['running', 'success', 'failed', 'skipped'] as const;
export type RunState = (typeof RUN_STATES)[number];
