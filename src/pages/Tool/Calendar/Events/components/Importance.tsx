/** An importance level as a coloured tag (high red, medium orange, low grey) with its name for screen readers. */
import type { Importance as Level } from '@common/contract/events';
import { Tag } from 'antd';
import { useText } from '@/hooks/useText';

export const IMPORTANCE_COLOURS: Record<Level, string> = { 1: 'default', 2: 'orange', 3: 'red' };

export default function Importance({ level }: { level: Level }) {
  const f = useText();
  return (
    <Tag color={IMPORTANCE_COLOURS[level]} aria-label={f(`events.importance.${level}`)} title={f(`events.importance.${level}`)}>
      {'★'.repeat(level)}
    </Tag>
  );
}
