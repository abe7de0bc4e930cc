/**
 * /user/admin/authentic with '@umijs/max' replaced (real locale files) and the user services mocked:
 * pick a user, see their stored pages ticked, tick another and save (access/set), see the stored entries,
 * copy to other users (access/copy), and a refusal shown by msgKey.
 */
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import AdminAuthenticPage from '@/pages/User/Admin/Authentic';
import { copyUserAccess, getUserAccess, searchUserOptions, setUserAccess } from '@/services/user';
import { setRealLocale } from '../files/umiMock';

jest.mock('@umijs/max', () => jest.requireActual('../files/umiMock').umiMock());
jest.mock('@/services/user', () => ({ searchUserOptions: jest.fn(), getUserAccess: jest.fn(), setUserAccess: jest.fn(), copyUserAccess: jest.fn() }));

jest.setTimeout(120_000);
configure({ asyncUtilTimeout: 15_000 });

const ok = (data: unknown) => ({ code: 200, status: 'success', version: '1', data });
const failure = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), { response: { status, data: { code: status, status: 'fail', version: '1', data: null, ...body } } });
const options = [
  { id: 'u2', username: 'trader', name: 'Trader', role: 'trader', disabled: false },
  { id: 'u3', username: 'viewer', name: 'Viewer', role: 'viewer', disabled: false },
];
const stored = { userId: 'u3', paths: ['/user', '/user/about'], access: [['auth_user', 'user', '/user'], ['auth_user_about', 'about', '/user/about']] };

beforeEach(() => {
  act(() => setRealLocale('en-US'));
  jest.mocked(searchUserOptions).mockReset().mockResolvedValue(ok({ list: options, total: 2, current: 1, pageSize: 20 }) as never);
  jest.mocked(getUserAccess).mockReset().mockResolvedValue(ok(stored) as never);
  jest.mocked(setUserAccess).mockReset();
  jest.mocked(copyUserAccess).mockReset();
});

// getByRole is very slow on a page this size in jsdom: find by text or id instead.
const button = (el: HTMLElement) => el.closest('button') as HTMLElement;

async function pick(label: string) {
  const select = document.querySelector('#access-user') as HTMLElement;
  fireEvent.mouseDown(select);
  fireEvent.click(await screen.findByTitle(label));
}

const treeNode = (title: string) => screen.getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
const isTicked = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox-checked') !== null;

test('shows the stored pages of the picked user, saves a new tick through access/set and shows the stored entries', async () => {
  render(<AdminAuthenticPage />);
  expect(screen.getByText(/no per-role grants/)).toBeInTheDocument();
  await pick('Viewer (viewer)');
  await waitFor(() => expect(getUserAccess).toHaveBeenCalledWith({ userId: 'u3' }));
  await screen.findByText('Pages of viewer');
  expect(isTicked('About')).toBe(true);
  expect(isTicked('Price seasonality')).toBe(false);
  jest.mocked(setUserAccess).mockResolvedValue(
    ok({
      userId: 'u3',
      paths: ['/tool', '/tool/calculator', '/tool/calculator/seasonal', '/user', '/user/about'],
      access: [
        ['auth_tool', 'tool', '/tool'],
        ['auth_tool_calculator', 'calculator', '/tool/calculator'],
        ['auth_tool_calculator_seasonal', 'seasonal', '/tool/calculator/seasonal'],
        ['auth_user', 'user', '/user'],
        ['auth_user_about', 'about', '/user/about'],
      ],
    }) as never,
  );
  fireEvent.click(treeNode('Price seasonality').querySelector('.ant-tree-checkbox')!);
  expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
  fireEvent.click(button(screen.getByText('Save')));
  await waitFor(() => expect(setUserAccess).toHaveBeenCalled());
  const body = jest.mocked(setUserAccess).mock.calls[0][0];
  expect(body.userId).toBe('u3');
  expect([...body.paths].sort()).toEqual(['/tool/calculator/seasonal', '/user/about']);
  expect(await screen.findByText('auth_tool_calculator_seasonal')).toBeInTheDocument();
  expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
});

test('a refused save shows the reason in the user language', async () => {
  jest.mocked(setUserAccess).mockRejectedValue(failure(401, { msg: 'no', msgKey: 'api.error.forbidden' }));
  render(<AdminAuthenticPage />);
  await pick('Viewer (viewer)');
  await screen.findByText('Pages of viewer');
  fireEvent.click(treeNode('Price seasonality').querySelector('.ant-tree-checkbox')!);
  fireEvent.click(button(screen.getByText('Save')));
  expect(await screen.findByTestId('access-save-error')).toHaveTextContent('You have no permission for this action.');
});

test('copy to users sends the source and the chosen targets', async () => {
  jest.mocked(copyUserAccess).mockResolvedValue(ok([stored]) as never);
  render(<AdminAuthenticPage />);
  await pick('Viewer (viewer)');
  await screen.findByText('Pages of viewer');
  fireEvent.click(button(screen.getByText('Copy to users…')));
  const dialog = (await screen.findByText('Copy the pages of Viewer (viewer)', { selector: '.ant-modal-title' })).closest('.ant-modal-content') as HTMLElement;
  fireEvent.click(button(within(dialog).getByText('Copy', { selector: 'button span' })));
  expect(await within(dialog).findByText('Choose at least one user.')).toBeInTheDocument();
  fireEvent.mouseDown(dialog.querySelector('#copy-targets') as HTMLElement);
  const listbox = await screen.findAllByTitle('Trader (trader)');
  fireEvent.click(listbox[listbox.length - 1]);
  fireEvent.click(button(within(dialog).getByText('Copy', { selector: 'button span' })));
  await waitFor(() => expect(copyUserAccess).toHaveBeenCalledWith({ fromUserId: 'u3', toUserIds: ['u2'] }));
  expect(await screen.findByText('Pages copied to 1 users.')).toBeInTheDocument();
});
