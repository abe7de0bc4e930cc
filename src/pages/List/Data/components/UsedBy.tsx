/** Which builder pages and data sets read this data set (those the user may not read are counted, not named). */
import { List, Typography } from 'antd';
import type { UsedBy as UsedByData } from '@common/contract/dataSet';
import { useText } from './useText';

export default function UsedBy({ usedBy }: { usedBy: UsedByData | undefined }) {
  const t = useText();
  if (!usedBy) return null;
  const items = [
    ...usedBy.pages.map((p) => t('dataSet.usedBy.page', { title: p.title })),
    ...usedBy.sets.map((s) => t('dataSet.usedBy.set', { name: s.name })),
  ];
  const hidden = usedBy.hiddenPages + usedBy.hiddenSets;
  if (hidden) items.push(t('dataSet.usedBy.hidden', { count: hidden }));
  return (
    <div data-testid="used-by">
      <Typography.Text strong>{t('dataSet.usedBy.title')}</Typography.Text>
      {items.length === 0 ? (
        <Typography.Paragraph type="secondary">{t('dataSet.usedBy.none')}</Typography.Paragraph>
      ) : (
        <List size="small" dataSource={items} renderItem={(item) => <List.Item>{item}</List.Item>} />
      )}
    </div>
  );
}
