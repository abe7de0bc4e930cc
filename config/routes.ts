/**
 * The single source of truth for pages (the route table: docs/spec-reference.md#2-screens-and-routes).
 *
 * The menu (names are locale keys `menu.<name>...`), the access flags of `src/access.ts` and the
 * server's permission checks (`server/auth/routeAccess.ts`) are all derived from this tree.
 * Adding a page: docs/adding-a-feature.md (`npm run new:page`).
 *
 * Components: a page folder under src/pages/ (`./User/Login`), `./Section` for a group page that lists the
 * child pages the user may open, `./Placeholder` for pages whose content a later issue builds (it shows
 * what the page will hold, from `placeholder.<route names>` in the locale files; since issue 23 every page of the
 * specification is built, and `npm run new:page` starts a new page from it).
 *
 * Custom field (Umi keeps it in its route manifest):
 * - `accessFollows`: the flag of this route's key is granted by another path (the aiModel rule of the spec's
 *   route table).
 * - `editAccess: 'admin'`: the page's changes are an administrator action whatever the page grant (contract
 *   specifications; `canEditRoute` in common/access/routeAccess.ts, docs/decisions.md).
 */
export interface RouteConfig {
  path: string;
  name?: string;
  icon?: string;
  access?: string;
  component?: string;
  redirect?: string;
  layout?: boolean;
  hideInMenu?: boolean;
  accessFollows?: string;
  editAccess?: 'admin';
  routes?: RouteConfig[];
}

const section = './Section';
/** The product spread pages and the daily oil watch: one component drawing each route's page spec (src/pages/Tool/Trade/Product/specs). */
const product = './Tool/Trade/Product';

const routes: RouteConfig[] = [
  { path: '/user/login', name: 'login', layout: false, hideInMenu: true, component: './User/Login' },
  { path: '/user/register', name: 'register', layout: false, hideInMenu: true, component: './User/Register' },
  { path: '/', redirect: '/home' },
  { path: '/home', name: 'home', icon: 'HomeOutlined', access: 'auth_home', component: './Home' },
  // The spec does not show /report/*'s key; it follows the naming rule (auth_ + segments). See docs/decisions.md.
  { path: '/report/*', name: 'report', icon: 'FileTextOutlined', access: 'auth_report', hideInMenu: true, component: './Report' },
  {
    path: '/list',
    name: 'list',
    icon: 'DatabaseOutlined',
    access: 'auth_list',
    routes: [
      { path: '/list', name: 'overview', hideInMenu: true, access: 'auth_list', component: section },
      { path: '/list/data', name: 'data', access: 'auth_list_data', component: './List/Data' },
      { path: '/list/comp', name: 'comp', access: 'auth_list_comp', component: './List/Comp' },
      { path: '/list/page', name: 'page', access: 'auth_list_page', component: './List/Page' },
      { path: '/list/route', name: 'route', access: 'auth_list_route', component: './List/Route' },
      { path: '/list/datasource', name: 'datasource', access: 'auth_list_datasource', component: './List/Datasource' },
    ],
  },
  {
    path: '/tool',
    name: 'tool',
    icon: 'ToolOutlined',
    access: 'auth_tool',
    routes: [
      { path: '/tool', name: 'overview', hideInMenu: true, access: 'auth_tool', component: section },
      {
        path: '/tool/trade/realtime',
        name: 'realtime',
        access: 'auth_tool_trade_realtime',
        routes: [
          { path: '/tool/trade/realtime', name: 'overview', hideInMenu: true, access: 'auth_tool_trade_realtime', component: './Tool/Trade/Board' },
          {
            path: '/tool/trade/realtime/config/contract',
            name: 'contract',
            access: 'auth_tool_trade_realtime',
            editAccess: 'admin',
            component: './Tool/Trade/Reference',
          },
          {
            path: '/tool/trade/realtime/config/strategy',
            name: 'strategy',
            access: 'auth_tool_trade_realtime',
            component: './Tool/Trade/Strategy',
          },
          { path: '/tool/trade/realtime/fu', name: 'fu', access: 'auth_tool_trade_realtime_fu', component: product },
          { path: '/tool/trade/realtime/lu', name: 'lu', access: 'auth_tool_trade_realtime_lu', component: product },
          { path: '/tool/trade/realtime/lpg_fei', name: 'lpgFei', access: 'auth_tool_trade_realtime_ngl', component: product },
          { path: '/tool/trade/realtime/pdh', name: 'pdh', access: 'auth_tool_trade_realtime_ngl', component: product },
          { path: '/tool/trade/realtime/px', name: 'px', access: 'auth_tool_trade_realtime_pta', component: product },
          { path: '/tool/trade/realtime/pta', name: 'pta', access: 'auth_tool_trade_realtime_pta', component: product },
          { path: '/tool/trade/realtime/oilOtc', name: 'oilOtc', access: 'auth_tool_trade_realtime_oilOtc', component: product },
          { path: '/tool/trade/realtime/uc', name: 'uc', access: 'auth_tool_trade_realtime_uc', component: product },
          { path: '/tool/trade/realtime/oil_term_spread', name: 'oilTermSpread', access: 'auth_tool_trade_realtime_oilTermSpread', component: product },
          { path: '/tool/trade/realtime/macroDiffToReal', name: 'macroDiffToReal', access: 'auth_tool_trade_realtime_macroDiffToReal', component: product },
        ],
      },
      { path: '/tool/trade/record', name: 'record', access: 'auth_tool_trade_record', component: './Tool/Trade/Record' },
      // Spec: the trade-record path's permission governs the AI model flag.
      {
        path: '/tool/trade/aiModel',
        name: 'aiModel',
        access: 'auth_tool_trade_aimodel',
        accessFollows: '/tool/trade/record',
        component: './Tool/Trade/Assistant',
      },
      {
        path: '/tool/calculator',
        name: 'calculator',
        access: 'auth_tool_calculator',
        routes: [
          { path: '/tool/calculator', name: 'overview', hideInMenu: true, access: 'auth_tool_calculator', component: section },
          { path: '/tool/calculator/cycle', name: 'cycle', access: 'auth_tool_calculator_cycle', component: './Tool/Calculator/Cycle' },
          { path: '/tool/calculator/backtesting', name: 'backtesting', access: 'auth_tool_calculator_backtesting', component: './Tool/Calculator/Backtesting' },
          { path: '/tool/calculator/basis', name: 'basis', access: 'auth_tool_calculator_basis', component: './Tool/Calculator/Basis' },
          { path: '/tool/calculator/position', name: 'position', access: 'auth_tool_calculator_position', component: './Tool/Calculator/Position' },
          { path: '/tool/calculator/seasonal', name: 'seasonal', access: 'auth_tool_calculator_seasonal', component: './Tool/Calculator/Seasonal' },
          { path: '/tool/calculator/oilDaliyWatchdog', name: 'oilDaliyWatchdog', access: 'auth_tool_calculator_oilDaliyWatchdog', component: product },
          {
            path: '/tool/calculator/spotTradeRecord',
            name: 'spotTradeRecord',
            access: 'auth_tool_calculator_spotTradeRecord',
            component: './Tool/Calculator/SpotTradeRecord',
          },
          {
            path: '/tool/calculator/futOptCrossSectionData',
            name: 'futOptCrossSectionData',
            access: 'auth_tool_calculator_futOptCrossSectionData',
            component: './Tool/Calculator/FutOptCrossSectionData',
          },
          {
            path: '/tool/calculator/warehouseCargoLocData',
            name: 'warehouseCargoLocData',
            access: 'auth_tool_calculator_warehouseCargoLocData',
            component: './Tool/Calculator/WarehouseCargoLocData',
          },
          {
            path: '/tool/calculator/rollingAnalyzer',
            name: 'rollingAnalyzer',
            access: 'auth_tool_calculator_rollingAnalyzer',
            component: './Tool/Calculator/RollingAnalyzer',
          },
        ],
      },
      {
        path: '/tool/research',
        name: 'research',
        access: 'auth_tool_research',
        routes: [
          { path: '/tool/research', name: 'overview', hideInMenu: true, access: 'auth_tool_research', component: section },
          { path: '/tool/research/platts/reports', name: 'plattsReports', access: 'auth_tool_research_platts', component: './Tool/Research/Library' },
          { path: '/tool/research/platts/insights', name: 'plattsInsights', access: 'auth_tool_research_platts', component: './Tool/Research/Library' },
          { path: '/tool/research/internal', name: 'internal', access: 'auth_tool_research_internal', component: './Tool/Research/Meetings' },
        ],
      },
      {
        path: '/tool/calendar',
        name: 'calendar',
        access: 'auth_tool_calendar',
        routes: [
          { path: '/tool/calendar', name: 'overview', hideInMenu: true, access: 'auth_tool_calendar', component: section },
          { path: '/tool/calendar/events', name: 'events', access: 'auth_tool_calendar_events', component: './Tool/Calendar/Events' },
          { path: '/tool/calendar/prdiction', name: 'prdiction', access: 'auth_tool_calendar_prdiction', component: './Tool/Calendar/Outlook' },
        ],
      },
    ],
  },
  {
    path: '/user',
    name: 'user',
    icon: 'UserOutlined',
    access: 'auth_user',
    routes: [
      { path: '/user', name: 'overview', hideInMenu: true, access: 'auth_user', component: section },
      { path: '/user/account', name: 'account', access: 'auth_user_account', component: './User/Account' },
      { path: '/user/about', name: 'about', access: 'auth_user_about', component: './User/About' },
      { path: '/user/introduction/*', name: 'introduction', access: 'auth_user_introduction', component: './User/Introduction' },
      { path: '/user/fileUpload', name: 'fileUpload', access: 'auth_user_fileUpload', component: './User/FileUpload' },
      { path: '/user/admin/account', name: 'adminAccount', access: 'auth_user_admin_account', component: './User/Admin/Account' },
      { path: '/user/admin/authentic', name: 'adminAuthentic', access: 'auth_user_admin_authentic', component: './User/Admin/Authentic' },
      { path: '/user/subscribe', name: 'subscribe', access: 'auth_user_subscribe', component: './User/Subscribe' },
    ],
  },
  { path: '/test', name: 'test', icon: 'ExperimentOutlined', access: 'auth_test', component: './Test' },
  { path: '/access', name: 'access', icon: 'SafetyOutlined', component: './Access' },
  { path: '/*', component: './404' },
];

export default routes;
