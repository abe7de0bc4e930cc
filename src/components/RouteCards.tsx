/**
 * Cards linking to pages the user may open (home and group pages). A card names the page with its
 * menu name and says what it holds: the placeholder sentence or summary of a page, or the pages inside a group.
 */
import { Link, useIntl } from '@umijs/max';
import { Card, Col, Empty, Row, Typography } from 'antd';
import { childCards, menuKeyOf, placeholderKeyOf, summaryKeyOf, type AccessFlags, type RouteCard } from '@/utils/routeTree';
import { hasOwnMessage } from '@/utils/i18n';

/** The separator of a run-on list of page names in the user's language. */
function listSeparator(locale: string): string {
  if (locale.startsWith('zh')) return '、';
  if (locale.startsWith('ar')) return '، ';
  return ', ';
}

export default function RouteCards({ cards, access, emptyText }: { cards: RouteCard[]; access: AccessFlags; emptyText: string }) {
  const intl = useIntl();
  const has = (id: string) => hasOwnMessage(intl.messages, id);
  if (!cards.length) return <Empty description={emptyText} />;
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => {
        const inner = card.route.routes ? childCards(card.chain, access) : [];
        const sentenceKey = [placeholderKeyOf(card.chain), summaryKeyOf(card.chain)].find(has);
        const description = card.route.routes
          ? inner.map((c) => intl.formatMessage({ id: menuKeyOf(c.chain) })).join(listSeparator(intl.locale))
          : sentenceKey
            ? intl.formatMessage({ id: sentenceKey })
            : '';
        return (
          <Col key={card.route.path + (card.route.name ?? '')} xs={24} sm={12} lg={8} xxl={6}>
            <Link to={card.link} data-testid="route-card">
              <Card hoverable style={{ height: '100%' }}>
                <Card.Meta
                  title={intl.formatMessage({ id: menuKeyOf(card.chain) })}
                  description={
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }}>
                      {description}
                    </Typography.Paragraph>
                  }
                />
              </Card>
            </Link>
          </Col>
        );
      })}
    </Row>
  );
}
