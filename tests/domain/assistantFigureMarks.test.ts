/**
 * Where unverified figures are marked (common/assistant/figureMarks.ts), the one rule the page's highlight and the
 * Markdown export share.
 */
import { unverifiedFigureSource } from '../../common/assistant/figureMarks';

const marked = (text: string, figures: string[]) => {
  const source = unverifiedFigureSource(figures);
  return source ? [...text.matchAll(new RegExp(source, 'gu'))].map((m) => `${m[0]}@${m.index}`) : [];
};

test('a figure as written, not inside a longer number (Latin or Arabic digits and separators)', () => {
  expect(marked('FU at 2,845.5 and 845.5 and 845.55', ['845.5'])).toEqual(['845.5@18']);
  expect(marked('٢٬٨٤٥ و ٨٤٥', ['٨٤٥'])).toEqual(['٨٤٥@8']);
  expect(marked('٣٫٢ و ٢', ['٢'])).toEqual(['٢@6']);
});

test('longest first, so a figure with its magnitude is one mark, not two', () => {
  expect(marked('库存 1.5万 吨，另 1.5 吨', ['1.5', '1.5万'])).toEqual(['1.5万@3', '1.5@12']);
});

test('characters of regular expressions are taken as written; no figures, no pattern', () => {
  expect(marked('up 3.2% (not 3x2%)', ['3.2%'])).toEqual(['3.2%@3']);
  expect(unverifiedFigureSource([])).toBeNull();
  expect(unverifiedFigureSource([''])).toBeNull();
});
