/**
 * "Subscribe" on a report panel's frame: the panel goes on the user's home with the variable values on screen pinned
 * (common/contract/subscribe.ts). Shown as done when the user already holds that panel with those values.
 */
import { CheckOutlined, PushpinOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, message, Tooltip } from 'antd';
import type { BuilderVariables } from '@common/contract/builder';
import type { Subscription } from '@common/contract/subscribe';
import { failureMessage } from '@/utils/apiError';
import { useSubscribe } from '../service';

const sameValues = (a: BuilderVariables, b: BuilderVariables) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

export interface SubscribeButtonProps {
  slug: string;
  panelId: string;
  title: string;
  values: BuilderVariables;
  subscriptions: Subscription[] | undefined;
}

export default function SubscribeButton({ slug, panelId, title, values, subscriptions }: SubscribeButtonProps) {
  const intl = useIntl();
  const subscribe = useSubscribe();
  const held = subscriptions?.some((s) => s.slug === slug && s.panelId === panelId && sameValues(s.variables, values)) ?? false;
  const label = intl.formatMessage({ id: held ? 'report.subscribe.done' : 'report.subscribe' }, { title });
  return (
    <Tooltip title={label}>
      <Button
        size="small"
        type="text"
        icon={held ? <CheckOutlined /> : <PushpinOutlined />}
        aria-label={label}
        data-testid="panel-subscribe"
        disabled={held || subscriptions === undefined}
        loading={subscribe.isPending}
        onClick={() =>
          subscribe.mutate(
            { slug, panelId, variables: values },
            {
              onSuccess: () => void message.success(intl.formatMessage({ id: 'report.subscribe.added' }, { title })),
              onError: (error) => void message.error(failureMessage(error)),
            },
          )
        }
      />
    </Tooltip>
  );
}
