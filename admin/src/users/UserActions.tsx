import DeleteIcon from '@mui/icons-material/Delete';
import KeyIcon from '@mui/icons-material/Key';
import LogoutIcon from '@mui/icons-material/Logout';
import UpgradeIcon from '@mui/icons-material/Upgrade';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { ConfirmButton } from '../ConfirmButton';
import type { AdminDataProvider } from '../dataProvider';
import type { AdminUserRow } from '../types';
import { useNotifyError } from '../useNotifyError';

/** How long the 'Password Reset' notification stays (docs/product.md §8: 10 s, and the password in an alert). */
const TEMPORARY_PASSWORD_NOTICE_MS = 10_000;

/** Delete, reset password, kick and promote for one account, each behind a confirmation. */
export function UserActions() {
  const user = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const failed = useNotifyError();
  const refresh = useRefresh();
  const [temporaryPassword, setTemporaryPassword] = useState<string>();
  const { identity } = useGetIdentity();
  if (!user) return null;
  // Kicking yourself signs you out of the back office; the API refuses deleting yourself anyway.
  const isMe = identity !== undefined && identity.id === user.id;
  const who = `${user.displayName} (@${user.username})`;

  /** Runs a call, then says how it went in the product's words. */
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
      notify(`Password Reset: ${user.username} is signed out everywhere until they sign in with the temporary password`, {
        type: 'success',
        autoHideDuration: TEMPORARY_PASSWORD_NOTICE_MS,
      });
    } catch (error) {
      failed('Password Reset Failed')(error);
    }
  };

  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <ConfirmButton
        label="Reset password"
        icon={<KeyIcon fontSize="small" />}
        title={`Reset the password of ${who}?`}
        content="They are signed out everywhere and can only sign in with the temporary password shown next."
        confirm="Reset password"
        onConfirm={resetPassword}
      />
      <ConfirmButton
        label="Kick"
        icon={<LogoutIcon fontSize="small" />}
        title={`Kick ${who}?`}
        content={user.roomName ? `They leave “${user.roomName}” and are signed out everywhere.` : 'They are signed out everywhere.'}
        confirm="Kick"
        color="warning"
        disabled={isMe}
        onConfirm={act(() => dataProvider.kickUser(user.id), 'User kicked', 'Update Failed')}
      />
      <ConfirmButton
        label="Promote to admin"
        icon={<UpgradeIcon fontSize="small" />}
        title={`Promote ${who} to admin?`}
        content="They get the back office and the Admin tier."
        confirm="Promote"
        disabled={user.role === 'admin'}
        onConfirm={act(() => dataProvider.promoteUser(user.id), 'User promoted', 'Update Failed')}
      />
      <ConfirmButton
        label="Delete"
        icon={<DeleteIcon fontSize="small" />}
        title={`Delete ${who}?`}
        content="The account, its rooms, queued songs and favorites are removed for good."
        confirm="Delete"
        color="error"
        disabled={isMe}
        onConfirm={act(() => dataProvider.delete('users', { id: user.id, previousData: user }), 'User Deleted', 'Delete Failed')}
      />
      <Dialog open={temporaryPassword !== undefined} onClose={() => setTemporaryPassword(undefined)} onClick={(event) => event.stopPropagation()}>
        <DialogTitle>Password Reset</DialogTitle>
        <DialogContent>
          <Alert severity="success" icon={false} sx={{ mb: 2 }}>
            Temporary password for <strong>{user.username}</strong>:
            <Typography
              component="code"
              data-testid="temporary-password"
              sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontSize: '1.25rem', userSelect: 'all' }}
            >
              {temporaryPassword}
            </Typography>
          </Alert>
          <Typography>It is shown only here, once: copy it and pass it to {user.displayName}, who should change it after signing in.</Typography>
        </DialogContent>
        <DialogActions>
          <Button
            onClick={() =>
              void navigator.clipboard
                ?.writeText(temporaryPassword ?? '')
                .then(() => notify('Temporary password copied', { type: 'info' }))
                .catch(failed('Copy failed'))
            }
          >
            Copy
          </Button>
          <Button variant="contained" onClick={() => setTemporaryPassword(undefined)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
