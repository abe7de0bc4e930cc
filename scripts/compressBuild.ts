/**
 * Pre-compresses a web build: next to every text file (scripts, stylesheets, index.html, SVG, JSON, source maps)
 * a brotli `.br` (quality 11, or BUILD_BROTLI_QUALITY) and a gzip `.gz` (level 9), written once at build time so the server sends them as
 * they are (`@fastify/static` `preCompressed`, server/infra/web/webApp.ts) instead of the raw bytes, or compressing on
 * every request. Every text file, however small: scripts/start.ts takes `index.html.br` as the sign of a finished build.
 *
 *   npx tsx scripts/compressBuild.ts [folder]     # default: WEB_DIST or dist
 *
 * BUILD_BROTLI_QUALITY (0-11, default 11): test builds (scripts/e2e.sh) may trade bytes for time. Quality 11 takes
 * most of the compression's time on this machine; the bench and production builds keep 11, whose bytes the
 * budgets measure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|map|txt|xml|ico)$/i;

/** The brotli quality of this run: BUILD_BROTLI_QUALITY when it is a whole number 0-11, else the maximum (11). */
export function brotliQuality(env: string | undefined = process.env.BUILD_BROTLI_QUALITY): number {
  if (env === undefined || env === '') return zlib.constants.BROTLI_MAX_QUALITY;
  const quality = Number(env);
  if (!Number.isInteger(quality) || quality < zlib.constants.BROTLI_MIN_QUALITY || quality > zlib.constants.BROTLI_MAX_QUALITY)
    throw new Error(`BUILD_BROTLI_QUALITY must be a whole number from 0 to 11, not "${env}"`);
  return quality;
}

export interface CompressSummary {
  files: number;
  rawBytes: number;
  brBytes: number;
  gzBytes: number;
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes `<file>.br` and `<file>.gz` for every compressible file of `dir` (stale ones from a former run are replaced). */
export async function compressBuild(dir: string): Promise<CompressSummary> {
  const summary: CompressSummary = { files: 0, rawBytes: 0, brBytes: 0, gzBytes: 0 };
  const quality = brotliQuality();
  for (const file of listFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const raw = fs.readFileSync(file);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        },
      }),
      gzip(raw, { level: 9 }),
    ]);
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    summary.files += 1;
    summary.rawBytes += raw.length;
    summary.brBytes += br.length;
    summary.gzBytes += gz.length;
  }
  return summary;
}

export function describeSummary(s: CompressSummary): string {
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  return `${s.files} files pre-compressed: ${kib(s.rawBytes)} raw, ${kib(s.gzBytes)} gzip, ${kib(s.brBytes)} brotli`;
}

if (require.main === module) {
  const dir = path.resolve(process.argv[2] || process.env.WEB_DIST || 'dist');
  compressBuild(dir).then(
    (summary) => process.stdout.write(`${describeSummary(summary)} (${dir})\n`),
    (error: unknown) => {
      process.stderr.write(`compressing ${dir} failed: ${error instanceof Error ? error.message : String(error)}\n`);
      process.exit(1);
    },
  );
}
