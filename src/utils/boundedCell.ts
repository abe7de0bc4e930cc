/**
 * A table cell's content at most `maxPx` wide, wrapping (anywhere for text without spaces: keys, paths, URLs).
 * ClientTable sizes columns to their content (`scroll.x: 'max-content'`), so one long value made a column as wide
 * as itself and pushed the last columns behind a sideways scroll (issue 8 item 18: "clipped columns").
 */
import type { CSSProperties } from 'react';

export function boundedCell(maxPx: number): CSSProperties {
  return { display: 'inline-block', maxInlineSize: maxPx, overflowWrap: 'anywhere' };
}
