/** Every change of one trade (who, when, before and after), oldest first: edits and deletes are never lost. */
import { useIntl } from '@umijs/max';
import { Alert, Descriptions, Drawer, Empty, Spin, Tag, Timeline } from 'antd';
import type { TradeChange, TradeFields } from '@common/contract/tradeRecord';
import { failureMessage } from '@/utils/apiError';
import { useTradeHistory } from '../service';
import { useText } from './useText';

const FIELDS: (keyof TradeFields)[] = ['time', 'instrument', 'side', 'lots', 'price', 'fee', 'strategy', 'note'];

export default function HistoryDrawer({ tradeId, onClose }: { tradeId: string | null; onClose: () => void }) {
  const f = useText();
  const intl = useIntl();
  const history = useTradeHistory(tradeId);
  const show = (field: keyof TradeFields, fields: TradeFields | null) => {
    if (!fields) return '';
    const v = fields[field];
    if (field === 'time') return intl.formatDate(v as number, { dateStyle: 'short', timeStyle: 'short' });
    if (field === 'side') return f(`tradeRecord.side.${v}`);
    if (typeof v === 'number') return intl.formatNumber(v, { maximumFractionDigits: 6 });
    return String(v);
  };
  const changed = (c: TradeChange) => FIELDS.filter((k) => !c.before || !c.after || c.before[k] !== c.after[k]);

  return (
    <Drawer title={f('tradeRecord.history.title')} open={!!tradeId} onClose={onClose} width={520} destroyOnHidden>
      {history.isLoading && <Spin />}
      {history.isError && <Alert type="error" showIcon message={failureMessage(history.error)} />}
      {history.data && history.data.length === 0 && <Empty />}
      {history.data && (
        <Timeline
          items={history.data.map((c, i) => ({
            key: `${c.at}-${i}`,
            color: c.action === 'delete' ? 'red' : c.action === 'update' ? 'blue' : 'green',
            children: (
              <div data-testid="history-entry">
                <div>
                  <Tag>{f(`tradeRecord.history.action.${c.action}`)}</Tag>
                  {c.userName} · {intl.formatDate(c.at, { dateStyle: 'short', timeStyle: 'medium' })}
                </div>
                <Descriptions size="small" column={1} bordered style={{ marginBlockStart: 8 }}>
                  {changed(c).map((k) => (
                    <Descriptions.Item key={k} label={f(`tradeRecord.column.${k}`)}>
                      {c.before && <del>{show(k, c.before)}</del>}
                      {c.before && c.after && ' → '}
                      {c.after && <span>{show(k, c.after)}</span>}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              </div>
            ),
          }))}
        />
      )}
    </Drawer>
  );
}
