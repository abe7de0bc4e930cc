/**
 * The actions of one account row: approve (pending accounts), edit, disable/enable, reset password, deregister. On the signed-in
 * administrator's own row, disable and deregister are shown disabled with a tooltip saying why: the server
 * refuses both (cannotChangeSelf), so offering them would only lead to an error.
 */
import { useIntl } from '@umijs/max';
import { Button, Space } from 'antd';
import type { AdminUser } from '@common/contract/user';
import ConfirmedAction from '../../components/ConfirmedAction';

interface Props {
  user: AdminUser;
  /** The row is the signed-in administrator's own account. */
  own: boolean;
  /** Shown only on a self-registered account that waits for approval (REGISTRATION_MODE=approval). */
  onApprove: () => void;
  onEdit: () => void;
  onToggleDisabled: () => void;
  onResetPassword: () => void;
  onDeregister: () => void;
}

export default function UserActions({ user: u, own, onApprove, onEdit, onToggleDisabled, onResetPassword, onDeregister }: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const link = { type: 'link', size: 'small', style: { paddingInline: 0 } } as const;
  const toggleLabel = f(u.disabled ? 'admin.action.enable' : 'admin.action.disable');
  const deleteLabel = f('admin.action.delete');
  return (
    <Space size="small" wrap>
      {u.pending && (
        <Button {...link} onClick={onApprove}>
          {f('admin.users.approve')}
        </Button>
      )}
      <Button {...link} onClick={onEdit}>
        {f('admin.action.edit')}
      </Button>
      <ConfirmedAction
        blockedReason={own ? f('admin.self.why') : null}
        style={link.style}
        confirm={{
          title: f(u.disabled ? 'admin.enable.confirm' : 'admin.disable.confirm', { user: u.username }),
          okText: f('admin.confirm'),
          cancelText: f('admin.cancel'),
          onConfirm: onToggleDisabled,
        }}
      >
        {toggleLabel}
      </ConfirmedAction>
      <Button {...link} onClick={onResetPassword}>
        {f('admin.action.resetPassword')}
      </Button>
      <ConfirmedAction
        blockedReason={own ? f('admin.self.why') : null}
        style={link.style}
        danger
        confirm={{
          title: f('admin.delete.confirm', { user: u.username }),
          description: f('admin.delete.note'),
          okText: deleteLabel,
          okButtonProps: { danger: true },
          cancelText: f('admin.cancel'),
          onConfirm: onDeregister,
        }}
      >
        {deleteLabel}
      </ConfirmedAction>
    </Space>
  );
}
