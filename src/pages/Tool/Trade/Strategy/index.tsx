/**
 * /tool/trade/realtime/config/strategy (docs/market-data/strategy.md): the strategies the user may read (mine,
 * shared with me, seeded), an editor with the formula checked at its place and a preview over history, the
 * explanation of a value, and the user's alert rules per strategy. The server enforces visibility and edit rights.
 */
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useModel } from '@umijs/max';
import { Alert, Button, message, Segmented, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { failureMessage } from '@/utils/apiError';
import AlertsDrawer from '@/components/market/AlertsDrawer';
import ExplainDrawer from '@/components/market/ExplainDrawer';
import StrategyEditor, { EMPTY_FORM } from './components/StrategyEditor';
import StrategyTable from './components/StrategyTable';
import type { Scope, Strategy, StrategyForm } from './data';
import { strategyName } from '@/utils/strategyName';
import { inScope } from './scope';
import { useStrategies } from '@/services/market/strategies';
import { useDeleteStrategy } from './service';

const formOf = (s: Strategy): StrategyForm => ({
  id: s.id,
  name: s.name,
  description: s.description,
  legs: s.legs.map((l) => ({ alias: l.alias, instrument: l.instrument, mapFrom: l.mapFrom ?? undefined })),
  rates: s.rates,
  formula: s.formula,
  unit: s.unit,
  precision: s.precision,
  visibility: s.visibility,
  roles: s.roles,
});

export default function StrategyPage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { initialState } = useModel('@@initialState');
  const userId = initialState?.currentUser?.id;
  const strategies = useStrategies();
  const remove = useDeleteStrategy();
  const [scope, setScope] = useState<Scope>('all');
  const [editing, setEditing] = useState<StrategyForm | null>(null);
  const [explaining, setExplaining] = useState<string | null>(null);
  const [alerting, setAlerting] = useState<Strategy | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  // Seeded names in the reader's language (issue 18: they were English in zh-CN); a renamed one keeps its text.
  const rows = useMemo(
    () =>
      (strategies.data?.items ?? []).filter((s) => inScope(s, scope, userId)).map((s) => ({ ...s, name: strategyName(s, (id) => intl.formatMessage({ id })) })),
    [strategies.data, scope, userId, intl],
  );

  const onDelete = async (s: Strategy) => {
    setActionError(null);
    try {
      await remove.mutateAsync({ id: s.id });
      message.success(f('strategy.deleted'));
    } catch (err) {
      setActionError(failureMessage(err));
    }
  };
  const onCopy = (s: Strategy) => {
    const { id: _id, ...copy } = formOf(s);
    setEditing({ ...copy, name: f('strategy.copyName', { name: s.name }).slice(0, 80), visibility: 'private', roles: [] });
  };

  return (
    <PageContainer>
      <Typography.Paragraph type="secondary">{f('strategy.intro')}</Typography.Paragraph>
      {strategies.isError && (
        <Alert type="error" showIcon message={f('strategy.loadFailed', { reason: failureMessage(strategies.error) })} style={{ marginBottom: 12 }} />
      )}
      {actionError && <Alert type="error" showIcon closable onClose={() => setActionError(null)} message={actionError} style={{ marginBottom: 12 }} />}
      <StrategyTable
        rows={rows}
        loading={strategies.isLoading}
        toolbar={
          <Space wrap>
            <Segmented<Scope>
              value={scope}
              onChange={setScope}
              options={(['all', 'mine', 'shared', 'seeded'] as const).map((s) => ({ value: s, label: f(`strategy.scope.${s}`) }))}
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(EMPTY_FORM)}>
              {f('strategy.action.new')}
            </Button>
          </Space>
        }
        onEdit={(s) => setEditing(formOf(s))}
        onCopy={onCopy}
        onExplain={(s) => setExplaining(s.id)}
        onAlerts={setAlerting}
        onDelete={onDelete}
      />
      <StrategyEditor open={editing !== null} initial={editing ?? EMPTY_FORM} onClose={() => setEditing(null)} />
      <ExplainDrawer id={explaining} onClose={() => setExplaining(null)} />
      <AlertsDrawer strategy={alerting} onClose={() => setAlerting(null)} />
    </PageContainer>
  );
}
