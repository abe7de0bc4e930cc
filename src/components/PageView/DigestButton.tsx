/**
 * "Daily digest" of a page that offers one (common/contract/pageDigest.ts DIGEST_PAGES): the reader subscribes at an
 * hour of their day, in this browser's time zone; from that hour each day a notification in their notification centre
 * links to the page. The popover shows the current choice, changes its hour, or stops it.
 */
import { BellOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { getLocale, useIntl } from '@umijs/max';
import { Button, Popover, Select, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { DIGEST_DEFAULT_HOUR } from '@common/contract/pageDigest';
import { apiMutation, apiQuery, dataOf } from '@/services/query';
import { failureMessage } from '@/utils/apiError';
import { browserZone } from '@/utils/zonedTime';

const LIST = '/v2/pageDigest/list';
const HOURS = Array.from({ length: 24 }, (_, h) => h);
/** 2026-03-01 was a Sunday: day `d` of the week is this plus d days (names from the browser's Intl, no strings of ours). */
const A_SUNDAY = Date.UTC(2026, 2, 1, 12);
const weekdayName = (d: number, locale: string) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(A_SUNDAY + d * 86_400_000);

/** `weekly`: offer a day of the week besides every day (published reports' digests, docs/builder.md "Digests"). */
export default function DigestButton({ page, weekly = false }: { page: string; weekly?: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [open, setOpen] = useState(false);
  const list = useQuery({ ...apiQuery(LIST), select: dataOf, enabled: open });
  const set = useMutation(apiMutation('/v2/pageDigest/set', { invalidates: [LIST] }));
  const remove = useMutation(apiMutation('/v2/pageDigest/remove', { invalidates: [LIST] }));
  const current = list.data?.find((d) => d.page === page) ?? null;
  const zone = current?.timeZone ?? browserZone();
  const busy = set.isPending || remove.isPending;
  const error = list.error ?? set.error ?? remove.error;
  // Daily unless a weekday is chosen (a weekly digest of a report, common/contract/pageDigest.ts).
  const subscribe = (hour: number, weekday: number | null = current?.weekday ?? null) =>
    set.mutate({ page, hour, timeZone: zone, ...(weekday === null ? {} : { weekday }) });

  const content = (
    <Space direction="vertical" style={{ maxWidth: 300 }} data-testid="digest-popover">
      <Typography.Text type="secondary">{t('pageView.digest.explain')}</Typography.Text>
      <Space>
        <Switch
          checked={current !== null}
          loading={list.isPending || busy}
          onChange={(on) => (on ? subscribe(DIGEST_DEFAULT_HOUR) : remove.mutate({ page }))}
          aria-label={t('pageView.digest.toggle')}
        />
        <Typography.Text>{t(current ? 'pageView.digest.on' : 'pageView.digest.off')}</Typography.Text>
      </Space>
      {current && (
        <Space wrap>
          <Typography.Text>{t('pageView.digest.hour')}</Typography.Text>
          <Select
            size="small"
            value={current.hour}
            disabled={busy}
            onChange={(h: number) => subscribe(h)}
            options={HOURS.map((h) => ({ value: h, label: `${String(h).padStart(2, '0')}:00` }))}
            style={{ width: 90 }}
            aria-label={t('pageView.digest.hour')}
          />
          <Typography.Text type="secondary">{zone}</Typography.Text>
          {weekly && (
            <Select
              size="small"
              value={current.weekday ?? -1}
              disabled={busy}
              onChange={(d: number) => subscribe(current.hour, d < 0 ? null : d)}
              options={[
                { value: -1, label: t('pageView.digest.daily') },
                ...[1, 2, 3, 4, 5, 6, 0].map((d) => ({ value: d, label: weekdayName(d, getLocale()) })),
              ]}
              style={{ width: 130 }}
              aria-label={t('pageView.digest.repeat')}
              data-testid="digest-weekday"
            />
          )}
        </Space>
      )}
      {error ? <Typography.Text type="danger">{failureMessage(error)}</Typography.Text> : null}
    </Space>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={content} title={t('pageView.digest.title')}>
      <Button icon={<BellOutlined />} data-testid="report-digest">
        {t('pageView.digest.title')}
      </Button>
    </Popover>
  );
}
