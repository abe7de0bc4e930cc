/**
 * Issue 11 (docs/research.md): the calendar outlook: the desk's forecasts, baseline models, scoring and event studies.
 */
export const OUTLOOK_ENDPOINTS = [] as const;
