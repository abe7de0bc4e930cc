/** The one harness of the web tests: see renderPage.tsx (rendering), fakeApi.ts (network), fixtures.ts (users), tests/support/must.ts. */
export * from './fakeApi';
export { fakeDate } from './fakeDate';
export * from './fixtures';
export { must } from '../../support/must';
export { renderApp, renderPage, switchLocale, type Locale, type PageOptions, type RenderedApp, type RenderedPage } from './renderPage';
