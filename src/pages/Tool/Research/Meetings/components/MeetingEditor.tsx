/**
 * Create or edit one meeting in a drawer: title, kind, date and time, attendees, products, the markdown body
 * with its live preview side by side, decisions, action items and (for the author only) who may see it. A new
 * meeting starts with its kind's template; changing the kind of a new meeting whose body is still empty or
 * still the previous template puts the new kind's template in. Saved meetings export to Markdown and print
 * (PDF through the browser's "Save as PDF").
 */
import { useAccess, useModel } from '@umijs/max';
import { Alert, Button, Col, DatePicker, Drawer, Form, Input, message, Popconfirm, Radio, Row, Select, Space, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { MEETING_BODY_MAX, MEETING_KINDS, MEETING_TITLE_MAX, type Meeting, type MeetingKind } from '@common/contract/meetings';
import { failureMessage } from '@/utils/apiError';
import { useDeleteMeeting, useExportMarkdown, useMeeting, useMeetingRoles, useMeetingUsers, useSaveMeeting } from '../service';
import ActionItemsEditor from './ActionItemsEditor';
import AttachmentsField from './AttachmentsField';
import DecisionsEditor from './DecisionsEditor';
import { type Draft, draftOf, newDraft, saveBodyOf } from './draft';
import { downloadText, useAttachmentDownload } from './download';
import MarkdownView from './MarkdownView';
import PrintView from './PrintView';
import { useText } from '@/hooks/useText';

export interface MeetingEditorProps {
  /** 'new' for a new meeting, an id to edit, null when closed. */
  target: string | null;
  onClose: () => void;
  onHistory: (id: string) => void;
  /** After a create, the editor goes on with the saved meeting. */
  onSaved: (id: string) => void;
  /** A file id to download once the meeting is open (the export's attachment links, `?attachment=`). */
  attachment?: string | null;
}

const DAY = 86_400_000;

export default function MeetingEditor({ target, onClose, onHistory, onSaved, attachment }: MeetingEditorProps) {
  const f = useText();
  const { initialState } = useModel('@@initialState');
  const canAddFiles = (useAccess() as Record<string, unknown>).auth_user_fileUpload === true;
  const me = initialState?.currentUser?.id ?? '';
  const isNew = target === 'new';
  const loaded = useMeeting(isNew ? null : target);
  const users = useMeetingUsers();
  const roles = useMeetingRoles();
  const save = useSaveMeeting();
  const remove = useDeleteMeeting();
  const exportMd = useExportMarkdown();
  const meeting: Meeting | null = isNew ? null : (loaded.data ?? null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const template = (kind: MeetingKind) => f(`meetings.template.${kind}`);

  // A new meeting starts from the first kind's template; an opened one from what the server holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the target or the loaded version changes
  useEffect(() => {
    if (isNew) setDraft(newDraft(MEETING_KINDS[0], Date.now(), template(MEETING_KINDS[0])));
    else if (meeting) setDraft(draftOf(meeting));
    else setDraft(null);
  }, [target, isNew, meeting?.id, meeting?.version]);

  useAttachmentDownload(meeting, attachment);

  const isAuthor = isNew || meeting?.author.id === me;
  const set = (patch: Partial<Draft>) => setDraft((d) => (d ? { ...d, ...patch } : d));
  const userOptions = (users.data ?? []).map((u) => ({ value: u.id, label: u.name }));
  // Attendees and item owners always see the meeting, so only the author widens that circle (issue 19): another
  // editor gives items only to people who see it already (the server refuses anything else).
  const seeing = new Set(meeting ? [meeting.author.id, ...meeting.attendees.map((a) => a.id), ...meeting.actionItems.map((a) => a.ownerId)] : []);
  const ownerChoices = isAuthor ? (users.data ?? []) : (users.data ?? []).filter((u) => seeing.has(u.id));

  const changeKind = (kind: MeetingKind) => {
    if (!draft) return;
    const untouched = draft.body.trim() === '' || draft.body === template(draft.kind);
    set(isNew && untouched ? { kind, body: template(kind) } : { kind });
  };

  const onSave = async () => {
    if (!draft) return;
    try {
      const saved = await save.mutateAsync(saveBodyOf(draft, meeting));
      message.success(f('meetings.saved'));
      onSaved(saved.data.id);
    } catch {
      // The error shows in the drawer (save.error).
    }
  };
  const onDelete = async () => {
    if (!meeting) return;
    await remove.mutateAsync({ id: meeting.id });
    onClose();
  };
  const onExport = async () => {
    if (!meeting) return;
    const md = await exportMd.mutateAsync({ id: meeting.id, origin: window.location.origin });
    downloadText(md.data.fileName, md.data.content);
  };

  return (
    <Drawer
      title={isNew ? f('meetings.editor.new') : (meeting?.title ?? f('meetings.editor.edit'))}
      open={target !== null}
      onClose={onClose}
      width="min(1200px, 100vw)"
      destroyOnHidden
      extra={
        <Space wrap>
          {meeting && (
            <>
              <Button onClick={() => onHistory(meeting.id)}>{f('meetings.history')}</Button>
              <Button onClick={() => void onExport().catch(() => undefined)} loading={exportMd.isPending}>
                {f('meetings.export.markdown')}
              </Button>
              <Button onClick={() => window.print()} title={f('meetings.export.pdfHint')}>
                {f('meetings.export.pdf')}
              </Button>
              {isAuthor && (
                <Popconfirm title={f('meetings.delete.confirm')} okText={f('meetings.delete')} onConfirm={() => onDelete().catch(() => undefined)}>
                  <Button danger>{f('meetings.delete')}</Button>
                </Popconfirm>
              )}
            </>
          )}
          <Button type="primary" onClick={() => void onSave()} loading={save.isPending} disabled={!draft?.title.trim()}>
            {f('meetings.save')}
          </Button>
        </Space>
      }
    >
      {loaded.isError && <Alert type="error" showIcon message={failureMessage(loaded.error)} />}
      {!draft && !loaded.isError && <Spin />}
      {save.isError && <Alert type="error" showIcon message={failureMessage(save.error)} style={{ marginBlockEnd: 12 }} />}
      {(remove.isError || exportMd.isError) && (
        <Alert type="error" showIcon message={failureMessage(remove.error ?? exportMd.error)} style={{ marginBlockEnd: 12 }} />
      )}
      {draft && (
        <Form layout="vertical" component="div">
          <Row gutter={16}>
            <Col xs={24} md={10}>
              <Form.Item label={f('meetings.field.title')} required>
                <Input
                  aria-label={f('meetings.field.title')}
                  value={draft.title}
                  maxLength={MEETING_TITLE_MAX}
                  onChange={(e) => set({ title: e.target.value })}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item label={f('meetings.field.kind')}>
                <Select
                  aria-label={f('meetings.field.kind')}
                  value={draft.kind}
                  onChange={changeKind}
                  options={MEETING_KINDS.map((k) => ({ value: k, label: f(`meetings.kind.${k}`) }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item label={f('meetings.field.heldAt')}>
                <DatePicker
                  aria-label={f('meetings.field.heldAt')}
                  showTime={{ format: 'HH:mm' }}
                  format="YYYY-MM-DD HH:mm"
                  allowClear={false}
                  value={dayjs(draft.heldAt)}
                  onChange={(v) => v && set({ heldAt: v.valueOf() })}
                  style={{ width: '100%' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={14}>
              <Form.Item label={f('meetings.field.attendees')} extra={isAuthor ? undefined : f('meetings.field.attendeesAuthorOnly')}>
                <Select
                  aria-label={f('meetings.field.attendees')}
                  mode="multiple"
                  optionFilterProp="label"
                  disabled={!isAuthor}
                  value={draft.attendeeIds}
                  onChange={(attendeeIds) => set({ attendeeIds })}
                  options={userOptions}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={10}>
              <Form.Item label={f('meetings.field.products')} extra={f('meetings.field.productsHint')}>
                <Select
                  aria-label={f('meetings.field.products')}
                  mode="tags"
                  value={draft.products}
                  onChange={(products: string[]) => set({ products: products.map((p) => p.trim().toUpperCase()).filter(Boolean) })}
                  tokenSeparators={[',', ' ']}
                />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={f('meetings.field.body')}>
                <Input.TextArea
                  aria-label={f('meetings.field.body')}
                  value={draft.body}
                  maxLength={MEETING_BODY_MAX}
                  showCount
                  autoSize={{ minRows: 14, maxRows: 30 }}
                  onChange={(e) => set({ body: e.target.value })}
                  style={{ fontFamily: 'monospace' }}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={f('meetings.preview')}>
                <MarkdownView testId="meeting-preview" markdown={draft.body} style={{ border: '1px solid #eee', padding: 12, minHeight: 300 }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={f('meetings.field.attachments')}>
            <AttachmentsField value={draft.attachments} onChange={(attachments) => set({ attachments })} canAddFiles={canAddFiles} />
          </Form.Item>
          <Form.Item label={f('meetings.field.decisions')}>
            <DecisionsEditor decisions={draft.decisions} onChange={(decisions) => set({ decisions })} />
          </Form.Item>
          <Form.Item label={f('meetings.field.actionItems')}>
            <ActionItemsEditor
              items={draft.actionItems}
              users={ownerChoices}
              onChange={(actionItems) => set({ actionItems })}
              defaults={() => ({ ownerId: me, dueAt: draft.heldAt + DAY })}
            />
          </Form.Item>
          <Form.Item label={f('meetings.field.visibility')} extra={f('meetings.visibility.hint')}>
            {isAuthor ? (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Radio.Group
                  value={draft.visibility.mode}
                  onChange={(e) => set({ visibility: { ...draft.visibility, mode: e.target.value } })}
                  options={[
                    { value: 'all', label: f('meetings.visibility.all') },
                    { value: 'restricted', label: f('meetings.visibility.restricted') },
                  ]}
                />
                {draft.visibility.mode === 'restricted' && (
                  <>
                    <Select
                      aria-label={f('meetings.visibility.users')}
                      placeholder={f('meetings.visibility.users')}
                      mode="multiple"
                      optionFilterProp="label"
                      value={draft.visibility.userIds}
                      onChange={(userIds) => set({ visibility: { ...draft.visibility, userIds } })}
                      options={userOptions}
                    />
                    <Select
                      aria-label={f('meetings.visibility.roles')}
                      placeholder={f('meetings.visibility.roles')}
                      mode="multiple"
                      value={draft.visibility.roles}
                      onChange={(r) => set({ visibility: { ...draft.visibility, roles: r } })}
                      options={(roles.data ?? []).map((r) => ({ value: r, label: r }))}
                    />
                  </>
                )}
              </Space>
            ) : (
              <Typography.Text>{f(draft.visibility.mode === 'all' ? 'meetings.visibility.all' : 'meetings.visibility.restricted')}</Typography.Text>
            )}
          </Form.Item>
        </Form>
      )}
      {meeting && <PrintView meeting={meeting} />}
    </Drawer>
  );
}
