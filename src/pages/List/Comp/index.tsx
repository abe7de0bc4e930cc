/**
 * /list/comp: the builder's library components (docs/builder.md, "Components"): panels stored once and placed on any
 * number of pages, edited once. The table of components, and the editor of one (`?id=<component>`, or `?id=new`),
 * loaded when opened.
 */
import '@/locales/pageParts/builderEditor';
import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useLocation } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useMessagePart } from '@/components/PageMessages';
import ComponentTable from './components/ComponentTable';

const ComponentEditor = lazy(() => import('./components/ComponentEditor'));

const PATH = '/list/comp';

export default function BuilderComponents() {
  useMessagePart('builderEditor');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const opened = new URLSearchParams(useLocation().search).get('id');
  const open = (id: string) => history.push(`${PATH}?id=${encodeURIComponent(id)}`);

  return (
    <PageContainer title={f('menu.list.comp')} content={opened ? undefined : f('builderEditor.components.intro')}>
      {opened ? (
        <Suspense fallback={<Skeleton active />}>
          <ComponentEditor key={opened} componentId={opened === 'new' ? null : opened} onClose={() => history.push(PATH)} onOpen={open} />
        </Suspense>
      ) : (
        <ComponentTable
          onEdit={open}
          toolbar={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
              {f('builderEditor.newComponent')}
            </Button>
          }
        />
      )}
    </PageContainer>
  );
}
