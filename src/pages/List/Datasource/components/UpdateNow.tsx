/**
 * "Update now" for a source with an update call: an optional note, then the run. The server answers when the
 * run has finished, so the button shows the run in progress until then and the result (state, rows, message)
 * after; a run already in progress elsewhere answers 409, shown as such. Sources without an update call say so.
 */
import { Alert, Button, Input, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import type { RunRecord, SourceName } from '@common/contract/datasource';
import { failureMessage } from '@/utils/apiError';
import { useRunUpdate } from '../service';
import RunStateTag from './RunStateTag';
import { useRunText } from './useRunText';

const NOTE_MAX = 500;
const RESULT_TYPE: Record<RunRecord['state'], 'success' | 'error' | 'info'> = { success: 'success', failed: 'error', skipped: 'info', running: 'info' };

interface Props {
  source: SourceName;
  name: string;
  updatable: boolean;
  enabled: boolean;
}

export default function UpdateNow({ source, name, updatable, enabled }: Props) {
  const { f, time, serverMessage } = useRunText();
  const run = useRunUpdate(source);
  const [note, setNote] = useState('');

  if (!updatable) return <Alert type="info" showIcon message={f('datasource.update.scheduleOnly', { name })} />;
  const result = run.data?.data;

  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }}>
      {!enabled && <Typography.Text type="secondary">{f('datasource.update.disabledNote')}</Typography.Text>}
      <Input.TextArea
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={NOTE_MAX}
        rows={2}
        placeholder={f('datasource.update.note')}
        aria-label={f('datasource.update.note')}
      />
      <Button type="primary" loading={run.isPending} onClick={() => run.mutate({ ...(note.trim() ? { note: note.trim() } : {}) })}>
        {f('datasource.update.run')}
      </Button>
      <div aria-live="polite">
        {run.isPending && (
          <Space>
            <Spin size="small" />
            <span>{f('datasource.update.running', { name })}</span>
          </Space>
        )}
        {run.isError && <Alert type="error" showIcon message={failureMessage(run.error)} />}
        {result && !run.isPending && (
          <Alert
            type={RESULT_TYPE[result.state]}
            showIcon
            data-testid="update-result"
            message={
              <Space size={4} wrap>
                <RunStateTag state={result.state} />
                <span>{f('datasource.update.result', { rows: result.rows, time: time(result.finishedAt ?? result.startedAt) })}</span>
              </Space>
            }
            description={serverMessage(result)}
          />
        )}
      </div>
    </Space>
  );
}
