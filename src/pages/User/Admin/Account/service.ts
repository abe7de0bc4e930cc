/**
 * The account administration page's server state. The two tables read through usePagedTable (users, audit);
 * every change to an account also writes the audit trail, so each mutation invalidates both and the tables
 * reload by themselves.
 */
import { useMutation } from '@tanstack/react-query';
import { apiMutation } from '@/services/query';

export const USERS_PATH = '/v1/user/admin/list';
export const AUDIT_PATH = '/v1/user/audit/list';
const changesAccounts = { invalidates: [USERS_PATH, AUDIT_PATH, '/v1/user/search/userOption'] } as const;

export const useCreateUser = () => useMutation(apiMutation('/v1/user/admin/create', changesAccounts));
export const useUpdateUser = () => useMutation(apiMutation('/v1/user/admin/update', changesAccounts));
export const useApproveUser = () => useMutation(apiMutation('/v1/user/admin/approve', changesAccounts));
export const useResetPassword = () => useMutation(apiMutation('/v1/user/admin/resetPassword', changesAccounts));
export const useDeregisterUser = () => useMutation(apiMutation('/v1/user/deregister/admin', changesAccounts));
