/** The contract configuration page's feeds tab (feed per product, state, publisher keys). Built by the feeds area. */
export default function FeedsPanel() {
  return null;
}
