/**
 * The caller's use of the file area against the per-user limits (`oss/upload/quota`): files and space, each with a
 * bar, uploads in progress when there are any, and a warning once a limit is reached (the server then refuses new
 * uploads with `uploadQuota` / `uploadsPending`). Reloads after every upload and delete (service.ts).
 */
import { useIntl } from '@umijs/max';
import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Progress, Typography } from 'antd';
import { dataOf } from '@/services/query';
import { formatBytes } from '@/utils/fileRules';
import { uploadQuotaQuery } from '../service';

const percent = (used: number, max: number) => Math.min(100, Math.round((used / max) * 100));

export default function QuotaSummary() {
  const intl = useIntl();
  const { data } = useQuery({ ...uploadQuotaQuery(), select: dataOf });
  if (!data) return null;
  const f = (id: string, values: Record<string, string>) => intl.formatMessage({ id }, values);
  const n = (value: number) => intl.formatNumber(value);
  const full = data.files >= data.maxFiles || data.bytes >= data.maxBytes;
  const meters = [
    { key: 'files', text: f('fileUpload.quota.files', { used: n(data.files), max: n(data.maxFiles) }), value: percent(data.files, data.maxFiles) },
    {
      key: 'bytes',
      text: f('fileUpload.quota.bytes', { used: formatBytes(data.bytes, intl.locale), max: formatBytes(data.maxBytes, intl.locale) }),
      value: percent(data.bytes, data.maxBytes),
    },
  ];
  return (
    <div data-testid="upload-quota" style={{ marginBlockStart: 16 }}>
      <Flex gap={24} wrap>
        {meters.map((m) => (
          <div key={m.key} style={{ flex: '1 1 220px', minInlineSize: 0 }}>
            <Typography.Text>{m.text}</Typography.Text>
            <Progress percent={m.value} size="small" showInfo={false} status={m.value >= 100 ? 'exception' : 'normal'} />
          </div>
        ))}
      </Flex>
      {data.pending > 0 ? (
        <Typography.Text type="secondary">{f('fileUpload.quota.pending', { pending: n(data.pending), max: n(data.maxPending) })}</Typography.Text>
      ) : null}
      {full ? <Alert type="warning" showIcon style={{ marginBlockStart: 8 }} message={intl.formatMessage({ id: 'fileUpload.quota.full' })} /> : null}
    </div>
  );
}
