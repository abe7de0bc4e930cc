/** The server's published version on the home page, next to this bundle's build version. */
import { Link, useAccess, useIntl } from '@umijs/max';
import { Card, Descriptions, Skeleton } from 'antd';
import { deferComponent } from '@/components/deferred/deferComponent';
import LoadError from '@/components/LoadError';
import { BUILD_VERSION } from '@/constants';
import { useServerVersion } from '@/services/serverVersion';
import { isMajorUpdate } from '@/utils/version';
import { DATE_TIME } from '@/utils/dateTime';

// The update tag shows only when the server is a major version ahead of this bundle (the server has just answered, so
// its code can load then): its code is not part of home's first load (docs/first-load.md).
const Tag = deferComponent(() => import('antd/es/tag'));

export default function VersionCard() {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const access = useAccess() as Record<string, boolean>;
  const version = useServerVersion();
  const server = version.data?.version;
  return (
    <Card
      title={f('home.version.title')}
      extra={access.auth_user_about ? <Link to="/user/about">{f('home.version.more')}</Link> : null}
      data-testid="version-card"
    >
      {version.error ? (
        <LoadError error={version.error} onRetry={() => void version.refetch()} />
      ) : !server ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Descriptions column={1} size="small">
          <Descriptions.Item label={f('about.serverVersion')}>
            <span dir="ltr" data-testid="server-version">
              {server}
            </span>
            {isMajorUpdate(server, BUILD_VERSION) ? (
              <Tag color="warning" style={{ marginInlineStart: 8 }}>
                {f('about.check.update')}
              </Tag>
            ) : null}
          </Descriptions.Item>
          {version.data?.publishedAt ? (
            <Descriptions.Item label={f('about.publishedAt')}>{intl.formatDate(version.data.publishedAt, DATE_TIME)}</Descriptions.Item>
          ) : null}
          <Descriptions.Item label={f('about.buildVersion')}>
            <span dir="ltr">{BUILD_VERSION}</span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
