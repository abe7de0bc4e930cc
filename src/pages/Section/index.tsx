/** A group's index page: cards for the pages of the group the user may open (config/routes.ts + access flags). */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl, useLocation } from '@umijs/max';
import { Typography } from 'antd';
import RouteCards from '@/components/RouteCards';
import { childCards, findRouteChain, menuKeyOf, type AccessFlags } from '@/utils/routeTree';

export default function Section() {
  const intl = useIntl();
  const access = useAccess() as AccessFlags;
  const { pathname } = useLocation();
  const chain = findRouteChain(pathname);
  // The matched route is the group's index child; the group is the one above it.
  const groupChain = chain && chain.length > 1 ? chain.slice(0, -1) : chain;
  const cards = groupChain ? childCards(groupChain, access) : [];
  return (
    <PageContainer title={groupChain ? intl.formatMessage({ id: menuKeyOf(groupChain) }) : pathname}>
      {cards.length ? <Typography.Paragraph>{intl.formatMessage({ id: 'pages.section.intro' })}</Typography.Paragraph> : null}
      <RouteCards cards={cards} access={access} emptyText={intl.formatMessage({ id: 'pages.section.none' })} />
    </PageContainer>
  );
}
