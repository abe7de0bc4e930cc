/**
 * /user/subscribe: the charts the user subscribed to. Charts are subscribed from the chart builder,
 * which a later issue delivers; until then nobody can hold a subscription, so the page says why the
 * list is empty instead of showing sample entries.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Link, useIntl } from '@umijs/max';
import { Card, Empty, Typography } from 'antd';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/pageParts/subscribe';

export default function Subscriptions() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('subscribe');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <PageContainer title={f('menu.user.subscribe')}>
      <Card>
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={
            <div style={{ maxInlineSize: 560, marginInline: 'auto' }}>
              <Typography.Title level={5}>{f('subscribe.empty.title')}</Typography.Title>
              <Typography.Paragraph type="secondary">{f('subscribe.empty.why')}</Typography.Paragraph>
              <Typography.Paragraph type="secondary">{f('subscribe.empty.later')}</Typography.Paragraph>
            </div>
          }
        >
          <Link to="/user/introduction/">{f('subscribe.empty.help')}</Link>
        </Empty>
      </Card>
    </PageContainer>
  );
}
