/**
 * Stand-in for a page a later issue builds: the page's menu title and one plain sentence of what it
 * will hold (`placeholder.<route names>`). It never shows sample data.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useLocation } from '@umijs/max';
import { Card, Tag, Typography } from 'antd';
import { findRouteChain, menuKeyOf, pageChainOf, placeholderKeyOf } from '@/utils/routeTree';

export default function Placeholder() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const chain = findRouteChain(pathname);
  // A group's own page is headed with the group's name, as in the menu and the breadcrumb.
  const title = chain ? intl.formatMessage({ id: menuKeyOf(pageChainOf(chain)) }) : pathname;
  const sentenceKey = chain ? placeholderKeyOf(chain) : '';
  return (
    <PageContainer title={title}>
      <Card>
        <Tag color="processing">{intl.formatMessage({ id: 'pages.placeholder.status' })}</Tag>
        <Typography.Paragraph style={{ marginTop: 12 }} data-testid="placeholder-sentence">
          {sentenceKey ? intl.formatMessage({ id: sentenceKey }) : null}
        </Typography.Paragraph>
      </Card>
    </PageContainer>
  );
}
