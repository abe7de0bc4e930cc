/**
 * One audit entry's detail as a small field / before / after table (auditDiff.ts), field names and known values
 * in the user's language, secrets replaced by "(hidden)". A detail that is not a JSON object is shown as text.
 */
import { useIntl } from '@umijs/max';
import { Typography } from 'antd';
import { hasOwnMessage } from '@/utils/i18n';
import { auditChanges } from '../auditDiff';

const EMPTY = '—';

export default function AuditDetail({ id, detail }: { id: string; detail: string }) {
  const intl = useIntl();
  const f = (key: string) => intl.formatMessage({ id: key });
  const changes = auditChanges(detail);
  if (!changes) {
    return (
      <Typography.Text data-testid={`audit-detail-${id}`} ellipsis={{ tooltip: detail }} style={{ maxInlineSize: 420 }}>
        {detail}
      </Typography.Text>
    );
  }
  const fieldLabel = (field: string) => {
    const key = field === 'disabled' ? 'admin.field.status' : `admin.field.${field}`;
    return hasOwnMessage(intl.messages, key) ? f(key) : field;
  };
  const show = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (field === 'disabled') return f(value ? 'admin.status.disabled' : 'admin.status.active');
    if (Array.isArray(value)) return value.length ? value.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ') : EMPTY;
    return typeof value === 'string' ? value : JSON.stringify(value);
  };
  const hidden = f('admin.audit.hidden');
  const withBefore = changes.some((c) => c.hasBefore);
  return (
    <table data-testid={`audit-detail-${id}`} className="audit-detail" style={{ borderCollapse: 'collapse', fontSize: 12 }}>
      <thead>
        <tr>
          <th style={{ textAlign: 'start', paddingInlineEnd: 12 }}>{f('admin.audit.field')}</th>
          {withBefore && <th style={{ textAlign: 'start', paddingInlineEnd: 12 }}>{f('admin.audit.before')}</th>}
          <th style={{ textAlign: 'start' }}>{f('admin.audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field}>
            <td style={{ paddingInlineEnd: 12, verticalAlign: 'top' }}>{fieldLabel(c.field)}</td>
            {withBefore && (
              <td style={{ paddingInlineEnd: 12, verticalAlign: 'top', wordBreak: 'break-word' }}>
                {c.secret ? hidden : c.hasBefore ? show(c.field, c.before) : EMPTY}
              </td>
            )}
            <td style={{ verticalAlign: 'top', wordBreak: 'break-word' }}>{c.secret ? hidden : show(c.field, c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
