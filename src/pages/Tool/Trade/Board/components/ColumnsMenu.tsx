/** Which columns the board shows and in which order (saved per list with the user's watchlist). */
import { ArrowDownOutlined, ArrowUpOutlined, SettingOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Checkbox, List, Popover } from 'antd';
import { WATCHLIST_COLUMNS, type WatchlistColumn } from '@common/contract/board';

/** Visible columns first in their order, then the hidden ones. */
export function columnOrder(visible: readonly WatchlistColumn[]): WatchlistColumn[] {
  return [...visible, ...WATCHLIST_COLUMNS.filter((c) => !visible.includes(c))];
}

export default function ColumnsMenu({ visible, onChange }: { visible: readonly WatchlistColumn[]; onChange: (next: WatchlistColumn[]) => void }) {
  const intl = useIntl();
  const order = columnOrder(visible);
  const name = (c: WatchlistColumn) => intl.formatMessage({ id: `board.column.${c}` });
  const toggle = (c: WatchlistColumn, on: boolean) => onChange(on ? order.filter((x) => x === c || visible.includes(x)) : visible.filter((x) => x !== c));
  const move = (c: WatchlistColumn, by: -1 | 1) => {
    const i = visible.indexOf(c);
    const j = i + by;
    if (i < 0 || j < 0 || j >= visible.length) return;
    const next = [...visible];
    [next[i], next[j]] = [next[j], next[i]];
    onChange(next);
  };
  const content = (
    <List
      size="small"
      dataSource={order}
      renderItem={(c) => (
        <List.Item
          actions={[
            <Button
              key="up"
              size="small"
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={intl.formatMessage({ id: 'board.columns.up' }, { name: name(c) })}
              disabled={visible.indexOf(c) <= 0}
              onClick={() => move(c, -1)}
            />,
            <Button
              key="down"
              size="small"
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={intl.formatMessage({ id: 'board.columns.down' }, { name: name(c) })}
              disabled={!visible.includes(c) || visible.indexOf(c) === visible.length - 1}
              onClick={() => move(c, 1)}
            />,
          ]}
        >
          <Checkbox checked={visible.includes(c)} onChange={(e) => toggle(c, e.target.checked)}>
            {name(c)}
          </Checkbox>
        </List.Item>
      )}
    />
  );
  return (
    <Popover content={content} trigger="click" title={intl.formatMessage({ id: 'board.columns' })} placement="bottomRight">
      <Button icon={<SettingOutlined />}>{intl.formatMessage({ id: 'board.columns' })}</Button>
    </Popover>
  );
}
