/**
 * Page headings without the browser tab's suffix (issue 18): pro-layout gives its children the document title as
 * the route's title, so a PageContainer without a title of its own (strategy configuration, seasonality, the
 * calendar's events and outlook pages, the board while it loads) was headed "Trading strategy configuration -
 * Commodity Console". The layout (src/app.tsx) now hands the page its own name; the document title keeps the suffix.
 */
import { PageContainer, ProLayout } from '@ant-design/pro-components';
import { screen } from '@testing-library/react';
import { layout } from '@/app';
import enUS from '@/locales/en-US';
import { renderPage } from '../harness';

const en = (id: string) => (enUS as Record<string, string>)[id];

test('a PageContainer without a title is headed with the page name alone', async () => {
  const path = '/tool/trade/realtime/config/strategy';
  const config = layout({ initialState: {}, loading: false, setInitialState: jest.fn() } as never);
  const Shell = () => (
    <ProLayout title={config.title} pageTitleRender={config.pageTitleRender} location={{ pathname: path }} menuRender={false} headerRender={false}>
      {config.childrenRender?.(<PageContainer>body</PageContainer>, {})}
    </ProLayout>
  );
  renderPage(<Shell />, { path });
  const heading = await screen.findByText(en('menu.tool.realtime.strategy'), { selector: '.ant-page-header-heading-title' }, { timeout: 20_000 });
  expect(heading).toHaveTextContent(/^Trading strategy configuration$/);
});
