/** /user/subscribe: until the chart builder exists the list is empty and says why; no sample entries. */
import { screen } from '@testing-library/react';
import Subscriptions from '@/pages/User/Subscribe';
import { makeUser, renderPage } from '../harness';

test('explains the empty list and shows no entries', () => {
  const { container } = renderPage(<Subscriptions />, { user: makeUser({ paths: ['/user', '/user/subscribe'] }) });
  expect(screen.getByText('You have no subscribed charts')).toBeInTheDocument();
  expect(screen.getByText(/chart builder, which is not available yet/)).toBeInTheDocument();
  expect(container.querySelectorAll('li, tr, .ant-list-item, .ant-card-grid')).toHaveLength(0);
});

test('in Chinese and Arabic too', () => {
  const chinese = renderPage(<Subscriptions />, { user: makeUser(), locale: 'zh-CN' });
  expect(screen.getByText('您还没有订阅任何图表')).toBeInTheDocument();
  chinese.unmount();
  renderPage(<Subscriptions />, { user: makeUser(), locale: 'ar-EG' });
  expect(screen.getByText('ليس لديك أي رسم بياني مشترك فيه')).toBeInTheDocument();
});
