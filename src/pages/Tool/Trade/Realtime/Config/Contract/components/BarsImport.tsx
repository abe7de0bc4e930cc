/** The contract configuration page's bar import tab (CSV and Excel, preview, row errors). Built by the marketData area. */
export default function BarsImport() {
  return null;
}
