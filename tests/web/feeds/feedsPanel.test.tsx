/**
 * The contract page's feeds tab (FeedsPanel): feed states with the DEMO DATA badge, product assignments editable by
 * administrators (read-only for others), publisher keys for administrators only: create (secret shown once), revoke.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedAssignment, FeedStateInfo, PublisherKeyInfo } from '@common/contract/feeds';
import FeedsPanel from '@/pages/Tool/Trade/Reference/components/FeedsPanel';
import { answer, bodiesSentTo, makeAdmin, makeUser, must, ok, renderPage, sentTo } from '../harness';

const REALTIME = ['/tool', '/tool/trade/realtime', '/tool/trade/realtime/config/contract'];
const t0 = Date.parse('2025-04-01T08:00:00Z');

const STATES: FeedStateInfo[] = [
  { name: 'demo', kind: 'demo', connected: true, lastTickAgeMs: 400, ticksPerSecond: 160, instruments: 150, demo: true, normalGapMs: 1000, products: 20 },
  { name: 'push', kind: 'push', connected: false, lastTickAgeMs: null, ticksPerSecond: 0, instruments: 0, demo: false, normalGapMs: 1000, products: 0 },
];
const ROWS: FeedAssignment[] = [
  { product: 'INE.LU', feed: 'demo', source: 'default', updatedBy: null, updatedAt: null },
  { product: 'SHFE.FU', feed: 'demo', source: 'default', updatedBy: null, updatedAt: null },
];
const KEY: PublisherKeyInfo = { id: 'k1', name: 'Wind gateway', createdBy: 'admin', createdAt: t0, revokedAt: null, lastUsedAt: null };
const SECRET = `pub_${'a'.repeat(43)}`;

beforeEach(() => {
  answer('/v2/feeds/state', ok(STATES));
  answer('/v2/feeds/assignment/list', ok({ defaultFeed: 'demo', rows: ROWS }));
  answer('/v2/feeds/key/list', ok([KEY]));
});

const rowOf = async (text: string) => (await screen.findAllByText(text))[0].closest('tr') as HTMLElement;

test('an administrator sees the feed states with the demo badge and switches a product to the push feed', async () => {
  answer('/v2/feeds/assignment/set', ok({ product: 'SHFE.FU', feed: 'push', source: 'stored', updatedBy: 'admin', updatedAt: t0 }));
  renderPage(<FeedsPanel />, { user: makeAdmin(REALTIME) });
  const demo = await rowOf('demo');
  expect(within(demo).getByText('DEMO DATA')).toBeInTheDocument();
  expect(within(demo).getByText('Connected')).toBeInTheDocument();
  expect(within(demo).getByText('0.4 s')).toBeInTheDocument();
  expect(within(await rowOf('push')).getByText('No tick yet')).toBeInTheDocument();

  const fu = await rowOf('SHFE.FU');
  fireEvent.mouseDown(within(fu).getByRole('combobox', { name: 'Feed of SHFE.FU' }));
  const options = await waitFor(() => must(document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'), 'the open feed list'));
  await act(async () => {
    fireEvent.click(within(options as HTMLElement).getByText('Push gateway'));
  });
  await waitFor(() => expect(bodiesSentTo('/v2/feeds/assignment/set')).toEqual([{ product: 'SHFE.FU', feed: 'push' }]));
  expect(await screen.findByText('Feed of SHFE.FU saved.')).toBeInTheDocument();
});

test('an administrator creates a key, sees its secret once, and revokes a key', async () => {
  answer('/v2/feeds/key/create', ok({ key: { ...KEY, id: 'k2', name: 'Reuters' }, secret: SECRET }));
  answer('/v2/feeds/key/revoke', ok({ ...KEY, revokedAt: t0 }));
  renderPage(<FeedsPanel />, { user: makeAdmin(REALTIME) });
  await rowOf('Wind gateway');
  fireEvent.change(screen.getByLabelText('New key name'), { target: { value: ' Reuters ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
  await waitFor(() => expect(bodiesSentTo('/v2/feeds/key/create')).toEqual([{ name: 'Reuters' }]));
  expect(await screen.findByTestId('publisher-secret')).toHaveTextContent(SECRET);
  expect(screen.getByText('Copy the secret now: it is not shown again.')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'I have copied it' }));
  await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());

  fireEvent.click(within(await rowOf('Wind gateway')).getByRole('button', { name: 'Revoke' }));
  const confirm = await screen.findByText('Revoke the key "Wind gateway"? Its gateway is refused from its next batch.');
  fireEvent.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Revoke' }));
  await waitFor(() => expect(bodiesSentTo('/v2/feeds/key/revoke')).toEqual([{ id: 'k1' }]));
  expect(await screen.findByText('Key "Wind gateway" revoked.')).toBeInTheDocument();
});

test('others see states and assignments read-only, and no publisher keys', async () => {
  renderPage(<FeedsPanel />, { user: makeUser({ paths: REALTIME }) });
  const fu = await rowOf('SHFE.FU');
  expect(within(fu).queryByRole('combobox')).toBeNull();
  expect(within(fu).getByText('Demo simulator')).toBeInTheDocument();
  expect(screen.queryByText('Publisher keys')).toBeNull();
  expect(sentTo('/v2/feeds/key/list')).toEqual([]);
});
