/**
 * /user/subscribe with no subscriptions: the list the server answers is empty, and the page says how to subscribe
 * (from a report's chart) in each language, with no sample entries. The list with entries: tests/web/builderReport.
 */
import { screen } from '@testing-library/react';
import Subscriptions from '@/pages/User/Subscribe';
import { answer, type Locale, makeUser, ok, renderPage } from '../harness';

beforeEach(() => answer('/v2/subscribe/list', ok([])));

test.each<[Locale, string, RegExp]>([
  ['en-US', 'You have no subscribed charts', /Open a report from the menu/],
  ['zh-CN', '您还没有订阅的图表', /从菜单打开一个报告/],
  ['ar-EG', 'ليست لديك رسوم مشترك فيها', /افتح تقريرًا من القائمة/],
])('an empty list in %s says how to subscribe and shows no entries', async (locale, title, why) => {
  const { container } = renderPage(<Subscriptions />, { user: makeUser({ paths: ['/user', '/user/subscribe'] }), locale });
  expect(await screen.findByText(title)).toBeInTheDocument();
  expect(screen.getByText(why)).toBeInTheDocument();
  expect(container.querySelectorAll('tbody tr.ant-table-row, .ant-list-item, .ant-card-grid')).toHaveLength(0);
});
