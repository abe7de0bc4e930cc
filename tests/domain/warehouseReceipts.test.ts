/**
 * Known answers for common/domain/warehouseReceipts.ts. The rule is the one of the SHFE daily warehouse receipt
 * report (上海期货交易所 "仓单日报", www.shfe.com.cn, Data > Daily warehouse receipts): each warehouse's row shows
 * today's receipts and "增减" = today - previous report; the product's "总计" row sums the warehouses. The numbers
 * below are a constructed report in that layout (tonnes), worked by hand:
 *   warehouse A: 3000, 2700, 2700 -> changes -, -300, 0
 *   warehouse B: 1200, 1500, 1350 -> changes -, +300, -150
 *   total:       4200, 4200, 4050 -> changes -, 0, -150
 */
import { receiptChanges, receiptsByWarehouse, receiptTotals } from '../../common/domain/warehouseReceipts';

const rows = [
  { date: '2025-03-04', warehouse: 'A', receipts: 2700 },
  { date: '2025-03-03', warehouse: 'A', receipts: 3000 },
  { date: '2025-03-05', warehouse: 'A', receipts: 2700 },
  { date: '2025-03-03', warehouse: 'B', receipts: 1200 },
  { date: '2025-03-04', warehouse: 'B', receipts: 1500 },
  { date: '2025-03-05', warehouse: 'B', receipts: 1350 },
];

describe('warehouse receipts', () => {
  it('gives each report the change from the previous report, none for the first', () => {
    expect(
      receiptChanges([
        { date: '2025-03-04', receipts: 2700 },
        { date: '2025-03-03', receipts: 3000 },
      ]),
    ).toEqual([
      { date: '2025-03-03', receipts: 3000, change: null },
      { date: '2025-03-04', receipts: 2700, change: -300 },
    ]);
    expect(receiptChanges([])).toEqual([]);
  });

  it('measures the change from the previous report, not the previous calendar day (weekends and holidays)', () => {
    const out = receiptChanges([
      { date: '2025-03-07', receipts: 10 },
      { date: '2025-03-10', receipts: 25 },
    ]);
    expect(out[1]).toEqual({ date: '2025-03-10', receipts: 25, change: 15 });
  });

  it('splits by warehouse and sums the product total per day', () => {
    expect(receiptsByWarehouse(rows)).toEqual([
      {
        warehouse: 'A',
        points: [
          { date: '2025-03-03', receipts: 3000, change: null },
          { date: '2025-03-04', receipts: 2700, change: -300 },
          { date: '2025-03-05', receipts: 2700, change: 0 },
        ],
      },
      {
        warehouse: 'B',
        points: [
          { date: '2025-03-03', receipts: 1200, change: null },
          { date: '2025-03-04', receipts: 1500, change: 300 },
          { date: '2025-03-05', receipts: 1350, change: -150 },
        ],
      },
    ]);
    expect(receiptTotals(rows)).toEqual([
      { date: '2025-03-03', receipts: 4200, change: null },
      { date: '2025-03-04', receipts: 4200, change: 0 },
      { date: '2025-03-05', receipts: 4050, change: -150 },
    ]);
  });
});
