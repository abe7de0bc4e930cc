/** Copy one user's stored pages to other users (access/copy): the targets' grants are replaced, not merged. */
import { useIntl } from '@umijs/max';
import { Alert, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import type { UserOption } from '@common/contract/user';
import { failureMessage } from '@/utils/apiError';
import UserPicker, { userLabel } from '../../components/UserPicker';
import { useCopyUserAccess } from '../service';

interface Props {
  source: UserOption | null;
  open: boolean;
  onClose: () => void;
  onCopied: (count: number) => void;
}

export default function CopyAccessModal({ source, open, onClose, onCopied }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [targets, setTargets] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const copyAccess = useCopyUserAccess();

  // No targets and no error each time the dialog opens.
  useEffect(() => {
    if (!open) return;
    setTargets([]);
    setError(null);
  }, [open]);

  const submit = async () => {
    if (!source) return;
    if (!targets.length) {
      setError(f('admin.copy.noTargets'));
      return;
    }
    setError(null);
    try {
      const { data } = await copyAccess.mutateAsync({ fromUserId: source.id, toUserIds: targets });
      onCopied(data.length);
    } catch (e) {
      setError(failureMessage(e));
    }
  };

  return (
    <Modal
      open={open}
      title={source ? f('admin.copy.title', { user: userLabel(source) }) : ''}
      okText={f('admin.copy.ok')}
      cancelText={f('admin.cancel')}
      confirmLoading={copyAccess.isPending}
      onOk={submit}
      onCancel={onClose}
    >
      <Alert type="warning" showIcon message={f('admin.copy.note')} style={{ marginBlockEnd: 16 }} />
      {error && <Alert type="error" showIcon message={error} style={{ marginBlockEnd: 16 }} data-testid="copy-error" />}
      <Form layout="vertical">
        <Form.Item label={f('admin.copy.targets')} htmlFor="copy-targets">
          <UserPicker
            id="copy-targets"
            mode="multiple"
            value={targets}
            onChange={setTargets}
            excludeIds={source ? [source.id] : []}
            aria-label={f('admin.copy.targets')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
