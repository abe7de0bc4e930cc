/** Lists saved before issue 18 with every column of the old board show the new quote columns; a choice is kept. */
import { DEFAULT_WATCHLIST_COLUMNS } from '../../common/contract/board';
import { withQuoteColumns } from '../../server/features/board/store';

describe('withQuoteColumns', () => {
  it('upgrades the old full set to the new default and keeps a list with hidden columns as it is', () => {
    const old = { visible: ['last', 'change', 'changePct', 'value', 'zScore', 'sparkline', 'updatedAt'] as const, widths: { last: 120 } };
    expect(withQuoteColumns({ ...old, visible: [...old.visible] })).toEqual({ visible: DEFAULT_WATCHLIST_COLUMNS.visible, widths: { last: 120 } });
    const chosen = { visible: ['zScore', 'last'] as ('zScore' | 'last')[], widths: {} };
    expect(withQuoteColumns(chosen)).toBe(chosen);
    expect(withQuoteColumns(DEFAULT_WATCHLIST_COLUMNS)).toBe(DEFAULT_WATCHLIST_COLUMNS);
  });
});
