import { Chip } from '@mui/material';
import { Datagrid, DateField, DateInput, FunctionField, type ListProps, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { AdminList } from '../AdminList';
import { useIntlLocale } from '../i18n/languages';
import { ADMIN_TIER, tierLabel } from '../tiers';
import type { AdminUserRow } from '../types';
import { UserActions } from './UserActions';
import { ROLE_CHOICES, TierInput } from './UserEdit';

/** A role as the list shows it (lower case in English, as the API names it). */
const ROLE_VALUES: Record<string, string> = { user: 'kp.role_values.user', admin: 'kp.role_values.admin' };

// Labels are react-admin's resources.users.fields.* (i18n/en.ts); choices' names are message keys,
// which SelectInput translates.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TierInput key="tier" source="tier" />,
  <SelectInput key="role" source="role" choices={ROLE_CHOICES} />,
  <SelectInput
    key="hasRoom"
    source="hasRoom"
    choices={[
      { id: 'true', name: 'kp.users.in_room' },
      { id: 'false', name: 'kp.users.not_in_room' },
    ]}
  />,
  <DateInput key="registrationDateFrom" source="registrationDateFrom" />,
  <DateInput key="registrationDateTo" source="registrationDateTo" />,
  <DateInput key="lastActiveFrom" source="lastActiveFrom" />,
  <DateInput key="lastActiveTo" source="lastActiveTo" />,
];

/** Accounts, paged and filtered by the server (docs/product.md §2, §7). */
export function UserList(props: Omit<ListProps, 'children'>) {
  const translate = useTranslate();
  const locale = useIntlLocale();
  return (
    <AdminList filters={filters} {...props}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="displayName" />
        <FunctionField<AdminUserRow> source="role" render={(user) => (user.role in ROLE_VALUES ? translate(ROLE_VALUES[user.role]) : user.role)} />
        <FunctionField<AdminUserRow>
          label="resources.users.fields.subscriptionTier"
          sortBy="subscriptionTier"
          render={(user) => (
            <Chip size="small" color={user.subscriptionTier === ADMIN_TIER ? 'secondary' : 'default'} label={tierLabel(user.subscriptionTier, translate)} />
          )}
        />
        <TextField source="roomName" emptyText="—" sortable={false} />
        <DateField source="createdAt" showTime locales={locale} />
        <DateField source="lastActive" showTime emptyText="—" locales={locale} />
        <UserActions />
      </Datagrid>
    </AdminList>
  );
}
