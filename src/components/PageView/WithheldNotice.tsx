/**
 * The sentence a report panel shows for what the reader may not read (withheld.ts): each withheld address ("you may
 * not read <address>", or "<address> names no series"), or, for a panel whose own call needs a page the reader may
 * not open, which page that is, in place of an empty chart or a "no permission" message.
 */
import { useIntl } from '@umijs/max';
import { Alert } from 'antd';
import routes, { type RouteConfig } from '../../../config/routes';
import { linkPathOf } from '@/utils/routeTree';
import type { PanelWithholding } from './withheld';

/** The route path whose access key is `access` (the page a call's key belongs to), else the key itself. */
function pageOfAccess(access: string, list: RouteConfig[] = routes): string | null {
  for (const r of list) {
    if (r.access === access && r.path) return linkPathOf(r.path);
    const inner = r.routes && pageOfAccess(access, r.routes);
    if (inner) return inner;
  }
  return null;
}

export default function WithheldNotice({ withholding }: { withholding: Exclude<PanelWithholding, null> }) {
  const intl = useIntl();
  if (withholding.state === 'blocked') {
    const page = pageOfAccess(withholding.blocked.access) ?? withholding.blocked.access;
    return (
      <Alert
        type="info"
        showIcon
        data-testid="panel-blocked"
        message={intl.formatMessage({ id: 'pageView.withheld.blocked' }, { page })}
        description={intl.formatMessage({ id: 'pageView.withheld.blockedWhy' }, { call: withholding.blocked.call })}
      />
    );
  }
  return (
    <Alert
      type={withholding.state === 'whole' ? 'warning' : 'info'}
      showIcon
      data-testid="panel-withheld"
      style={withholding.state === 'partial' ? { marginBottom: 8 } : undefined}
      message={withholding.addresses.map(({ address, why }) => (
        <div key={address}>
          {intl.formatMessage(
            { id: why === 'forbidden' ? 'pageView.withheld.forbidden' : 'pageView.withheld.unknown' },
            { address: <bdi dir="ltr">{address}</bdi> },
          )}
        </div>
      ))}
    />
  );
}
