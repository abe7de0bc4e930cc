/**
 * /user/admin/authentic through the page harness (real locale files, the fake network at the request layer):
 * pick a user, see their stored pages ticked, tick another and save (access/set), see the stored entries,
 * copy to other users (access/copy), and a refusal shown by msgKey.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserAccess, UserOption } from '@common/contract/user';
import AdminAuthenticPage from '@/pages/User/Admin/Authentic';
import { answer, bodiesSentTo, failWith, makeAdmin, ok, renderPage } from '../harness';
import routes from '../../../config/routes';
import { toAccessEntries, withSharedKeys } from '@common/access/routeAccess';

const options: UserOption[] = [
  { id: 'u2', name: 'Trader' },
  { id: 'u3', name: 'Viewer' },
];
const stored: UserAccess = {
  userId: 'u3',
  administrator: false,
  paths: ['/user', '/user/about'],
  access: [
    ['auth_user', 'user', '/user'],
    ['auth_user_about', 'about', '/user/about'],
  ],
};
const withSeasonal: UserAccess = {
  userId: 'u3',
  administrator: false,
  paths: ['/tool', '/tool/calculator', '/tool/calculator/seasonal', '/user', '/user/about'],
  access: [
    ['auth_tool', 'tool', '/tool'],
    ['auth_tool_calculator', 'calculator', '/tool/calculator'],
    ['auth_tool_calculator_seasonal', 'seasonal', '/tool/calculator/seasonal'],
    ['auth_user', 'user', '/user'],
    ['auth_user_about', 'about', '/user/about'],
  ],
};

/** The server's stored access of u3: what access/get answers, replaced by a successful access/set. */
let current: UserAccess;

beforeEach(() => {
  current = stored;
  answer('/v1/user/search/userOption', ok({ list: options, total: 2, current: 1, pageSize: 20 }));
  answer('/v1/user/access/get', () => ok(current));
});

const open = () => renderPage(<AdminAuthenticPage />, { user: makeAdmin(['/user', '/user/admin', '/user/admin/authentic']) });

const button = (el: HTMLElement) => el.closest('button') as HTMLElement;

async function pick(label: string) {
  const select = document.querySelector('#access-user') as HTMLElement;
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(label));
}

const treeNode = (title: string) => screen.getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
const isTicked = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox-checked') !== null;

test('shows the stored pages of the picked user, saves a new tick through access/set and shows the stored entries', async () => {
  answer('/v1/user/access/set', () => {
    current = withSeasonal;
    return ok(withSeasonal);
  });
  open();
  expect(screen.getByText(/no per-role grants/)).toBeInTheDocument();
  await pick('Viewer');
  await waitFor(() => expect(bodiesSentTo('/v1/user/access/get')).toContainEqual({ userId: 'u3' }));
  await screen.findByText('Pages of Viewer');
  expect(isTicked('About')).toBe(true);
  expect(isTicked('Price seasonality')).toBe(false);
  fireEvent.click(treeNode('Price seasonality').querySelector('.ant-tree-checkbox') as HTMLElement);
  expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
  fireEvent.click(button(screen.getByText('Save')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/access/set')).toHaveLength(1));
  const [body] = bodiesSentTo('/v1/user/access/set');
  expect(body.userId).toBe('u3');
  expect([...body.paths].sort()).toEqual(['/tool/calculator/seasonal', '/user/about']);
  expect(await screen.findByText('auth_tool_calculator_seasonal')).toBeInTheDocument();
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});

test('a refused save shows the reason in the user language', async () => {
  answer('/v1/user/access/set', failWith('forbidden'));
  open();
  await pick('Viewer');
  await screen.findByText('Pages of Viewer');
  fireEvent.click(treeNode('Price seasonality').querySelector('.ant-tree-checkbox') as HTMLElement);
  fireEvent.click(button(screen.getByText('Save')));
  expect(await screen.findByTestId('access-save-error')).toHaveTextContent('You have no permission for this action.');
});

test('copy to users sends the source and the chosen targets', async () => {
  answer('/v1/user/access/copy', ok([stored]));
  open();
  await pick('Viewer');
  await screen.findByText('Pages of Viewer');
  fireEvent.click(button(screen.getByText('Copy to users…')));
  const dialog = (await screen.findByText('Copy the pages of Viewer', { selector: '.ant-modal-title' })).closest('.ant-modal-content') as HTMLElement;
  fireEvent.click(button(within(dialog).getByText('Copy', { selector: 'button span' })));
  expect(await within(dialog).findByText('Choose at least one user.')).toBeInTheDocument();
  fireEvent.mouseDown(dialog.querySelector('#copy-targets') as HTMLElement);
  const listbox = await screen.findAllByTitle('Trader');
  fireEvent.click(listbox[listbox.length - 1]);
  fireEvent.click(button(within(dialog).getByText('Copy', { selector: 'button span' })));
  await waitFor(() => expect(bodiesSentTo('/v1/user/access/copy')).toEqual([{ fromUserId: 'u3', toUserIds: ['u2'] }]));
  expect(await screen.findByText('Pages copied to 1 users.')).toBeInTheDocument();
});

test('pages sharing an access key tick together, with the reason; saved and reloaded, the tree is unchanged', async () => {
  // The fake server stores as the real one does (withSharedKeys) and answers what it stored.
  answer('/v1/user/access/set', (req) => {
    const paths = withSharedKeys(routes, req.body.paths);
    current = { userId: 'u3', administrator: false, paths, access: toAccessEntries(routes, paths) };
    return ok(current);
  });
  const page = open();
  await pick('Viewer');
  await screen.findByText('Pages of Viewer');
  expect(screen.getByTestId('shared-key-units')).toHaveTextContent(
    'Overview, Contract configuration, and Trading strategy configuration share one access key (auth_tool_trade_realtime)',
  );
  expect(screen.getByTestId('shared-key-units')).toHaveTextContent('Contract configuration: changes stay with administrators whatever is ticked.');
  fireEvent.click(treeNode('High-sulphur fuel oil inner/outer').querySelector('.ant-tree-checkbox') as HTMLElement);
  const tickedNow = ['High-sulphur fuel oil inner/outer', 'Contract configuration', 'Trading strategy configuration', 'About'];
  for (const title of tickedNow) expect(isTicked(title)).toBe(true);
  expect(isTicked('Low-sulphur fuel oil')).toBe(false);
  fireEvent.click(button(screen.getByText('Save')));
  await waitFor(() => expect(bodiesSentTo('/v1/user/access/set')).toHaveLength(1));
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  // Reload: a fresh page reads access/get (now the stored paths) and ticks the same boxes.
  page.unmount();
  open();
  await pick('Viewer');
  await screen.findByText('Pages of Viewer');
  await waitFor(() => expect(isTicked('High-sulphur fuel oil inner/outer')).toBe(true));
  for (const title of tickedNow) expect(isTicked(title)).toBe(true);
  expect(isTicked('Low-sulphur fuel oil')).toBe(false);
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});
