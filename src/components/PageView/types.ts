/**
 * What the page renderer (`<PageView spec>`, index.tsx) and one component per panel kind (panels/) agree on. The frame
 * (title, note, DEMO badge, export, layout choices) belongs to the renderer; a panel component draws its content and
 * reports what it shows, so the frame can export it and badge it.
 */
import type { PanelKind, PanelOf, SpecUnit } from '@common/contract/pageSpec';

/** A panel's content as a table: the CSV and Excel exports of the frame write exactly this. */
export interface PanelTable {
  columns: string[];
  rows: (string | number | null)[][];
}

export interface PanelContent {
  /** null while loading, or when the panel has nothing to export. */
  table: PanelTable | null;
  /** true when any value shown came from the demo simulator. */
  demo: boolean;
}

export interface PanelViewProps<K extends PanelKind> {
  panel: PanelOf<K>;
  /** The page's unit choice (null: the page has one unit); pick addresses with `addressForUnit`. */
  unit: SpecUnit | null;
  /** Called whenever what the panel shows changes. */
  onContent: (content: PanelContent) => void;
}
