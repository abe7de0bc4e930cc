/**
 * How the panels of this folder report what they show (PanelViewProps.onContent): once per change of the table or
 * the demo flag, not on every render, and with the latest callback whatever the renderer passes.
 */
import { useEffect, useRef } from 'react';
import type { PanelContent, PanelTable } from '../types';

export function useReportContent(onContent: (content: PanelContent) => void, table: PanelTable | null, demo: boolean): void {
  const callback = useRef(onContent);
  callback.current = onContent;
  useEffect(() => {
    callback.current({ table, demo });
  }, [table, demo]);
}
