/** The dated lookup behind rateAsOf and product(date) (server/features/reference/referenceData.ts): the row in force on a date. */
import { inForce } from '../../server/features/reference/referenceData';

const rows = [
  { validFrom: '1970-01-01', v: 0.13 },
  { validFrom: '2017-07-01', v: 0.11 },
  { validFrom: '2018-05-01', v: 0.1 },
  // A correction of the same date, added later: it wins.
  { validFrom: '2018-05-01', v: 0.101 },
  { validFrom: '2019-04-01', v: 0.09 },
];

test.each([
  ['1969-12-31', undefined],
  ['1970-01-01', 0.13],
  ['2017-06-30', 0.13],
  ['2017-07-01', 0.11],
  ['2018-04-30', 0.11],
  ['2018-05-01', 0.101],
  ['2019-03-31', 0.101],
  ['2019-04-01', 0.09],
  ['2099-01-01', 0.09],
])('on %s the row in force has %s', (date, value) => {
  expect(inForce(rows, date)?.v).toBe(value);
});

test('no rows, no value', () => {
  expect(inForce([], '2020-01-01')).toBeUndefined();
  expect(inForce(undefined, '2020-01-01')).toBeUndefined();
});
