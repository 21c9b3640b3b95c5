import { Edit, type EditProps, maxLength, required, SaveButton, SelectInput, SimpleForm, TextInput, Toolbar, useGetIdentity, useNotify, useRecordContext, useRedirect } from 'react-admin';
import { navigate } from '../authProvider';
import { TIER_LABELS, tierLabel } from '../tiers';
import type { AdminUserRow } from '../types';

export const ROLE_CHOICES = [
  { id: 'user', name: 'User' },
  { id: 'admin', name: 'Admin' },
];
export const TIER_CHOICES = Object.keys(TIER_LABELS).map((tier) => ({ id: Number(tier), name: tierLabel(Number(tier)) }));

const UserTitle = () => {
  const record = useRecordContext<AdminUserRow>();
  return <>{record ? `User ${record.username}` : 'User'}</>;
};

/** Display name, role and tier; the username is the sign-in name and stays as chosen. */
export function UserEdit(props: Omit<EditProps<AdminUserRow>, 'children'>) {
  const notify = useNotify();
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
        onError: (error) => notify(`Update Failed: ${error instanceof Error ? error.message : String(error)}`, { type: 'error' }),
      }}
    >
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton />
          </Toolbar>
        }
      >
        <TextInput source="username" readOnly helperText="The sign-in name cannot be changed" />
        <TextInput source="displayName" validate={[required(), maxLength(50)]} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <SelectInput source="subscriptionTier" label="Tier" choices={TIER_CHOICES} validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
