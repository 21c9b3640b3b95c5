import RestoreIcon from '@mui/icons-material/Restore';
import {
  Datagrid,
  DateField,
  FunctionField,
  type ListProps,
  NumberField,
  SearchInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { HiddenVideoDto } from '../../../openapi/api-types';
import { AdminList } from '../AdminList';
import { ConfirmButton } from '../ConfirmButton';
import { useIntlLocale } from '../i18n/languages';
import { useNotifyError } from '../useNotifyError';

type HiddenVideo = HiddenVideoDto & { id: string };

const filters = [<SearchInput key="q" source="q" alwaysOn />];

/** Restoring offers the video in every room's search again (and forgets its reports), so it asks first. */
function RestoreVideoButton() {
  const video = useRecordContext<HiddenVideo>();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const failed = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  if (!video) return null;
  return (
    <ConfirmButton
      label={translate('kp.hidden_videos.restore')}
      icon={<RestoreIcon fontSize="small" />}
      title={translate('kp.hidden_videos.restore_title', { title: video.title })}
      content={translate('kp.hidden_videos.restore_content')}
      confirm="kp.hidden_videos.restore"
      onConfirm={async () => {
        try {
          await dataProvider.delete('hidden-videos', { id: video.id, previousData: video });
          notify('kp.hidden_videos.restored', { type: 'success' });
          refresh();
        } catch (error) {
          failed('kp.hidden_videos.restore_failed')(error);
        }
      }}
    />
  );
}

/**
 * Videos hidden from every room's search because YouTube would not embed them: reported from
 * several hosts' stages, or by an admin (docs/product.md, "Videos that cannot play").
 */
export function HiddenVideoList(props: Omit<ListProps, 'children'>) {
  const locale = useIntlLocale();
  const translate = useTranslate();
  return (
    <AdminList filters={filters} sort={{ field: 'reportedAt', order: 'DESC' }} empty={false} {...props}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{translate('kp.hidden_videos.empty')}</p>}>
        <TextField source="title" />
        <TextField source="videoId" sortable={false} />
        <NumberField source="errorCode" sortable={false} locales={locale} options={{ useGrouping: false }} />
        <FunctionField<HiddenVideo>
          source="hiddenBy"
          sortable={false}
          render={(video) => translate(video.hiddenBy === 'admin' ? 'kp.hidden_videos.by_admin' : 'kp.hidden_videos.by_hosts')}
        />
        <NumberField source="reports" sortable={false} locales={locale} />
        <DateField source="reportedAt" showTime locales={locale} />
        <RestoreVideoButton />
      </Datagrid>
    </AdminList>
  );
}
