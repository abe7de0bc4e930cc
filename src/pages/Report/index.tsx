/**
 * `/report/<slug>`: a published report (docs/builder.md "Reports"), read with report/spec and drawn by the one
 * renderer. What the reader may not read is named, never asked for (PageView's `withholding`). Variable inputs read
 * the report again with their values; each panel offers "subscribe" (home). A reader not on the route's list gets the
 * 403 page, an unknown slug the 404 page.
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useLocation } from '@umijs/max';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import type { BuilderVariables } from '@common/contract/builder';
import { ReportSlug } from '@common/contract/builder';
import Forbidden from '@/components/Forbidden';
import { useMessagePart } from '@/components/PageMessages';
import PageView from '@/components/PageView';
import { specText } from '@/components/PageView/specText';
import { HOME_PATH } from '@/constants';
import '@/locales/productParts';
import { failureMessage, failureOf } from '@/utils/apiError';
import SubscribeButton from './components/SubscribeButton';
import VariableInputs from './components/VariableInputs';
import { useReportSpec, useSubscriptions } from './service';

const PREFIX = '/report/';
const SLUG = new RegExp(ReportSlug.pattern ?? '');

function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title={intl.formatMessage({ id: 'report.notFound' })}
      subTitle={intl.formatMessage({ id: 'pages.404.subTitle' })}
      extra={
        <Button type="primary" onClick={() => history.push(HOME_PATH)}>
          {intl.formatMessage({ id: 'pages.backHome' })}
        </Button>
      }
    />
  );
}

export default function ReportPage() {
  // The renderer's strings are the product pages' part (src/locales/load.ts).
  useMessagePart('products');
  const { pathname } = useLocation();
  const slug = pathname.startsWith(PREFIX) ? pathname.slice(PREFIX.length).replace(/\/+$/, '') : '';
  return SLUG.test(slug) ? <Report key={slug} slug={slug} /> : <NotFound />;
}

function Report({ slug }: { slug: string }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<BuilderVariables | undefined>(undefined);
  const report = useReportSpec(slug, chosen);
  const subscriptions = useSubscriptions();
  if (report.isPending) return <Skeleton active />;
  if (report.isError) {
    const failure = failureOf(report.error);
    if (failure?.msgKey === 'api.error.forbidden') return <Forbidden />;
    if (failure?.msgKey === 'api.error.notFound') return <NotFound />;
    return (
      <PageContainer>
        <Alert type="error" showIcon message={failureMessage(report.error)} />
      </PageContainer>
    );
  }
  const data = report.data;
  return (
    <PageView
      key={JSON.stringify(data.values)}
      spec={data.spec}
      digestPage={`${PREFIX}${slug}`}
      withholding={data}
      header={<VariableInputs declared={data.variables} values={data.values} onApply={setChosen} />}
      panelExtra={(panel) => (
        <SubscribeButton slug={slug} panelId={panel.id} title={specText(intl, panel.title)} values={data.values} subscriptions={subscriptions.data} />
      )}
    />
  );
}
