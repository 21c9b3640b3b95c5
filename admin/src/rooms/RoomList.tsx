import { BooleanField, Datagrid, DateField, List, NumberField, Pagination, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { PAGE_SIZES } from '../dataProvider';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="owner" source="ownerUsername" label="Owner" />,
  <SelectInput key="active" source="isActive" choices={[{ id: 'true', name: 'Active' }, { id: 'false', name: 'Ended' }]} />,
];

export function RoomList() {
  return (
    <List filters={filters} perPage={25} sort={{ field: 'createdAt', order: 'DESC' }} pagination={<Pagination rowsPerPageOptions={PAGE_SIZES} />}>
      <Datagrid bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="code" />
        <TextField source="ownerUsername" label="Owner" />
        <NumberField source="userCount" label="People" />
        <NumberField source="queueCount" label="Queue" />
        <BooleanField source="isActive" />
        <BooleanField source="isLocked" />
        <DateField source="createdAt" showTime />
      </Datagrid>
    </List>
  );
}
