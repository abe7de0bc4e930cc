/**
 * The header's notification bell: the unread count from the poll call, the list in the user's language (the
 * message comes from the locale key and params the server stored), mark one read, mark all read, open the link.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import NotificationBell from '@/components/NotificationBell';
import { answer, bodiesSentTo, makeUser, ok, renderPage } from '../harness';

const T0 = Date.UTC(2025, 3, 1, 8, 0);
const N1 = {
  id: 'n1',
  title: 'Brent-WTI',
  messageKey: 'strategy.notify.level',
  params: { value: '5.1', level: '5' },
  link: '/tool/trade/realtime/config/strategy?id=s1',
  readAt: null,
  createdAt: T0,
};
const N2 = {
  id: 'n2',
  title: 'FU inner/outer',
  messageKey: 'strategy.notify.zscore',
  params: { value: '12', z: '2.31', bound: '2' },
  link: '',
  readAt: T0,
  createdAt: T0 - 1,
};

test('shows the unread count, lists the notifications in the user language and marks them read', async () => {
  let unread = 1;
  answer('/v2/strategy/notification/unread', () => ok({ unread }));
  answer('/v2/strategy/notification/list', () => ok({ items: [unread ? N1 : { ...N1, readAt: T0 }, N2], unread }));
  answer('/v2/strategy/notification/read', (req) => {
    expect(req.body).toEqual({ all: true });
    unread = 0;
    return ok({ unread: 0 });
  });
  const page = renderPage(<NotificationBell />, { user: makeUser() });
  const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
  fireEvent.click(bell);
  expect(await screen.findByText('5.1 crossed the level 5.')).toBeInTheDocument();
  expect(screen.getByText('12 has a z-score of 2.31 (bound 2).')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
  await waitFor(() => expect(bodiesSentTo('/v2/strategy/notification/read')).toEqual([{ all: true }]));
  await screen.findByRole('button', { name: 'Notifications' });
  fireEvent.click(screen.getByText('Brent-WTI'));
  await waitFor(() => expect(page.navigations).toEqual(['/tool/trade/realtime/config/strategy?id=s1']));
});

test('zh-CN text for the same notification', async () => {
  answer('/v2/strategy/notification/unread', ok({ unread: 1 }));
  answer('/v2/strategy/notification/list', ok({ items: [N1], unread: 1 }));
  renderPage(<NotificationBell />, { user: makeUser(), locale: 'zh-CN' });
  fireEvent.click(await screen.findByRole('button', { name: '通知, 1 条未读' }));
  expect(await screen.findByText('5.1 穿越水平 5。')).toBeInTheDocument();
});

test("an action item's due time reads like every other time of the app (the user's zone), not as UTC text (issue 18)", async () => {
  const due = Date.UTC(2025, 3, 1, 8, 0);
  const notice = {
    ...N1,
    title: 'Desk meeting',
    messageKey: 'meetings.notify.dueSoon',
    params: { item: 'Send the note', meeting: 'Desk meeting', due: '2025-04-01 08:00 UTC', dueAt: String(due) },
  };
  answer('/v2/strategy/notification/unread', ok({ unread: 1 }));
  answer('/v2/strategy/notification/list', ok({ items: [notice], unread: 1 }));
  renderPage(<NotificationBell />, { user: makeUser() });
  fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
  // The app's date-time format in the process's own zone (the browser's, in the app), not the stored UTC text.
  const shown = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(due);
  expect(await screen.findByText(`Action item due soon: Send the note ("Desk meeting", due ${shown}).`)).toBeInTheDocument();
  expect(screen.queryByText(/UTC/)).toBeNull();
});

test("a page digest names its page in the reader's language (its title key) and opens the page", async () => {
  const digest = {
    ...N1,
    id: 'd1',
    title: '/tool/calculator/oilDaliyWatchdog',
    messageKey: 'pageDigest.ready',
    params: { titleKey: 'menu.tool.calculator.oilDaliyWatchdog', date: '2026-03-02' },
    link: '/tool/calculator/oilDaliyWatchdog',
  };
  answer('/v2/strategy/notification/unread', ok({ unread: 1 }));
  answer('/v2/strategy/notification/list', ok({ items: [digest], unread: 1 }));
  answer('/v2/strategy/notification/read', ok({ unread: 0 }));
  const page = renderPage(<NotificationBell />, { user: makeUser(), locale: 'zh-CN' });
  fireEvent.click(await screen.findByRole('button', { name: '通知, 1 条未读' }));
  expect(await screen.findByText('原油日度监控（2026-03-02）已就绪')).toBeInTheDocument();
  fireEvent.click(screen.getByText('原油日度监控'));
  await waitFor(() => expect(page.navigations).toEqual(['/tool/calculator/oilDaliyWatchdog']));
});
