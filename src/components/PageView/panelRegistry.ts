/**
 * Panel kind -> its component, loaded on first use (a page with no history panel never loads ECharts' chart code for
 * it). Every kind of common/contract/pageSpec.ts has one (the type says so); adding a kind is one line here.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PanelKind } from '@common/contract/pageSpec';
import type { PanelViewProps } from './types';

type Registry = { [K in PanelKind]: LazyExoticComponent<ComponentType<PanelViewProps<K>>> };

export const panelRegistry: Registry = {
  live: lazy(() => import('./panels/LivePanel')),
  history: lazy(() => import('./panels/HistoryPanel')),
  table: lazy(() => import('./panels/TablePanel')),
  text: lazy(() => import('./panels/TextPanel')),
  explain: lazy(() => import('./panels/ExplainPanel')),
  seasonal: lazy(() => import('./panels/SeasonalPanel')),
  curve: lazy(() => import('./panels/CurvePanel')),
  matrix: lazy(() => import('./panels/MatrixPanel')),
  regression: lazy(() => import('./panels/RegressionPanel')),
  expiryYears: lazy(() => import('./panels/ExpiryYearsPanel')),
  months: lazy(() => import('./panels/MonthsPanel')),
  monthAverage: lazy(() => import('./panels/MonthAveragePanel')),
};

export function panelComponentOf<K extends PanelKind>(kind: K): ComponentType<PanelViewProps<K>> {
  return panelRegistry[kind] as ComponentType<PanelViewProps<K>>;
}
