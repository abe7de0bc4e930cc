/**
 * The ordered migrations for Kysely's Migrator. A static record (no file-system provider) so it works the same
 * under tsx, jest and a bundled build. Add new migrations at the end; never edit an applied one.
 */
import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as datasources from './0002_datasources';
import * as registration from './0003_registration';
import * as roles from './0004_roles';

export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_datasources': datasources,
  '0003_registration': registration,
  '0004_roles': roles,
};
