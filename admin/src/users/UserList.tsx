import { Chip } from '@mui/material';
import { Datagrid, DateField, DateInput, FunctionField, type ListProps, SearchInput, SelectInput, TextField } from 'react-admin';
import { AdminList } from '../AdminList';
import { tierLabel } from '../tiers';
import type { AdminUserRow } from '../types';
import { UserActions } from './UserActions';
import { ROLE_CHOICES, TIER_CHOICES } from './UserEdit';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="tier" source="tier" choices={TIER_CHOICES} />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <SelectInput
    key="hasRoom"
    source="hasRoom"
    label="In a room"
    choices={[
      { id: 'true', name: 'In a room' },
      { id: 'false', name: 'Not in a room' },
    ]}
  />,
  <DateInput key="registrationDateFrom" source="registrationDateFrom" label="Registered from" />,
  <DateInput key="registrationDateTo" source="registrationDateTo" label="Registered until" />,
  <DateInput key="lastActiveFrom" source="lastActiveFrom" label="Last active from" />,
  <DateInput key="lastActiveTo" source="lastActiveTo" label="Last active until" />,
];

/** Accounts, paged and filtered by the server (docs/product.md §2, §7). */
export function UserList(props: Omit<ListProps, 'children'>) {
  return (
    <AdminList filters={filters} {...props}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="displayName" />
        <TextField source="role" />
        <FunctionField<AdminUserRow>
          label="Tier"
          sortBy="subscriptionTier"
          render={(user) => <Chip size="small" color={user.subscriptionTier === 999 ? 'secondary' : 'default'} label={tierLabel(user.subscriptionTier)} />}
        />
        <TextField source="roomName" label="Room" emptyText="—" sortable={false} />
        <DateField source="createdAt" label="Registered" showTime />
        <DateField source="lastActive" showTime emptyText="—" />
        <UserActions />
      </Datagrid>
    </AdminList>
  );
}
