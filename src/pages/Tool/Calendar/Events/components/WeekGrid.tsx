/**
 * The week grid: seven day columns (Monday first) in the chosen zone, each release placed in its day by release
 * time (date-only releases first, marked), coloured by importance; a release opens the detail drawer.
 */
import type { CalendarEvent } from '@common/contract/events';
import { useIntl } from '@umijs/max';
import { Card, Col, Empty, Row, Space, Typography } from 'antd';
import { useText } from '@/hooks/useText';
import { addDays, dayLabel } from '@/utils/zonedTime';
import type { EventRow } from '../data';
import Importance, { IMPORTANCE_COLOURS } from './Importance';

const BORDER: Record<string, string> = { red: '#f5222d', orange: '#fa8c16', default: '#bfbfbf' };

export default function WeekGrid({ monday, rows, onOpen }: { monday: string; rows: readonly EventRow[]; onOpen: (e: CalendarEvent) => void }) {
  const f = useText();
  const intl = useIntl();
  const days = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  return (
    <Row gutter={[8, 8]} wrap={false} style={{ overflowX: 'auto' }} data-testid="week-grid">
      {days.map((day) => {
        const items = rows.filter((r) => r.day === day);
        return (
          <Col key={day} flex="1 0 150px">
            <Card size="small" title={dayLabel(day, intl.locale)} data-testid={`week-day-${day}`} styles={{ body: { padding: 8 } }}>
              {items.length ? (
                <Space direction="vertical" size={6} style={{ inlineSize: '100%' }}>
                  {items.map((r) => (
                    <button
                      type="button"
                      key={r.id}
                      onClick={() => onOpen(r)}
                      style={{
                        all: 'unset',
                        cursor: 'pointer',
                        display: 'block',
                        borderInlineStart: `4px solid ${BORDER[IMPORTANCE_COLOURS[r.importance]]}`,
                        paddingInlineStart: 6,
                      }}
                    >
                      <Typography.Text strong>{r.clock ?? f('events.status.dateOnly')}</Typography.Text> <Importance level={r.importance} />
                      <div>
                        {r.country} {r.title}
                      </div>
                    </button>
                  ))}
                </Space>
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={f('events.week.none')} />
              )}
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
