/**
 * Every call of the API, declared once (docs/spec-reference.md#7-the-calls-it-makes plus the additions of docs/api.md).
 * The server registers its routes from this list (schemas, access, handler types), the web app's
 * `call(path, body)` takes path, body and data types from it, and the contract tests iterate it.
 *
 * `access`: 'public' (no token), 'user' (any signed-in user), 'admin' (role contains admin),
 * or an access key of `config/routes.ts` (the user's access list must grant it).
 */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { e, type Endpoint } from './endpoint';
import { REFERENCE_ENDPOINTS } from './reference';
import { MARKET_DATA_ENDPOINTS } from './marketData';
import { FEEDS_ENDPOINTS } from './feeds';
import { STRATEGY_ENDPOINTS, STRATEGY_MONTH_AVERAGE_ENDPOINTS } from './strategy';
import { WATCHLIST_ENDPOINTS } from './board';
import { ANALYTICS_ENDPOINTS } from './analytics';
import { SEASONAL_ENDPOINTS } from './seasonal';
import { REGRESSION_ENDPOINTS } from './regression';
import { TRADE_RECORD_ENDPOINTS } from './tradeRecord';
import { BACKTESTING_ENDPOINTS } from './backtesting';
import { CALCULATORS_ENDPOINTS } from './calculators';
import { RESEARCH_ENDPOINTS } from './library';
import { RESEARCH_FEEDS_ENDPOINTS } from './researchFeeds';
import { MEETINGS_ENDPOINTS } from './meetings';
import { CALENDAR_ENDPOINTS } from './events';
import { OUTLOOK_ENDPOINTS } from './outlook';
import { PAGE_DIGEST_ENDPOINTS } from './pageDigest';
import { FUT_OPT_ENDPOINTS } from './futOptCrossSectionData';
import { POSITION_ENDPOINTS } from './position';
import { WAREHOUSE_CARGO_LOC_DATA_ENDPOINTS, WAREHOUSE_KEY } from './warehouseCargoLocData';
import { SPOT_TRADE_RECORD_ENDPOINTS } from './spotTradeRecord';
import { BUILDER_ENDPOINTS } from './builder';
import { DATA_SET_ENDPOINTS } from './dataSet';
import { REPORT_SPEC_ENDPOINTS } from './reportSpec';
import { SUBSCRIBE_ENDPOINTS } from './subscribe';
import { ASSISTANT_ENDPOINTS } from './assistant';
import { Empty, Nothing } from './envelope';
import { LOW_FREQ_PREFIX as LOW } from './paths';
import * as U from './user';
import * as S from './setting';
import * as FileUpload from './fileUpload';
import * as F from './datasource';

export type { EndpointAccess, Endpoint } from './endpoint';

const DS = 'auth_list_datasource' as const;

export const ENDPOINTS = [
  // User
  e('/v1/user/password_login', 'public', U.PasswordLoginBody, U.LoginResult, 'Log in with username and password'),
  e('/v1/user/captcha/send', 'public', U.CaptchaSendBody, U.CaptchaSendResult, 'Send a 6-digit login code to a phone', 'added'),
  e('/v1/user/phone_captcha_login', 'public', U.PhoneCaptchaLoginBody, U.LoginResult, 'Log in with phone and code'),
  e('/v1/user/register', 'public', U.RegisterBody, U.RegisterResult, 'Create an account'),
  e('/v1/user/register/options', 'public', null, U.RegisterOptions, 'Registration mode: open, approval or closed', 'added'),
  e('/v1/user/logout', 'user', null, Nothing, 'Revoke the current session'),
  e('/v1/user/user_info', 'user', null, U.CurrentUser, 'The current user with role and access list'),
  e('/v1/user/edit/password', 'user', U.EditPasswordBody, U.EditPasswordResult, 'Change own password; signs out other sessions'),
  e('/v1/user/deregister/admin', 'admin', U.UserIdBody, Nothing, 'Administrator removes an account'),
  // Only the administrators' pages (permissions) pick users today; see docs/decisions.md "Who may search users".
  e('/v1/user/search/userOption', 'admin', U.UserSearchBody, U.UserOptionPage, 'Paged user search for pickers (id and display name)'),
  e('/v1/user/session/list', 'user', null, Type.Array(U.SessionInfo), 'Own active sessions', 'added'),
  e('/v1/user/session/revokeOthers', 'user', null, U.SessionRevokeResult, 'Sign out every other session of own account', 'added'),
  e(
    '/v1/user/admin/list',
    'admin',
    U.UserSearchBody,
    Type.Object({ list: Type.Array(U.AdminUser), total: Type.Integer(), current: Type.Integer(), pageSize: Type.Integer() }),
    'Administrator user list',
    'added',
  ),
  e('/v1/user/admin/create', 'admin', U.AdminCreateUserBody, U.AdminUser, 'Administrator creates an account', 'added'),
  e('/v1/user/admin/update', 'admin', U.AdminUpdateUserBody, U.AdminUser, 'Administrator sets name, phone, role or disabled', 'added'),
  e('/v1/user/admin/approve', 'admin', U.UserIdBody, U.AdminUser, 'Administrator approves a pending self-registered account', 'added'),
  e('/v1/user/admin/resetPassword', 'admin', U.AdminResetPasswordBody, U.SessionRevokeResult, 'Administrator resets a password; signs the user out', 'added'),
  e('/v1/user/role/list', 'admin', null, Type.Array(U.RoleInfo), 'The managed roles with how many accounts hold each', 'added'),
  e('/v1/user/role/create', 'admin', U.RoleNameBody, U.RoleInfo, 'Add a role', 'added'),
  e('/v1/user/role/rename', 'admin', U.RoleRenameBody, U.RoleInfo, 'Rename a role; its accounts follow', 'added'),
  e('/v1/user/role/delete', 'admin', U.RoleNameBody, Nothing, 'Delete a role no account holds', 'added'),
  e('/v1/user/access/get', 'admin', U.UserIdBody, U.UserAccess, "A user's granted paths", 'added'),
  e('/v1/user/access/set', 'admin', U.AccessSetBody, U.UserAccess, "Replace a user's granted paths", 'added'),
  e('/v1/user/access/copy', 'admin', U.AccessCopyBody, Type.Array(U.UserAccess), "Copy one user's access to others", 'added'),
  e('/v1/user/audit/list', 'admin', U.AuditQuery, U.AuditPage, 'Audit trail', 'added'),
  // Files
  e('/v1/user/oss/upload/getToken', 'auth_user_fileUpload', FileUpload.UploadTokenBody, FileUpload.UploadToken, 'Short-lived signed upload target'),
  e('/v1/user/oss/upload/getFileList', 'auth_user_fileUpload', FileUpload.FileListBody, FileUpload.FilePage, "The caller's files, paged"),
  e('/v1/user/oss/upload/delete', 'auth_user_fileUpload', FileUpload.FileDeleteBody, Nothing, 'Delete own file (administrators: any)'),
  e('/v1/user/oss/upload/quota', 'auth_user_fileUpload', null, FileUpload.UploadQuota, "The caller's use of the file quotas", 'added'),
  // Settings
  e('/v1/setting/getConfigValue', 'user', S.ConfigValueBody, S.ConfigValues, 'Named configuration values'),
  e('/v1/setting/healthyCheck', 'public', null, S.HealthyCheck, 'Liveness and database check'),
  e('/v1/setting/test', 'auth_test', null, S.TestResult, 'Diagnostics for the test page'),
  e('/v1/setting/version', 'user', null, S.VersionInfo, 'The deployed version (also in every envelope)'),
  e('/v1/setting/version/set', 'admin', S.VersionSetBody, S.VersionRecord, 'Publish a new version'),
  e('/v1/setting/version/updateHistory', 'user', S.VersionHistoryQuery, S.VersionHistoryPage, 'Published versions, newest first'),
  // Data sources
  e(`${LOW}/source/get/checkHealth`, 'user', null, F.SourceHealthList, 'Stored state of every source (status map in `status`)'),
  ...F.UPDATABLE_SOURCES.map((s) => e(`${LOW}/source/update/${s}` as const, DS, F.SourceUpdateBody, F.RunRecord, `Run the ${s} update job`)),
  e(`${LOW}/source/update/status`, DS, F.StatusBody, Type.Array(F.ConnectorStatus), 'Report or set connector status'),
  e(`${LOW}/source/update/token`, 'admin', F.TokenBody, F.TokenResult, 'Store connector credentials (never echoed)'),
  e(`${LOW}/source/cron/nextTime`, DS, F.CronNextBody, F.CronNextList, 'Next run times of a schedule'),
  e(`${LOW}/source/cron/traceUpdated`, DS, null, F.TraceUpdatedList, 'Last update, last run and next run per source'),
  e(`${LOW}/source/scheduler/history`, DS, F.SchedulerHistoryBody, F.RunPage, 'Update runs, newest first'),
  e(`${LOW}/source/scheduler/reset`, 'admin', F.SchedulerResetBody, F.SchedulerResetResult, 'Clear stuck runs and reload schedules'),
  e(`${LOW}/source/kpler/generate`, WAREHOUSE_KEY, F.KplerGenerateBody, F.KplerReport, 'Build a Kpler flow report from imported data'),
  e(`${LOW}/source/kpler/get`, WAREHOUSE_KEY, F.KplerGetBody, F.KplerReport, 'A generated Kpler report'),
  e(`${LOW}/source/kpler/search/location`, WAREHOUSE_KEY, F.KplerSearchBody, F.KplerLocationList, 'Search Kpler locations'),
  e(`${LOW}/dbIndexCache/reset`, 'admin', null, F.DbIndexCacheResetResult, 'Clear the data index cache (defined but unused by the web app)'),
  // Market data (issue 9): one file per area, docs/market-data.md
  ...REFERENCE_ENDPOINTS,
  ...MARKET_DATA_ENDPOINTS,
  ...FEEDS_ENDPOINTS,
  ...STRATEGY_ENDPOINTS,
  ...STRATEGY_MONTH_AVERAGE_ENDPOINTS,
  ...WATCHLIST_ENDPOINTS,
  ...ANALYTICS_ENDPOINTS,
  ...SEASONAL_ENDPOINTS,
  ...REGRESSION_ENDPOINTS,
  ...TRADE_RECORD_ENDPOINTS,
  ...BACKTESTING_ENDPOINTS,
  ...CALCULATORS_ENDPOINTS,
  ...RESEARCH_ENDPOINTS,
  ...RESEARCH_FEEDS_ENDPOINTS,
  ...MEETINGS_ENDPOINTS,
  ...CALENDAR_ENDPOINTS,
  ...OUTLOOK_ENDPOINTS,
  ...PAGE_DIGEST_ENDPOINTS,
  ...FUT_OPT_ENDPOINTS,
  ...POSITION_ENDPOINTS,
  ...WAREHOUSE_CARGO_LOC_DATA_ENDPOINTS,
  ...SPOT_TRADE_RECORD_ENDPOINTS,
  ...BUILDER_ENDPOINTS,
  ...DATA_SET_ENDPOINTS,
  ...REPORT_SPEC_ENDPOINTS,
  ...SUBSCRIBE_ENDPOINTS,
  ...ASSISTANT_ENDPOINTS,
] as const satisfies readonly Endpoint[];

type AnyEndpoint = (typeof ENDPOINTS)[number];

/** Every declared path: a literal union, so a path the contract lacks is a compile error. */
export type EndpointPath = AnyEndpoint['path'];

/** Path -> its declaration, with literal types (a union of paths maps each member to its entry). */
export type EndpointMap = { [E in AnyEndpoint as E['path']]: E };
export type EndpointOf<P extends EndpointPath> = EndpointMap[P];

/** The JSON body a call takes (`undefined` for calls without a body). */
export type BodyOf<P extends EndpointPath> = EndpointOf<P>['body'] extends infer B extends TSchema ? Static<B> : undefined;
/** The envelope's `data` of a successful answer. */
export type DataOf<P extends EndpointPath> = Static<EndpointOf<P>['data']>;
export type AccessOf<P extends EndpointPath> = EndpointOf<P>['access'];

export const endpointByPath: Record<string, Endpoint> = Object.fromEntries(ENDPOINTS.map((x) => [x.path, x]));

/** The declaration of a path known to the contract. */
export const endpointOf = <P extends EndpointPath>(path: P): EndpointOf<P> => endpointByPath[path] as EndpointOf<P>;

export { Empty };
