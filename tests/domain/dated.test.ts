/** common/domain/dated.ts. Source of the steps: docs/domain.md, "Taxes" (China general VAT 17 % / 16 % from 2018-05-01 / 13 % from 2019-04-01). */
import { stepAsOf } from '../../common/domain/dated';

const VAT = [
  { validFrom: '2019-04-01', value: 0.13 },
  { validFrom: '1994-01-01', value: 0.17 },
  { validFrom: '2018-05-01', value: 0.16 },
];

describe('stepAsOf', () => {
  it('picks the latest step on or before the date, in any order, and nothing before the first', () => {
    expect(stepAsOf(VAT, '2018-04-30')?.value).toBe(0.17);
    expect(stepAsOf(VAT, '2018-05-01')?.value).toBe(0.16);
    expect(stepAsOf(VAT, '2019-03-31')?.value).toBe(0.16);
    expect(stepAsOf(VAT, '2019-04-01')?.value).toBe(0.13);
    expect(stepAsOf(VAT, '1993-12-31')).toBeUndefined();
  });
});
