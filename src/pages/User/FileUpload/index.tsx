/**
 * /user/fileUpload: upload files (drop zone with limits and per-file progress) and manage them (list with
 * search, sort, paging, preview, download, delete). Files live under the user's account; administrators
 * may list everyone's.
 */
import { PageContainer, type ActionType } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Card } from 'antd';
import { useRef, useState } from 'react';
import type { FileRecord } from '@common/contract/oss';
import FilePreview from './components/FilePreview';
import FileTable from './components/FileTable';
import UploadPanel from './components/UploadPanel';

export default function FileUploadPage() {
  const intl = useIntl();
  const { isAdmin } = useAccess() as { isAdmin?: boolean };
  const actionRef = useRef<ActionType>();
  const [previewing, setPreviewing] = useState<FileRecord | null>(null);

  return (
    <PageContainer title={intl.formatMessage({ id: 'menu.user.fileUpload' })} content={intl.formatMessage({ id: 'files.intro' })}>
      <Card style={{ marginBlockEnd: 16 }}>
        <UploadPanel onUploaded={() => actionRef.current?.reload()} />
      </Card>
      <FileTable isAdmin={!!isAdmin} actionRef={actionRef} onPreview={setPreviewing} />
      <FilePreview file={previewing} onClose={() => setPreviewing(null)} />
    </PageContainer>
  );
}
