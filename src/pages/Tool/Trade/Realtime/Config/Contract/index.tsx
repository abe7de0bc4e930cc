/** Built by issue 9 (docs/market-data.md); until then the route's placeholder says what the page will hold. */
export { default } from '@/pages/Placeholder';
