import { IconButton, Tooltip } from '@mui/material';
import { type MouseEvent, type ReactElement, type ReactNode, useState } from 'react';
import { Confirm } from 'react-admin';

interface ConfirmButtonProps {
  /** What the button does, shown as its tooltip and read as its name (already in the language shown). */
  label: string;
  icon: ReactElement;
  title: string;
  content: ReactNode;
  confirm?: string;
  /** Runs only after the confirmation; it reports its own outcome (notification, dialog). */
  onConfirm: () => Promise<void>;
  disabled?: boolean;
  color?: 'default' | 'primary' | 'error' | 'warning';
}

/** A row action that asks first (docs/product.md §2: every admin action is preceded by a confirmation). */
export function ConfirmButton({ label, icon, title, content, confirm = 'ra.action.confirm', onConfirm, disabled, color = 'default' }: ConfirmButtonProps) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // Rows open the edit view on click; the action and its dialog must not.
  const stop = (event: MouseEvent) => event.stopPropagation();

  const run = async (event: MouseEvent) => {
    stop(event);
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <span onClick={stop}>
      <Tooltip title={label}>
        <span>
          <IconButton
            aria-label={label}
            size="small"
            color={color}
            disabled={disabled}
            onClick={(event) => {
              stop(event);
              setOpen(true);
            }}
          >
            {icon}
          </IconButton>
        </span>
      </Tooltip>
      <Confirm
        isOpen={open}
        loading={busy}
        title={title}
        content={content}
        confirm={confirm}
        confirmColor={color === 'error' || color === 'warning' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={(event) => {
          stop(event);
          setOpen(false);
        }}
      />
    </span>
  );
}
