/**
 * What a new password may not be (OWASP ASVS 5.0 V6.2, docs/security.md), beyond the contract's length limits:
 * one of the 10,000 most common passwords (commonPasswords/top-10000.txt, provenance in its README), or anything
 * containing the account's user name, both compared without regard to case. Applied wherever a person chooses a
 * password: register, edit/password, admin/create, admin/resetPassword. The QA and first-start accounts are
 * created from configuration, not chosen through a form, and are not checked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { badRequest } from '../http/apiError';

/** Field-error keys of the refusals (locale files: src/locales/<lang>/auth.ts). */
export const PASSWORD_PROBLEMS = {
  common: 'api.field.passwordCommon',
  containsUsername: 'api.field.passwordHasUsername',
} as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[keyof typeof PASSWORD_PROBLEMS];

const LIST_FILE = path.join(__dirname, 'commonPasswords', 'top-10000.txt');

let common: Set<string> | null = null;

/** The list, read once on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split('\n')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** The reason `password` is refused for `username`, or null when it is acceptable. */
export function passwordProblem(password: string, username: string): PasswordProblem | null {
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return PASSWORD_PROBLEMS.containsUsername;
  if (commonPasswords().has(lower)) return PASSWORD_PROBLEMS.common;
  return null;
}

/** Throws a 400 with the reason at `field` when the password is refused. */
export function assertAcceptablePassword(password: string, username: string, field: string): void {
  const problem = passwordProblem(password, username);
  if (problem) throw badRequest('This password is too easy to guess', { [field]: problem });
}
