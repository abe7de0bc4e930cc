/**
 * /tool/trade/aiModel: the assistant (docs/assistant.md, "The page"). The caller's conversations beside the one
 * open, each answer streamed with its tool steps, citations, checked figures and charts; usage today against the
 * limit. Without a configured provider the page says how to get one: administrators configure it here, others are
 * told to ask one. Administrators reach the same settings from the page header at any time.
 */
import '@/locales/pageParts/assistant';
import { SettingOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Alert, Button, Card, Col, Drawer, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useMessagePart } from '@/components/PageMessages';
import { failureMessage } from '@/utils/apiError';
import ConversationList from './components/ConversationList';
import ProviderForm from './components/ProviderForm';
import UsageBar, { limitReached } from './components/UsageBar';
import { useUsage } from './service';
import './index.less';

// The chat and the AI SDK under it (about 130 KiB gzipped) load when a conversation is drawn: not for the no-provider
// page, and not in the web tests that render the app's other routes (Umi's test routes load every page).
const ChatPanel = lazy(() => import('./components/ChatPanel'));

export default function Assistant() {
  useMessagePart('assistant');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const isAdmin = !!(useAccess() as { isAdmin?: boolean }).isAdmin;
  const usage = useUsage();
  const [selected, setSelected] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [settings, setSettings] = useState(false);

  const title = f('menu.tool.aiModel');
  if (usage.isLoading) return <PageContainer title={title}>{<Skeleton active />}</PageContainer>;
  if (usage.error || !usage.data)
    return (
      <PageContainer title={title}>
        <Alert type="error" showIcon message={failureMessage(usage.error)} />
      </PageContainer>
    );

  if (!usage.data.configured)
    return (
      <PageContainer title={title}>
        <Card>
          <Typography.Title level={4}>{f('assistant.noProvider.title')}</Typography.Title>
          <Typography.Paragraph>{f('assistant.noProvider.what')}</Typography.Paragraph>
          {isAdmin ? (
            <>
              <Typography.Paragraph>{f('assistant.noProvider.admin')}</Typography.Paragraph>
              <ProviderForm />
            </>
          ) : (
            <Alert type="info" showIcon message={f('assistant.noProvider.user')} />
          )}
        </Card>
      </PageContainer>
    );

  return (
    <PageContainer
      title={title}
      content={<UsageBar usage={usage.data} />}
      extra={
        isAdmin ? (
          <Button icon={<SettingOutlined />} onClick={() => setSettings(true)}>
            {f('assistant.provider.title')}
          </Button>
        ) : undefined
      }
    >
      <Row gutter={[16, 16]} className="assistant-page">
        <Col xs={24} lg={7} xxl={6}>
          <ConversationList selected={selected} onSelect={setSelected} busy={busy} />
        </Col>
        <Col xs={24} lg={17} xxl={18}>
          <Card size="small">
            <Suspense fallback={<Skeleton active />}>
              <ChatPanel conversationId={selected} onConversation={setSelected} onBusy={setBusy} exhausted={limitReached(usage.data)} />
            </Suspense>
          </Card>
        </Col>
      </Row>
      {isAdmin ? (
        <Drawer open={settings} title={f('assistant.provider.title')} width={620} onClose={() => setSettings(false)} destroyOnHidden>
          <ProviderForm onSaved={() => setSettings(false)} />
        </Drawer>
      ) : null}
    </PageContainer>
  );
}
