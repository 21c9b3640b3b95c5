import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  Confirm,
  Edit,
  type EditProps,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
} from 'react-admin';
import { navigate } from '../authProvider';
import { TIER_LABELS, tierLabel } from '../tiers';
import type { AdminUserRow } from '../types';
import { useNotifyError } from '../useNotifyError';

export const ROLE_CHOICES = [
  { id: 'user', name: 'User' },
  { id: 'admin', name: 'Admin' },
];
export const TIER_CHOICES = Object.keys(TIER_LABELS).map((tier) => ({ id: Number(tier), name: tierLabel(Number(tier)) }));

const UserTitle = () => {
  const record = useRecordContext<AdminUserRow>();
  return <>{record ? `User ${record.username}` : 'User'}</>;
};

/**
 * Save asks first, like every admin action (docs/product.md §2): the form is validated, then a confirmation
 * names the account and what changes, and only Confirm saves.
 */
function ConfirmSaveToolbar() {
  const record = useRecordContext<AdminUserRow>();
  const { handleSubmit } = useFormContext();
  const { save, saving } = useSaveContext();
  const [pending, setPending] = useState<Partial<AdminUserRow> | null>(null);
  const changes =
    pending && record
      ? (['displayName', 'role', 'subscriptionTier'] as const)
          .filter((field) => pending[field] !== record[field])
          .map((field) =>
            field === 'subscriptionTier'
              ? `tier ${tierLabel(record.subscriptionTier)} → ${tierLabel(Number(pending.subscriptionTier))}`
              : `${field === 'displayName' ? 'display name' : field} “${record[field]}” → “${pending[field]}”`,
          )
      : [];
  return (
    <Toolbar>
      <SaveButton
        type="button"
        onClick={(event) => {
          event.preventDefault();
          void handleSubmit((values) => setPending(values as Partial<AdminUserRow>))();
        }}
      />
      <Confirm
        isOpen={pending !== null}
        loading={saving}
        title={`Save the changes to ${record?.username ?? 'this user'}?`}
        content={changes.length > 0 ? `Changes: ${changes.join('; ')}.` : 'Nothing was changed.'}
        confirm="Save"
        onConfirm={async () => {
          const values = pending;
          setPending(null);
          if (values && save) await save(values);
        }}
        onClose={() => setPending(null)}
      />
    </Toolbar>
  );
}

/** Display name, role and tier; the username is the sign-in name and stays as chosen. */
export function UserEdit(props: Omit<EditProps<AdminUserRow>, 'children'>) {
  const notify = useNotify();
  const failed = useNotifyError();
  const redirect = useRedirect();
  const { identity } = useGetIdentity();

  return (
    <Edit<AdminUserRow>
      {...props}
      title={<UserTitle />}
      mutationMode="pessimistic"
      mutationOptions={{
        onSuccess: (user) => {
          notify('User Updated', { type: 'success' });
          // Admins who take away their own role lose the back office with it.
          if (identity && user.id === identity.id && user.role !== 'admin') navigate.to('/dashboard');
          else redirect('list', 'users');
        },
        onError: failed('Update Failed'),
      }}
    >
      <SimpleForm toolbar={<ConfirmSaveToolbar />}>
        {/* Read-only fields grey their helper text out to 2.7:1; this one is information, so it reads at 4.5:1+. */}
        <TextInput
          source="username"
          readOnly
          helperText="The sign-in name cannot be changed"
          sx={{ '& .MuiFormHelperText-root, & .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
        <TextInput source="displayName" validate={[required(), maxLength(50)]} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <SelectInput source="subscriptionTier" label="Tier" choices={TIER_CHOICES} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
