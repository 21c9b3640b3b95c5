import { Chip } from '@mui/material';
import { Datagrid, DateField, FunctionField, List, Pagination, SearchInput, SelectInput, TextField } from 'react-admin';
import { PAGE_SIZES } from '../dataProvider';
import { tierLabel } from '../tiers';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="tier" source="tier" choices={[1, 2, 3, 999].map((t) => ({ id: t, name: tierLabel(t) }))} />,
  <SelectInput key="role" source="role" choices={[{ id: 'user', name: 'User' }, { id: 'admin', name: 'Admin' }]} />,
  <SelectInput key="hasRoom" source="hasRoom" choices={[{ id: 'true', name: 'In a room' }, { id: 'false', name: 'Not in a room' }]} />,
];

export function UserList() {
  return (
    <List filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="displayName" />
        <TextField source="role" />
        <FunctionField label="Tier" sortBy="subscriptionTier" render={(r: { subscriptionTier: number }) => <Chip size="small" color={r.subscriptionTier === 999 ? 'secondary' : 'default'} label={tierLabel(r.subscriptionTier)} />} />
        <TextField source="roomName" label="Room" emptyText="—" sortable={false} />
        <DateField source="createdAt" showTime />
        <DateField source="lastActive" showTime emptyText="—" />
      </Datagrid>
    </List>
  );
}
