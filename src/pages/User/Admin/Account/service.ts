/**
 * The account administration page's server state. The two tables read through usePagedTable (users, audit);
 * every change to an account also writes the audit trail, so each mutation invalidates both and the tables
 * reload by themselves.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiMutation, apiQuery, dataOf } from '@/services/query';

export const USERS_PATH = '/v1/user/admin/list';
export const AUDIT_PATH = '/v1/user/audit/list';
// Account changes also change the role list's counts.
const changesAccounts = { invalidates: [USERS_PATH, AUDIT_PATH, '/v1/user/search/userOption', '/v1/user/role/list'] } as const;

export const useCreateUser = () => useMutation(apiMutation('/v1/user/admin/create', changesAccounts));
export const useUpdateUser = () => useMutation(apiMutation('/v1/user/admin/update', changesAccounts));
export const useApproveUser = () => useMutation(apiMutation('/v1/user/admin/approve', changesAccounts));
export const useResetPassword = () => useMutation(apiMutation('/v1/user/admin/resetPassword', changesAccounts));
export const useDeregisterUser = () => useMutation(apiMutation('/v1/user/deregister/admin', changesAccounts));

/** The managed roles (role/list): the create and edit dialogs pick from them, the roles tab edits them. */
export const ROLES_PATH = '/v1/user/role/list';
export const useRoles = () => useQuery({ ...apiQuery(ROLES_PATH), select: dataOf });
// Renaming a role changes the accounts holding it (and the audit trail).
const changesRoles = { invalidates: [ROLES_PATH, USERS_PATH, AUDIT_PATH] } as const;
export const useCreateRole = () => useMutation(apiMutation('/v1/user/role/create', changesRoles));
export const useRenameRole = () => useMutation(apiMutation('/v1/user/role/rename', changesRoles));
export const useDeleteRole = () => useMutation(apiMutation('/v1/user/role/delete', changesRoles));
