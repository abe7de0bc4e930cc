/**
 * /list/page: the builder's pages (docs/builder.md, "The page editor"). The table of pages the user may read, import of
 * a page file, and the editor of one page (`?id=<page>`, or `?id=new`), loaded with its grid only when opened so no
 * other page's bundle carries react-grid-layout.
 */
import '@/locales/pageParts/builderEditor';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { history, useIntl, useLocation } from '@umijs/max';
import { Button, Skeleton } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useMessagePart } from '@/components/PageMessages';
import '@/locales/productParts';
import ImportModal from './components/ImportModal';
import PageTable from './components/PageTable';

const PageEditor = lazy(() => import('./components/PageEditor'));

const PATH = '/list/page';

export default function BuilderPages() {
  useMessagePart('builderEditor');
  // The renderer's strings (the preview, the page's time range choices) are the product pages' part (src/locales/load.ts).
  useMessagePart('products');
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const { search } = useLocation();
  const opened = new URLSearchParams(search).get('id');
  const [importing, setImporting] = useState(false);
  const open = (id: string) => history.push(`${PATH}?id=${encodeURIComponent(id)}`);
  const close = () => history.push(PATH);

  return (
    <PageContainer title={f('menu.list.page')} content={opened ? undefined : f('builderEditor.pages.intro')}>
      {opened ? (
        <Suspense fallback={<Skeleton active />}>
          {/* A new key per page: the editor's draft, versions and conflict state belong to one page. */}
          <PageEditor key={opened} pageId={opened === 'new' ? null : opened} onClose={close} onOpen={open} />
        </Suspense>
      ) : (
        <>
          <PageTable
            onEdit={open}
            toolbar={
              <>
                <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
                  {f('builderEditor.new')}
                </Button>
                <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                  {f('builderEditor.import')}
                </Button>
              </>
            }
          />
          <ImportModal
            open={importing}
            onClose={() => setImporting(false)}
            onCreated={(id) => {
              setImporting(false);
              open(id);
            }}
          />
        </>
      )}
    </PageContainer>
  );
}
