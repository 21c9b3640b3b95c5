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
  useTranslate,
} from 'react-admin';
import { ConfirmButton } from '../ConfirmButton';
import { AdminList } from '../AdminList';
import { useIntlLocale } from '../i18n/languages';
import type { AdminRoomRow } from '../types';
import { useNotifyError } from '../useNotifyError';

// Labels are react-admin's resources.rooms.fields.* (i18n/en.ts), or message keys.
const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput key="ownerUsername" source="ownerUsername" />,
  <SelectInput
    key="isActive"
    source="isActive"
    label="kp.rooms.status"
    choices={[
      { id: 'true', name: 'kp.rooms.active' },
      { id: 'false', name: 'kp.rooms.ended' },
    ]}
  />,
  <NumberInput key="minUsers" source="minUsers" min={0} />,
  <NumberInput key="maxUsers" source="maxUsers" min={0} />,
  <DateInput key="creationDateFrom" source="creationDateFrom" />,
  <DateInput key="creationDateTo" source="creationDateTo" />,
];

/** Deleting a room lets everyone in it go, so it asks first. */
function DeleteRoomButton() {
  const room = useRecordContext<AdminRoomRow>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const failed = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!room) return null;
  return (
    <ConfirmButton
      label={translate('kp.rooms.delete')}
      icon={<DeleteIcon fontSize="small" />}
      title={translate('kp.rooms.delete_title', { name: room.name, code: room.code })}
      content={room.userCount > 0 ? translate('kp.rooms.delete_content_people', { count: room.userCount }) : translate('kp.rooms.delete_content')}
      confirm="ra.action.delete"
      color="error"
      onConfirm={async () => {
        try {
          await dataProvider.delete('rooms', { id: room.id, previousData: room });
          notify('kp.rooms.deleted', { type: 'success' });
          refresh();
        } catch (error) {
          failed('kp.errors.delete_failed')(error);
        }
      }}
    />
  );
}

/** Rooms, paged and filtered by the server (docs/product.md §2, §7). */
export function RoomList(props: Omit<ListProps, 'children'>) {
  const locale = useIntlLocale();
  return (
    <AdminList filters={filters} {...props}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <TextField source="code" />
        <TextField source="ownerUsername" />
        <NumberField source="userCount" locales={locale} />
        <NumberField source="queueCount" locales={locale} />
        <BooleanField source="isActive" sortable={false} />
        <BooleanField source="isLocked" sortable={false} />
        <DateField source="createdAt" showTime locales={locale} />
        <DateField source="lastActivity" showTime locales={locale} />
        <DeleteRoomButton />
      </Datagrid>
    </AdminList>
  );
}
