/**
 * Panel kind -> its component, loaded on first use (a page with no history panel never loads ECharts' chart code for
 * it). Every kind of common/contract/pageSpec.ts has one (the types say so); adding a kind is a loader and a line here.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PanelKind } from '@common/contract/pageSpec';
import type { PanelViewProps } from './types';

type Registry = { [K in PanelKind]: LazyExoticComponent<ComponentType<PanelViewProps<K>>> };
type Loaders = { [K in PanelKind]: () => Promise<{ default: ComponentType<PanelViewProps<K>> }> };

/** Each kind's chunk; a page loads those of its panels ahead of drawing them (panelQueries.ts askPanelsAhead). */
export const panelLoaders: Loaders = {
  live: () => import('./panels/LivePanel'),
  history: () => import('./panels/HistoryPanel'),
  table: () => import('./panels/TablePanel'),
  text: () => import('./panels/TextPanel'),
  explain: () => import('./panels/ExplainPanel'),
  seasonal: () => import('./panels/SeasonalPanel'),
  curve: () => import('./panels/CurvePanel'),
  matrix: () => import('./panels/MatrixPanel'),
  regression: () => import('./panels/RegressionPanel'),
  expiryYears: () => import('./panels/ExpiryYearsPanel'),
  months: () => import('./panels/MonthsPanel'),
  monthAverage: () => import('./panels/MonthAveragePanel'),
  events: () => import('./panels/EventsPanel'),
  sourceHealth: () => import('./panels/SourceHealthPanel'),
  inventories: () => import('./panels/InventoriesPanel'),
};

export const panelRegistry: Registry = {
  live: lazy(panelLoaders.live),
  history: lazy(panelLoaders.history),
  table: lazy(panelLoaders.table),
  text: lazy(panelLoaders.text),
  explain: lazy(panelLoaders.explain),
  seasonal: lazy(panelLoaders.seasonal),
  curve: lazy(panelLoaders.curve),
  matrix: lazy(panelLoaders.matrix),
  regression: lazy(panelLoaders.regression),
  expiryYears: lazy(panelLoaders.expiryYears),
  months: lazy(panelLoaders.months),
  monthAverage: lazy(panelLoaders.monthAverage),
  events: lazy(panelLoaders.events),
  sourceHealth: lazy(panelLoaders.sourceHealth),
  inventories: lazy(panelLoaders.inventories),
};

export function panelComponentOf<K extends PanelKind>(kind: K): ComponentType<PanelViewProps<K>> {
  return panelRegistry[kind] as ComponentType<PanelViewProps<K>>;
}
