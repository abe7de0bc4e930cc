/**
 * /user/about: the product, the version running in this browser (build) and the one the server has
 * published, whether they differ in their main version, and the update history as a timeline.
 * Administrators publish a new version here (every open console checks it every two minutes).
 */
import { ReloadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import { BUILD_VERSION } from '@/constants';
import { DEFAULT_PAGE_SIZE } from '@common/contract/envelope';
import { useServerVersion } from '@/services/serverVersion';
import { DATE_TIME } from '@/utils/dateTime';
import { reloadPage } from '@/utils/reloadPage';
import { isMajorUpdate } from '@/utils/version';
import PublishVersion from './components/PublishVersion';
import UpdateHistory from './components/UpdateHistory';
import { useVersionHistory } from './service';

export default function AboutPage() {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const access = useAccess() as { isAdmin?: boolean };
  const [paging, setPaging] = useState({ current: 1, pageSize: DEFAULT_PAGE_SIZE });
  const version = useServerVersion();
  const history = useVersionHistory(paging);
  const server = version.data?.version;
  const update = server ? isMajorUpdate(server, BUILD_VERSION) : false;
  const reloadVersion = () => void version.refetch();

  // Publishing invalidates the version and the history (service.ts); the newest entry is on page 1.
  const afterPublish = () => setPaging((p) => (p.current === 1 ? p : { ...p, current: 1 }));

  return (
    <PageContainer title={f('menu.user.about')}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card
            title={f('app.title')}
            extra={
              <Button size="small" icon={<ReloadOutlined />} onClick={reloadVersion}>
                {f('common.refresh')}
              </Button>
            }
          >
            <Typography.Paragraph type="secondary">{f('app.subtitle')}</Typography.Paragraph>
            {version.error ? <LoadError error={version.error} onRetry={reloadVersion} /> : null}
            {!version.error && !server ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
            {server ? (
              <>
                <Descriptions column={1} size="small" bordered data-testid="versions">
                  <Descriptions.Item label={f('about.buildVersion')}>
                    <span dir="ltr" data-testid="build-version">
                      {BUILD_VERSION}
                    </span>
                  </Descriptions.Item>
                  <Descriptions.Item label={f('about.serverVersion')}>
                    <span dir="ltr" data-testid="server-version">
                      {server}
                    </span>
                  </Descriptions.Item>
                  {version.data?.publishedAt ? (
                    <Descriptions.Item label={f('about.publishedAt')}>{intl.formatDate(version.data.publishedAt, DATE_TIME)}</Descriptions.Item>
                  ) : null}
                </Descriptions>
                <Alert
                  style={{ marginBlockStart: 12 }}
                  showIcon
                  data-testid="version-check"
                  type={update ? 'warning' : 'success'}
                  message={update ? f('about.check.update') : f('about.check.current')}
                  description={update ? f('about.check.updateBody') : undefined}
                  action={
                    update ? (
                      <Button size="small" type="primary" onClick={reloadPage}>
                        {f('version.reload')}
                      </Button>
                    ) : undefined
                  }
                />
              </>
            ) : null}
          </Card>
          {access.isAdmin ? (
            <Card title={f('about.publish.title')} style={{ marginBlockStart: 16 }}>
              <PublishVersion onPublished={afterPublish} />
            </Card>
          ) : null}
        </Col>
        <Col xs={24} xl={12}>
          <Card title={f('about.history.title')}>
            <UpdateHistory history={history} onPage={(current, pageSize) => setPaging({ current: pageSize === paging.pageSize ? current : 1, pageSize })} />
          </Card>
        </Col>
      </Row>
    </PageContainer>
  );
}
