/**
 * /list/data: data sets (docs/dataSet.md): the table of the data sets the user may read and the editor of one, with
 * its live preview and "used by" list. A saved data set is the address `set:<id>` every series picker offers.
 */
import { PageContainer } from '@ant-design/pro-components';
import { Alert, Card, message, Space } from 'antd';
import { useState } from 'react';
import type { DataSetInfo } from '@common/contract/dataSet';
import { useMessagePart } from '@/components/PageMessages';
import { failureMessage } from '@/utils/apiError';
import DataSetEditor from './components/DataSetEditor';
import DataSetTable from './components/DataSetTable';
import { editorOf, emptyEditor } from './components/editorState';
import { useText } from './components/useText';
import type { EditorState } from './data';
import { useDataSets, useRemoveDataSet } from './service';
import '@/locales/pageParts/dataSet';

export default function Data() {
  // Its strings are a part of their own, loaded with this page (src/locales/pageOwnedAreas.ts).
  useMessagePart('dataSet');
  const t = useText();
  const sets = useDataSets();
  const remove = useRemoveDataSet();
  // The editor's content and a key so that opening another data set starts a fresh editor.
  const [editing, setEditing] = useState<{ key: number; state: EditorState } | null>(null);
  const open = (state: EditorState) => setEditing((e) => ({ key: (e?.key ?? 0) + 1, state }));
  const onRemove = (set: DataSetInfo) =>
    remove.mutate(
      { id: set.id },
      {
        onSuccess: () => {
          void message.success(t('dataSet.removed'));
          setEditing((e) => (e?.state.id === set.id ? null : e));
        },
        onError: (error) => void message.error(failureMessage(error)),
      },
    );
  return (
    <PageContainer title={t('menu.list.data')} content={t('dataSet.intro')}>
      <Space direction="vertical" size="middle" style={{ inlineSize: '100%' }}>
        {sets.isError && <Alert type="error" showIcon message={failureMessage(sets.error)} />}
        <Card>
          <DataSetTable
            sets={sets.data ?? []}
            loading={sets.isLoading}
            onEdit={(set) => open(editorOf(set))}
            onRemove={onRemove}
            onNew={() => open(emptyEditor())}
          />
        </Card>
        {editing && <DataSetEditor key={editing.key} initial={editing.state} onClose={() => setEditing(null)} />}
      </Space>
    </PageContainer>
  );
}
