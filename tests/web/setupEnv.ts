/**
 * Runs before each web test file's modules load. The bundle gets UMI_APP_BUILD_VERSION from .env at
 * build time; jest has no build, so the same value is read from .env here (no second copy of it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const line = readFileSync(join(__dirname, '../../.env'), 'utf8')
  .split('\n')
  .find((l) => l.startsWith('UMI_APP_BUILD_VERSION='));
process.env.UMI_APP_BUILD_VERSION = line ? line.slice('UMI_APP_BUILD_VERSION='.length).trim() : '';
