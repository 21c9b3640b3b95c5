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

/** How long the temporary password stays in the notification (docs/product.md §8). */
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
      notify(`Password Reset: the temporary password for ${user.username} is ${password}`, { type: 'success', autoHideDuration: TEMPORARY_PASSWORD_NOTICE_MS });
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
          <Alert severity="warning" sx={{ mb: 2 }}>
            This password is shown once. Pass it to {user.displayName}; they should change it after signing in.
          </Alert>
          <Typography>
            Temporary password for <strong>{user.username}</strong>:
          </Typography>
          <Typography
            component="code"
            data-testid="temporary-password"
            sx={{ display: 'block', mt: 1, fontFamily: 'monospace', fontSize: '1.25rem', userSelect: 'all' }}
          >
            {temporaryPassword}
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(temporaryPassword ?? '')}>Copy</Button>
          <Button variant="contained" onClick={() => setTemporaryPassword(undefined)}>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
