/**
 * The options cross-section (issue 21, page /tool/calculator/futOptCrossSectionData; docs/options.md): the option
 * underlyings, one day's chain with implied volatilities, the skew history (reads: the page's key and the product's
 * own), and imports of option settlement files (administrators: preview, then every row or none).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { recordAudit } from '../../infra/audit/auditLog';
import { apiError } from '../../infra/http/apiError';
import { registerEndpoint } from '../../infra/http/endpoint';
import { cleanDisplayName } from '../../infra/storage/fileTypes';
import { optionChain, optionProducts, skewHistory } from './crossSection';
import { parseOptionFile } from './optionImport';
import { countStored, writeSettlements } from './store';

async function futOptCrossSectionDataPlugin(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, '/v2/futOptCrossSectionData/products', ({ user }) => optionProducts(app, user));
  registerEndpoint(app, '/v2/futOptCrossSectionData/chain', ({ user, body }) => optionChain(app, user, body, app.config.now()));
  registerEndpoint(app, '/v2/futOptCrossSectionData/skewHistory', ({ user, body }) => skewHistory(app, user, body, app.config.now()));

  registerEndpoint(app, '/v2/futOptCrossSectionData/import/preview', async ({ body }) => {
    const parsed = await parseOptionFile(body, app.reference);
    return { rows: parsed.rows, errors: parsed.errors, replaces: await countStored(app.db, parsed.rows) };
  });

  registerEndpoint(app, '/v2/futOptCrossSectionData/import/commit', async ({ body, user }) => {
    const parsed = await parseOptionFile(body, app.reference);
    if (parsed.errors.length > 0 || parsed.rows.length === 0) {
      const first = parsed.errors[0];
      throw apiError('optionImportInvalid', `${parsed.errors.length} error(s)${first ? `; row ${first.row}: ${first.message}` : ''}`);
    }
    const fileName = cleanDisplayName(body.fileName);
    const now = app.config.now();
    await writeSettlements(app.db, parsed.rows, `import:${fileName}`, now);
    const dates = [...new Set(parsed.rows.map((r) => r.date))].sort();
    const products = [...new Set(parsed.rows.map((r) => r.product))].sort();
    await recordAudit(app.db, now, user, 'options.import', { id: null, name: fileName }, { rows: parsed.rows.length, dates, products });
    return { written: parsed.rows.length, dates, products };
  });
}

export default fp(futOptCrossSectionDataPlugin, {
  name: 'futOptCrossSectionData',
  dependencies: ['reference', 'marketData', 'feeds'],
  decorators: { fastify: ['reference', 'bars', 'feeds'] },
});
