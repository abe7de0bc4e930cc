/**
 * /user/fileUpload: upload files (drop zone with limits and per-file progress) and manage them (list with
 * search, sort, paging, preview, download, delete). Files live under the user's account; administrators
 * may list everyone's.
 */
import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Card } from 'antd';
import { useState } from 'react';
import type { FileRecord } from '@common/contract/fileUpload';
import FilePreview from './components/FilePreview';
import FileTable from './components/FileTable';
import QuotaSummary from './components/QuotaSummary';
import UploadPanel from './components/UploadPanel';

export default function FileUploadPage() {
  const intl = useIntl();
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const [previewing, setPreviewing] = useState<FileRecord | null>(null);

  return (
    <PageContainer title={intl.formatMessage({ id: 'menu.user.fileUpload' })} content={intl.formatMessage({ id: 'fileUpload.intro' })}>
      <Card style={{ marginBlockEnd: 16 }}>
        <UploadPanel />
        <QuotaSummary />
      </Card>
      <FileTable isAdmin={!!isAdmin} onPreview={setPreviewing} />
      <FilePreview file={previewing} onClose={() => setPreviewing(null)} />
    </PageContainer>
  );
}
