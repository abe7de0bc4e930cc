/** /user/subscribe: until the chart builder exists the list is empty and says why; no sample entries. */
import { render, screen } from '@testing-library/react';
import Subscriptions from '@/pages/User/Subscribe';
import { makeUser, resetHarness } from '../home/pageHarness';

jest.mock('@umijs/max', () => require('../home/pageHarness').umiMock());

test('explains the empty list and shows no entries', () => {
  resetHarness(makeUser({ paths: ['/user', '/user/subscribe'] }));
  const { container } = render(<Subscriptions />);
  expect(screen.getByText('You have no subscribed charts')).toBeInTheDocument();
  expect(screen.getByText(/chart builder, which is not available yet/)).toBeInTheDocument();
  expect(container.querySelectorAll('li, tr, .ant-list-item, .ant-card-grid')).toHaveLength(0);
});

test('in Chinese and Arabic too', () => {
  resetHarness(makeUser(), 'zh-CN');
  render(<Subscriptions />);
  expect(screen.getByText('您还没有订阅任何图表')).toBeInTheDocument();
  resetHarness(makeUser(), 'ar-EG');
  render(<Subscriptions />);
  expect(screen.getByText('ليس لديك أي رسم بياني مشترك فيه')).toBeInTheDocument();
});
