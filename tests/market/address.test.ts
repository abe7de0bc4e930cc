import { formatAddress, parseAddress, parseInstrument, formatInstrument } from '../../common/market/address';

describe("series addresses (docs/market-data.md, the design note's examples)", () => {
  it.each([
    ['md:SHFE.FU2601:settle', { scheme: 'md', instrument: { exchange: 'SHFE', code: 'FU', month: '2026-01', continuous: null }, field: 'settle' }],
    ['md:SHFE.FU@main:close', { scheme: 'md', instrument: { exchange: 'SHFE', code: 'FU', month: null, continuous: 'main' }, field: 'close' }],
    ['md:ICE.SG3802512:close', { scheme: 'md', instrument: { exchange: 'ICE', code: 'SG380', month: '2025-12', continuous: null }, field: 'close' }],
    ['md:FX.USDCNY:close', { scheme: 'md', instrument: { exchange: 'FX', code: 'USDCNY', month: null, continuous: null }, field: 'close' }],
    ['ds:eia:RBRTE', { scheme: 'ds', source: 'eia', seriesId: 'RBRTE' }],
    ['spread:fu_inner_outer', { scheme: 'spread', strategyId: 'fu_inner_outer' }],
    ['ref:vat.cn.lpg', { scheme: 'ref', key: 'vat.cn.lpg' }],
    ['wr:SHFE:FU', { scheme: 'wr', exchange: 'SHFE', product: 'FU' }],
    ['set:2b1c9e7a-41f0-4d6e-9a43-0c1d2e3f4a5b', { scheme: 'set', setId: '2b1c9e7a-41f0-4d6e-9a43-0c1d2e3f4a5b' }],
  ])('%s parses and formats back', (text, parsed) => {
    expect(parseAddress(text)).toEqual(parsed);
    const parsed2 = parseAddress(text);
    expect(parsed2 && formatAddress(parsed2)).toBe(text);
  });

  it('defaults the md field to close', () => {
    expect(parseAddress('md:INE.LU2603')).toMatchObject({ field: 'close' });
  });

  it.each([
    '',
    'md:',
    'md:FU2601',
    'md:SHFE.FU2613',
    'md:SHFE.FU2601:price',
    'md:shfe.fu2601',
    'xx:1',
    'set:',
    'set:a b',
    'ds:eia',
    'spread:',
    'ref:VAT',
    'md:SHFE.FU2601:close:x',
    'wr:SHFE',
    'wr:shfe:FU',
    'wr:SHFE:FU:Zhoushan',
  ])('%j is refused', (text) => expect(parseAddress(text)).toBeNull());

  it('formats an instrument the way it parses', () => {
    const ref = parseInstrument('ZCE.TA2609');
    expect(ref?.month).toBe('2026-09');
    expect(ref && formatInstrument(ref)).toBe('ZCE.TA2609');
  });
});
