import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmButton } from '../ConfirmButton';
import type { AdminDataProvider } from '../dataProvider';
import type { AdminUserRow } from '../types';
import { useNotifyError } from '../useNotifyError';

/** How long the 'Password Reset' notification stays (docs/product.md §8: 10 s, and the password in an alert). */
const TEMPORARY_PASSWORD_NOTICE_MS = 10_000;

/**
 * A translated sentence with one %{placeholder} left in it (translate was not given its value),
 * drawn with `node` in its place: the name in bold wherever the language puts it.
 */
function withName(sentence: string, placeholder: string, node: ReactNode): ReactNode {
  const [before, after = ''] = sentence.split(`%{${placeholder}}`);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

/** Delete, reset password, kick and promote for one account, each behind a confirmation. */
export function UserActions() {
  const user = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const failed = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [temporaryPassword, setTemporaryPassword] = useState<string>();
  const { identity } = useGetIdentity();
  if (!user) return null;
  // Kicking yourself signs you out of the back office; the API refuses deleting yourself anyway.
  const isMe = identity !== undefined && identity.id === user.id;
  const who = `${user.displayName} (@${user.username})`;

  /** Runs a call, then says how it went in the product's words (message keys). */
  const act = (call: () => Promise<unknown>, success: string, failure: string) => async () => {
    try {
      await call();
      notify(success, { type: 'success' });
      refresh();
    } catch (error) {
      failed(failure)(error);
    }
  };

  const resetPassword = async () => {
    try {
      const { temporaryPassword: password } = await dataProvider.resetPassword(user.id);
      setTemporaryPassword(password);
      // The password itself is shown once, in the dialog's alert, where it can be copied; the
      // notification only says what happened.
      notify('kp.users.password_reset_done', {
        type: 'success',
        autoHideDuration: TEMPORARY_PASSWORD_NOTICE_MS,
        messageArgs: { username: user.username },
      });
    } catch (error) {
      failed('kp.errors.password_reset_failed')(error);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ConfirmButton
        label={translate('kp.users.reset_password')}
        icon={<KeyIcon fontSize="small" />}
        title={translate('kp.users.reset_password_title', { who })}
        content="kp.users.reset_password_content"
        confirm="kp.users.reset_password"
        onConfirm={resetPassword}
      />
      <ConfirmButton
        label={translate('kp.users.kick')}
        icon={<LogoutIcon fontSize="small" />}
        title={translate('kp.users.kick_title', { who })}
        content={user.roomName ? translate('kp.users.kick_content_in_room', { room: user.roomName }) : translate('kp.users.kick_content')}
        confirm="kp.users.kick"
        color="warning"
        disabled={isMe}
        onConfirm={act(() => dataProvider.kickUser(user.id), 'kp.users.kicked', 'kp.errors.update_failed')}
      />
      <ConfirmButton
        label={translate('kp.users.promote')}
        icon={<UpgradeIcon fontSize="small" />}
        title={translate('kp.users.promote_title', { who })}
        content="kp.users.promote_content"
        confirm="kp.users.promote_confirm"
        disabled={user.role === 'admin'}
        onConfirm={act(() => dataProvider.promoteUser(user.id), 'kp.users.promoted', 'kp.errors.update_failed')}
      />
      <ConfirmButton
        label={translate('kp.users.delete')}
        icon={<DeleteIcon fontSize="small" />}
        title={translate('kp.users.delete_title', { who })}
        content="kp.users.delete_content"
        confirm="kp.users.delete"
        color="error"
        disabled={isMe}
        onConfirm={act(() => dataProvider.delete('users', { id: user.id, previousData: user }), 'kp.users.deleted', 'kp.errors.delete_failed')}
      />
      <Dialog open={temporaryPassword !== undefined} onClose={() => setTemporaryPassword(undefined)} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>{translate('kp.users.password_reset_title')}</DialogTitle>
        <DialogContent>
          <Alert severity="success" icon={false} sx={{ mb: 2 }}>
            {withName(translate('kp.users.temporary_password_for'), 'username', <strong>{user.username}</strong>)}
            <Typography
              component="code"
              data-testid="temporary-password"
              sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontSize: '1.25rem', userSelect: 'all' }}
            >
              {temporaryPassword}
            </Typography>
          </Alert>
          <Typography>{translate('kp.users.shown_once', { name: user.displayName })}</Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() =>
              void navigator.clipboard
                ?.writeText(temporaryPassword ?? '')
                .then(() => notify('kp.users.copied', { type: 'info' }))
                .catch(failed('kp.errors.copy_failed'))
            }
          >
            {translate('kp.users.copy')}
          </Button>
          <Button variant="contained" onClick={() => setTemporaryPassword(undefined)}>
            {translate('kp.users.done')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
