/**
 * /access, the permission demo: one row per access key of config/routes.ts with its routes, menu names and
 * whether the user holds it, the admin flag, search, and the CSV export of the rows shown.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import AccessDemo from '@/pages/Access';
import { gatedRoutes } from '@common/access/routeAccess';
import { visibleRows } from '@/components/ClientTable';
import { accessRows, menuKeyOfPath } from '@/utils/accessRows';

type AccessRow = import('@/utils/accessRows').AccessRow;
import { exportCsv } from '@/utils/csvExport';
import { exportXlsx } from '@/utils/xlsxExport';
import routes from '../../../config/routes';
import { makeAdmin, makeUser, renderPage, TRADER_PATHS } from '../harness';

jest.mock('@/utils/csvExport', () => ({ ...jest.requireActual('@/utils/csvExport'), exportCsv: jest.fn() }));
jest.mock('@/utils/xlsxExport', () => ({ ...jest.requireActual('@/utils/xlsxExport'), exportXlsx: jest.fn(async () => undefined) }));

const distinctKeys = new Set(gatedRoutes(routes).map((g) => g.key)).size;
const rowOf = (key: string) => document.querySelector(`tr.ant-table-row[data-row-key="${key}"]`) as HTMLElement;
const bodyRows = () => [...document.querySelectorAll('tr.ant-table-row')] as HTMLElement[];
const header = (title: string) => document.querySelector(`thead th[aria-label="${title}"]`) as HTMLElement;

// getByRole walks the whole accessibility tree of a big table (tens of seconds on a busy machine):
// these tests query by text, placeholder and row keys instead.
beforeEach(() => jest.mocked(exportCsv).mockClear());

describe('the rows', () => {
  test('menu names of paths: a group index is named by its group, wildcard routes resolve', () => {
    expect(menuKeyOfPath('/list')).toBe('menu.list');
    expect(menuKeyOfPath('/tool/trade/realtime')).toBe('menu.tool.realtime');
    expect(menuKeyOfPath('/tool/trade/realtime/fu')).toBe('menu.tool.realtime.fu');
    expect(menuKeyOfPath('/user/introduction/*')).toBe('menu.user.introduction');
    expect(menuKeyOfPath('/nowhere')).toBeNull();
  });

  test('one row per key; a key guarding several pages lists them all; aiModel follows the trade record page', () => {
    const rows = accessRows({ auth_tool_trade_record: true });
    expect(rows).toHaveLength(distinctKeys);
    const ngl = rows.find((r) => r.key === 'auth_tool_trade_realtime_ngl') as AccessRow;
    expect(ngl.paths).toEqual(['/tool/trade/realtime/lpg_fei', '/tool/trade/realtime/pdh']);
    expect(ngl.menuKeys).toEqual(['menu.tool.realtime.lpgFei', 'menu.tool.realtime.pdh']);
    const ai = rows.find((r) => r.key === 'auth_tool_trade_aimodel') as AccessRow;
    expect(ai.grantedBy).toEqual(['/tool/trade/record']);
    expect(rows.filter((r) => r.granted).map((r) => r.key)).toEqual(['auth_tool_trade_record']);
  });
});

describe('visibleRows (what a client table shows and exports)', () => {
  const rows = accessRows({ auth_home: true, auth_user: true, auth_user_about: true });
  const columns = [
    { key: 'key', sorter: (a: AccessRow, b: AccessRow) => a.key.localeCompare(b.key) },
    { key: 'granted', onFilter: (value: unknown, row: AccessRow) => row.granted === value },
  ];
  test('keyword, column filter and sort combine', () => {
    const shown = visibleRows(rows, columns, {
      keyword: 'USER',
      searchText: (r) => r.key,
      filters: { granted: [true] },
      sort: { columnKey: 'key', order: 'descend' },
    });
    expect(shown.map((r) => r.key)).toEqual(['auth_user_about', 'auth_user']);
  });
  test('no filter value and no sort order leave the rows as they are', () => {
    expect(visibleRows(rows, columns, { filters: { granted: null }, sort: { columnKey: 'key', order: null } })).toEqual(rows);
  });
});

describe('the page', () => {
  test('a trader: granted and refused keys, not an administrator, the count of held keys', () => {
    renderPage(<AccessDemo />, { user: makeUser({ paths: TRADER_PATHS }) });
    expect(screen.getByTestId('is-admin')).toHaveTextContent('No');
    // home, tool, realtime, fu, lu, calculator, seasonal, user, account, about, introduction, fileUpload
    expect(screen.getByTestId('granted-count')).toHaveTextContent(`12 of ${distinctKeys}`);
    expect(within(rowOf('auth_home')).getByText('Yes')).toBeInTheDocument();
    expect(within(rowOf('auth_home')).getByText('/home')).toBeInTheDocument();
    // Paths are isolated left-to-right fragments (an Arabic page showed `home/`).
    expect(within(rowOf('auth_home')).getByText('/home').tagName).toBe('BDI');
    expect(within(rowOf('auth_home')).getByText('/home')).toHaveAttribute('dir', 'ltr');
    expect(within(rowOf('auth_list')).getByText('No')).toBeInTheDocument();
  });

  test('search narrows the rows and the export holds exactly those rows', () => {
    renderPage(<AccessDemo />, { user: makeUser({ paths: TRADER_PATHS }) });
    fireEvent.change(screen.getByPlaceholderText('Search this table'), { target: { value: 'aimodel' } });
    const body = bodyRows();
    expect(body).toHaveLength(1);
    expect(body[0]).toHaveTextContent('granted through /tool/trade/record');
    // The path inside the sentence is an isolated left-to-right fragment.
    expect(within(body[0]).getByText('/tool/trade/record').closest('bdi')).toHaveAttribute('dir', 'ltr');
    fireEvent.click(screen.getByText('Export CSV'));
    const [name, rows, columns] = jest.mocked(exportCsv).mock.calls[0];
    expect(name).toBe('access-flags');
    expect((rows as { key: string }[]).map((r) => r.key)).toEqual(['auth_tool_trade_aimodel']);
    expect(columns.map((c) => c.title)).toEqual(['Permission key', 'Route', 'Menu name', 'Granted']);
    expect(columns.map((c) => c.value(rows[0]))).toEqual(['auth_tool_trade_aimodel', '/tool/trade/aiModel', 'AI large model', 'No']);
    // Excel: the same rows and columns, in one sheet named like the file.
    fireEvent.click(screen.getByText('Export Excel'));
    const [xlsxName, sheet, xlsxRows, xlsxColumns] = jest.mocked(exportXlsx).mock.calls[0];
    expect([xlsxName, sheet]).toEqual(['access-flags', 'access-flags']);
    expect(xlsxRows).toEqual(rows);
    expect(xlsxColumns).toBe(columns);
  });

  test('the sort reaches the export too', () => {
    renderPage(<AccessDemo />, { user: makeUser({ paths: ['/home', '/user', '/user/about'] }) });
    // Sort by key, descending (two clicks), then export.
    fireEvent.click(header('Permission key'));
    fireEvent.click(header('Permission key'));
    expect(bodyRows()[0]).toHaveAttribute('data-row-key', 'auth_user_subscribe');
    fireEvent.click(screen.getByText('Export CSV'));
    const exported = (jest.mocked(exportCsv).mock.calls[0][1] as { key: string }[]).map((r) => r.key);
    expect(exported).toHaveLength(distinctKeys);
    expect(exported).toEqual([...exported].sort((a, b) => b.localeCompare(a)));
  });

  test('an administrator is flagged and holds every key', () => {
    const all = [...new Set(gatedRoutes(routes).map((g) => g.path))];
    renderPage(<AccessDemo />, { user: makeAdmin(all) });
    expect(screen.getByTestId('is-admin')).toHaveTextContent('Yes');
    expect(screen.getByTestId('granted-count')).toHaveTextContent(`${distinctKeys} of ${distinctKeys}`);
  });

  test('right-to-left locale: Arabic labels', () => {
    renderPage(<AccessDemo />, { user: makeUser({ paths: ['/home'] }), locale: 'ar-EG' });
    expect(header('مفتاح الصلاحية')).not.toBeNull();
    expect(screen.getByTestId('is-admin')).toHaveTextContent('لا');
  });
});
