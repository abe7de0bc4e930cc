/**
 * The explanation of a strategy's value (`/v2/strategy/explain`) in a drawer, live value by default: the body
 * (ExplanationBody: formula, value, the USD/CNY in use, legs, dated rates) under the strategy's name, badged DEMO DATA
 * when any input is demo data.
 */
import { useIntl } from '@umijs/max';
import { Alert, Drawer, Skeleton } from 'antd';
import DemoBadge from '@/components/DemoBadge';
import { failureMessage } from '@/utils/apiError';
import { useExplanation } from '@/services/market/strategies';
import ExplanationBody from './ExplanationBody';

export default function ExplainDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const intl = useIntl();
  const f = (key: string) => intl.formatMessage({ id: key });
  const explain = useExplanation(id);
  const x = explain.data;
  return (
    <Drawer open={id !== null} onClose={onClose} width={640} title={x ? `${f('strategy.explain.title')}: ${x.name}` : f('strategy.explain.title')}>
      {explain.isError && <Alert type="error" showIcon message={failureMessage(explain.error)} />}
      {explain.isLoading && <Skeleton active />}
      {x && (
        <>
          {x.demo && <DemoBadge />}
          <ExplanationBody explanation={x} />
        </>
      )}
    </Drawer>
  );
}
