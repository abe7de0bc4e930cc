/**
 * The frame of the builder's editors (a library component, a page; docs/builder.md): the toolbar (back, title, the
 * version the edit started from, unsaved, save, and the editor's own buttons), what the editor says above its body
 * (read-only, a kept edit to restore, a save that will replace a newer version, the problems stopping a save), the
 * body, and the dialog of a stale save (409): load the newest version (the edit is kept) or keep editing.
 */
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button, Input, Modal, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import SpecProblems, { type SpecProblem } from '@/components/PageView/SpecProblems';

export interface EditorFrameProps {
  'data-testid': string;
  /** The state of useVersionedEdit. */
  state: { base: number | null; dirty: boolean; overwrite: number | null; conflict: number | null; keepEditing: () => void };
  onBack: () => void;
  /** The title input's label (and placeholder). */
  titleLabel: string;
  title: string;
  onTitle: (title: string) => void;
  readOnly: boolean;
  readOnlyMessage: string;
  /** Tags after the version and "unsaved" ones. */
  tags?: ReactNode;
  saving: boolean;
  onSave: () => void;
  /** The editor's own buttons, after save. */
  actions?: ReactNode;
  /** An unsaved edit kept aside (from a conflict or an earlier visit), offered to restore. */
  kept?: { message: string; onRestore: () => void; onDiscard: () => void } | null;
  /** What stops a save, once the user tried. */
  problems: readonly SpecProblem[];
  /** Keep the edit, then load the newest version (the conflict dialog's main button). */
  onLoadNewest: () => void;
  children: ReactNode;
}

export default function EditorFrame(props: EditorFrameProps) {
  const { state, readOnly, kept, problems } = props;
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Space direction="vertical" style={{ inlineSize: '100%' }} size="middle" data-testid={props['data-testid']}>
      <Space wrap>
        <Button icon={<ArrowLeftOutlined />} onClick={props.onBack}>
          {f('builderEditor.back')}
        </Button>
        <Input
          aria-label={props.titleLabel}
          placeholder={props.titleLabel}
          value={props.title}
          maxLength={200}
          disabled={readOnly}
          onChange={(e) => props.onTitle(e.target.value)}
          style={{ inlineSize: 320 }}
        />
        {state.base !== null && <Tag>{f('builderEditor.versionTag', { version: state.base })}</Tag>}
        {state.dirty && <Tag color="orange">{f('builderEditor.unsaved')}</Tag>}
        {props.tags}
        {!readOnly && (
          <Button type="primary" icon={<SaveOutlined />} loading={props.saving} onClick={props.onSave}>
            {f('builderEditor.save')}
          </Button>
        )}
        {props.actions}
      </Space>
      {readOnly && <Alert type="info" showIcon message={props.readOnlyMessage} />}
      {kept && (
        <Alert
          type="warning"
          showIcon
          data-testid="kept-draft"
          message={kept.message}
          action={
            <Space>
              <Button size="small" type="primary" onClick={kept.onRestore}>
                {f('builderEditor.kept.restore')}
              </Button>
              <Button size="small" onClick={kept.onDiscard}>
                {f('builderEditor.kept.discard')}
              </Button>
            </Space>
          }
        />
      )}
      {state.overwrite !== null && (
        <Alert type="warning" showIcon data-testid="overwrite-warning" message={f('builderEditor.conflict.overwrite', { version: state.overwrite })} />
      )}
      {problems.length > 0 && <SpecProblems type="error" data-testid="save-problems" message={f('builderEditor.problems')} problems={problems} />}
      {props.children}
      <Modal
        open={state.conflict !== null}
        title={f('builderEditor.conflict.title')}
        onCancel={state.keepEditing}
        footer={[
          <Button key="keep" onClick={state.keepEditing}>
            {f('builderEditor.conflict.keep')}
          </Button>,
          <Button key="load" type="primary" onClick={props.onLoadNewest}>
            {f('builderEditor.conflict.load', { version: state.conflict ?? '' })}
          </Button>,
        ]}
      >
        <Typography.Paragraph>{f('builderEditor.conflict.text', { current: state.conflict ?? '', base: state.base ?? '' })}</Typography.Paragraph>
      </Modal>
    </Space>
  );
}
