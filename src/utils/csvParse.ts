/**
 * A small RFC 4180 CSV reader for previews in the browser (the server's csv-parse is a Node build).
 * Handles quoted cells with commas, doubled quotes and line breaks, CRLF/LF/CR line ends and a UTF-8 BOM.
 * Stops after `maxRows` rows so a large file previews quickly; `truncated` says whether more followed.
 */

export interface ParsedCsvPreview {
  rows: string[][];
  truncated: boolean;
}

export function parseCsv(text: string, maxRows = Number.POSITIVE_INFINITY): ParsedCsvPreview {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    rows.push(row);
    row = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch !== '"') cell += ch;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else quoted = false;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRow();
      if (rows.length >= maxRows) return { rows, truncated: i + 1 < text.length };
    } else cell += ch;
  }
  // The last line has no line end (or the text ended inside quotes: keep what was read).
  if (cell !== '' || row.length > 0 || quoted) endRow();
  return { rows, truncated: false };
}
