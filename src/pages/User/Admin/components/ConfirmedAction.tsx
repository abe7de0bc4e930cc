/**
 * A small link button whose action needs a confirmation, or which is shown disabled with the reason in a tooltip
 * when the server would refuse it (the administrator's own account, the protected or still-held role): offering it
 * would only lead to an error.
 */
import { Button, Popconfirm, Tooltip, type PopconfirmProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Why the action is not offered; null/undefined = offered, behind the confirmation. */
  blockedReason?: string | null;
  danger?: boolean;
  /** The button's style (the user table's actions sit flush, without link padding). */
  style?: CSSProperties;
  confirm: Pick<PopconfirmProps, 'title' | 'description' | 'okText' | 'okButtonProps' | 'cancelText' | 'onConfirm'>;
}

const LINK = { type: 'link', size: 'small' } as const;

export default function ConfirmedAction({ children, blockedReason, danger, style, confirm }: Props) {
  if (blockedReason)
    return (
      <Tooltip title={blockedReason}>
        {/* A disabled button gets no pointer events: the wrapper receives the hover. */}
        <span>
          <Button {...LINK} style={style} danger={danger} disabled>
            {children}
          </Button>
        </span>
      </Tooltip>
    );
  return (
    <Popconfirm {...confirm}>
      <Button {...LINK} style={style} danger={danger}>
        {children}
      </Button>
    </Popconfirm>
  );
}
