/** View models of the investment clock page. */
export type { ClockSettings, ClockView, Period, PhaseRun } from './cycleView';

/** Where an indicator comes from: a series address, or a file imported in the page (kept in memory only). */
export type IndicatorChoice = { kind: 'address'; address: string } | { kind: 'file'; name: string; points: [number, number][] } | null;
