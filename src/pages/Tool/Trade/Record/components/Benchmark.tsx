/**
 * The benchmark picker: any series address the user may read (`md:INE.SC@main`, `ds:eia:RBRTE`, `spread:...`), read
 * daily over the book's dates through /v2/marketData/series; the chart rebases it to the NAV at the first common day.
 */
import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { parseAddress } from '@common/market/address';
import { useText } from './useText';

export default function Benchmark({ value, onChange }: { value: string; onChange: (address: string) => void }) {
  const f = useText();
  const [text, setText] = useState(value);
  const valid = text.trim() === '' || parseAddress(text.trim()) !== null;
  return (
    <Space.Compact>
      <Input
        aria-label={f('tradeRecord.benchmark.address')}
        placeholder={f('tradeRecord.benchmark.placeholder')}
        dir="ltr"
        value={text}
        status={valid ? undefined : 'error'}
        style={{ inlineSize: 260 }}
        onChange={(e) => setText(e.target.value)}
        onPressEnter={() => valid && onChange(text.trim())}
      />
      <Button disabled={!valid} onClick={() => onChange(text.trim())}>
        {f('tradeRecord.benchmark.apply')}
      </Button>
    </Space.Compact>
  );
}
