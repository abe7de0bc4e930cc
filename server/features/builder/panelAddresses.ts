/**
 * The series addresses a panel shows, as report/get checks and reads them (the same reading of each kind as the
 * product pages' access test, tests/api/productPageAccess.test.ts). Panels of kinds that read no address (text,
 * events, source health, inventories by series id) have none: their own calls check the reader.
 */
import type { PanelSpec } from '../../../common/contract/pageSpec';

// Variables are read and filled as the editor's preview fills them: one definition.
export { fillAddress, fillPanelVariables, variablesIn } from '../../../common/builder/panelVariables';

export function addressesOfPanel(panel: PanelSpec): string[] {
  switch (panel.kind) {
    case 'live':
    case 'table':
      return panel.rows.map((s) => s.address);
    case 'history':
    case 'monthAverage':
      return panel.series.map((s) => s.address);
    case 'seasonal':
    case 'explain':
    case 'months':
      return [panel.series.address];
    case 'regression':
      return [panel.y, ...panel.x];
    // These read a product's contracts, under the grant of its main contract's series.
    case 'curve':
    case 'matrix':
    case 'expiryYears':
      return [`md:${panel.product}@main`];
    default:
      return [];
  }
}
