/**
 * One subscribed chart: the panel of its report read now with its pinned values (/v2/subscribe/read), drawn by the
 * renderer's own frame with what the reader may not read named; or, when the report is withheld as a whole (the
 * reader left its list, it was unpublished, the panel was removed), a sentence saying so. `controls` are home's.
 */
import { Link, useIntl } from '@umijs/max';
import { Alert, Card, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import type { Subscription } from '@common/contract/subscribe';
import LoadError from '@/components/LoadError';
import PanelFrame from '@/components/PageView/PanelFrame';
import type { PanelChoice } from '@/components/PageView/layoutStore';
import { panelWithholding } from '@/components/PageView/withheld';
import { useSubscriptionRead } from '@/services/subscriptions';

export default function SubscribedChart({ subscription, controls }: { subscription: Subscription; controls?: ReactNode }) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const read = useSubscriptionRead(subscription.id);
  const [choice, setChoice] = useState<PanelChoice>({});
  const values = Object.entries(subscription.variables)
    .map(([k, v]) => `${k} = ${v}`)
    .join(', ');
  const footer = (
    <Space size={8} wrap style={{ marginTop: 4 }}>
      <Link to={`/report/${subscription.slug}`} dir="ltr">
        /report/{subscription.slug}
      </Link>
      {values && (
        <Typography.Text type="secondary" dir="ltr">
          {values}
        </Typography.Text>
      )}
    </Space>
  );

  if (read.isPending) return <Skeleton active />;
  if (read.error) return <LoadError error={read.error} onRetry={() => void read.refetch()} />;
  const panel = read.data.report?.spec.panels[0];
  if (!read.data.report || !panel) {
    return (
      <Card size="small" extra={controls} data-testid="subscribed-chart" data-withheld="true">
        <Alert
          type="warning"
          showIcon
          message={f(read.data.withheld === 'forbidden' ? 'pageView.subscribed.withheld.forbidden' : 'pageView.subscribed.withheld.unknown', {
            slug: subscription.slug,
          })}
        />
        {footer}
      </Card>
    );
  }
  // Hiding a chart on home is removing it (the subscriptions page): the frame keeps its collapse, not its hide.
  return (
    <div data-testid="subscribed-chart" data-subscription={subscription.id}>
      <PanelFrame
        panel={panel}
        unit={null}
        choice={{ collapsed: choice.collapsed }}
        onChoice={(next) => setChoice({ collapsed: next.collapsed })}
        withholding={panelWithholding(panel, read.data.report)}
        extra={controls}
        canHide={false}
      />
      {footer}
    </div>
  );
}
