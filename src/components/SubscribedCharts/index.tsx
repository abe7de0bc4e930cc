/**
 * The user's subscribed charts on home (issue 22, docs/builder.md "Subscriptions and home"): a 24-column grid in the
 * order and widths the user chose, each chart read with its pinned values and re-checked against the reader.
 * Arranging: drag a chart by its handle onto another (it takes that place), or "move earlier / later" from the keyboard,
 * and a width choice (a third, a half, the row), saved at once (/v2/subscribe/layout). The charts keep their own
 * heights (a collapsed or withheld one is short), so the grid flows rather than placing cells as the page editor's
 * react-grid-layout does. This module and the renderer load as their own chunk, only for a user who has
 * subscriptions (home's first load stays as it was, docs/first-load.md).
 */
import { ArrowDownOutlined, ArrowUpOutlined, HolderOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Col, Row, Select, Space, Tooltip, theme } from 'antd';
import { useState } from 'react';
import { SUBSCRIBE_WIDTHS, type Subscription } from '@common/contract/subscribe';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/productParts';
import { useArrangeSubscriptions } from '@/services/subscriptions';
import SubscribedChart from './SubscribedChart';

type Width = (typeof SUBSCRIBE_WIDTHS)[number];

export default function SubscribedCharts({ subscriptions }: { subscriptions: Subscription[] }) {
  // The renderer's strings and these controls' are the product pages' part (src/locales/load.ts), loaded with this chunk.
  useMessagePart('products');
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const arrange = useArrangeSubscriptions();
  const { token } = theme.useToken();
  const save = (next: Subscription[]) => arrange.mutate({ items: next.map((s) => ({ id: s.id, w: s.w as Width })) });
  const move = (from: number, to: number) => {
    const next = [...subscriptions];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved);
    save(next);
  };
  // The chart being dragged (its index) and the one under it, outlined as the drop place.
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const endDrag = () => {
    setDragged(null);
    setOver(null);
  };

  return (
    <Row gutter={[12, 12]} data-testid="subscribed-charts">
      {subscriptions.map((s, i) => {
        const name = s.panelTitle ?? s.slug;
        const controls = (
          <Space size={2}>
            <Tooltip title={f('pageView.subscribed.drag')}>
              <Button
                size="small"
                type="text"
                icon={<HolderOutlined />}
                draggable={!arrange.isPending}
                style={{ cursor: 'grab' }}
                aria-label={f('pageView.subscribed.dragOf', { title: name })}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  setDragged(i);
                }}
                onDragEnd={endDrag}
              />
            </Tooltip>
            <Tooltip title={f('pageView.subscribed.earlier')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowUpOutlined />}
                disabled={i === 0 || arrange.isPending}
                aria-label={f('pageView.subscribed.earlierOf', { title: name })}
                onClick={() => move(i, i - 1)}
              />
            </Tooltip>
            <Tooltip title={f('pageView.subscribed.later')}>
              <Button
                size="small"
                type="text"
                icon={<ArrowDownOutlined />}
                disabled={i === subscriptions.length - 1 || arrange.isPending}
                aria-label={f('pageView.subscribed.laterOf', { title: name })}
                onClick={() => move(i, i + 1)}
              />
            </Tooltip>
            <Select
              size="small"
              value={s.w}
              disabled={arrange.isPending}
              aria-label={f('pageView.subscribed.widthOf', { title: name })}
              onChange={(w: number) => save(subscriptions.map((x) => (x.id === s.id ? { ...x, w } : x)))}
              options={SUBSCRIBE_WIDTHS.map((w) => ({ value: w, label: f(`pageView.subscribed.width.${w}`) }))}
              style={{ width: 92 }}
            />
          </Space>
        );
        return (
          <Col
            key={s.id}
            xs={24}
            lg={s.w}
            style={{ minWidth: 0, outline: over === i && dragged !== i ? `2px dashed ${token.colorPrimary}` : undefined, outlineOffset: 2 }}
            data-testid="subscribed-cell"
            onDragOver={(e) => {
              if (dragged === null) return;
              e.preventDefault();
              setOver(i);
            }}
            onDragLeave={() => setOver((o) => (o === i ? null : o))}
            onDrop={(e) => {
              e.preventDefault();
              if (dragged !== null && dragged !== i) move(dragged, i);
              endDrag();
            }}
          >
            <SubscribedChart subscription={s} controls={controls} />
          </Col>
        );
      })}
    </Row>
  );
}
