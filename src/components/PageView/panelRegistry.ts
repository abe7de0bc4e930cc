/**
 * Panel kind -> its component, loaded on first use (a page with no history panel never loads ECharts' chart code for
 * it). A kind whose component is not registered yet is `null`: the frame says plainly that the kind is not available
 * (pageView.panel.unavailable), never fake content. Adding a kind is one line here.
 */
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { PanelKind } from '@common/contract/pageSpec';
import type { PanelViewProps } from './types';

type Registry = { [K in PanelKind]: LazyExoticComponent<ComponentType<PanelViewProps<K>>> | null };

export const panelRegistry: Registry = {
  live: lazy(() => import('./panels/LivePanel')),
  history: lazy(() => import('./panels/HistoryPanel')),
  table: lazy(() => import('./panels/TablePanel')),
  text: lazy(() => import('./panels/TextPanel')),
  explain: lazy(() => import('./panels/ExplainPanel')),
  // Written in parallel (issue 20): at merge, e.g. `seasonal: lazy(() => import('./panels/SeasonalPanel')),`.
  seasonal: null,
  curve: null,
  matrix: null,
  regression: null,
};

export function panelComponentOf<K extends PanelKind>(kind: K): ComponentType<PanelViewProps<K>> | null {
  return (panelRegistry[kind] as ComponentType<PanelViewProps<K>> | null) ?? null;
}
