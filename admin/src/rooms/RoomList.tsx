import DeleteIcon from '@mui/icons-material/Delete';
import {
  BooleanField,
  Datagrid,
  DateField,
  DateInput,
  type ListProps,
  NumberField,
  NumberInput,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ConfirmButton } from '../ConfirmButton';
import { AdminList } from '../AdminList';
import type { AdminRoomRow } from '../types';
import { useNotifyError } from '../useNotifyError';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="ownerUsername" source="ownerUsername" label="Owner" />,
  <SelectInput
    key="isActive"
    source="isActive"
    label="Status"
    choices={[
      { id: 'true', name: 'Active' },
      { id: 'false', name: 'Ended' },
    ]}
  />,
  <NumberInput key="minUsers" source="minUsers" label="At least (people)" min={0} />,
  <NumberInput key="maxUsers" source="maxUsers" label="At most (people)" min={0} />,
  <DateInput key="creationDateFrom" source="creationDateFrom" label="Created from" />,
  <DateInput key="creationDateTo" source="creationDateTo" label="Created until" />,
];

/** Deleting a room lets everyone in it go, so it asks first. */
function DeleteRoomButton() {
  const room = useRecordContext<AdminRoomRow>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const failed = useNotifyError();
  const refresh = useRefresh();
  if (!room) return null;
  return (
    <ConfirmButton
      label="Delete room"
      icon={<DeleteIcon fontSize="small" />}
      title={`Delete the room “${room.name}” (${room.code})?`}
      content={room.userCount > 0 ? `The ${room.userCount} people in it are let go and its queue is dropped.` : 'Its queue is dropped.'}
      confirm="Delete"
      color="error"
      onConfirm={async () => {
        try {
          await dataProvider.delete('rooms', { id: room.id, previousData: room });
          notify('Room deleted', { type: 'success' });
          refresh();
        } catch (error) {
          failed('Delete Failed')(error);
        }
      }}
    />
  );
}

/** Rooms, paged and filtered by the server (docs/product.md §2, §7). */
export function RoomList(props: Omit<ListProps, 'children'>) {
  return (
    <AdminList filters={filters} {...props}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <TextField source="code" />
        <TextField source="ownerUsername" label="Owner" />
        <NumberField source="userCount" label="People" />
        <NumberField source="queueCount" label="Queue" />
        <BooleanField source="isActive" label="Active" sortable={false} />
        <BooleanField source="isLocked" label="Locked" sortable={false} />
        <DateField source="createdAt" showTime />
        <DateField source="lastActivity" showTime />
        <DeleteRoomButton />
      </Datagrid>
    </AdminList>
  );
}
