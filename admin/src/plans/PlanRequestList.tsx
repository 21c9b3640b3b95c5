import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Button, Stack, TextField as Field } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import {
  Confirm,
  Datagrid,
  DateField,
  FunctionField,
  type ListProps,
  SearchInput,
  SelectInput,
  TextField,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { PlanRequestDto } from '../../../openapi/api-types';
import { AdminList } from '../AdminList';
import type { AdminDataProvider } from '../dataProvider';
import { useIntlLocale } from '../i18n/languages';
import { tierLabel } from '../tiers';
import { useNotifyError } from '../useNotifyError';

type PlanRequest = PlanRequestDto & { id: number };

const STATUSES = ['pending', 'approved', 'declined'] as const;

function StatusFilter(props: { source: string; alwaysOn?: boolean }) {
  const translate = useTranslate();
  return <SelectInput {...props} choices={STATUSES.map((id) => ({ id, name: translate(`kp.plan_requests.status.${id}`) }))} translateChoice={false} />;
}

const filters = [<SearchInput key="q" source="q" alwaysOn />, <StatusFilter key="status" source="status" alwaysOn />];

/**
 * Approve is one tap (the account's edit takes a plan back down); Decline asks first, with an
 * optional reason the host reads on their Plans page.
 */
function AnswerButtons() {
  const request = useRecordContext<PlanRequest>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const failed = useNotifyError();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  if (!request || request.status !== 'pending') return null;
  const stop = (event: MouseEvent) => event.stopPropagation();
  const answer = async (approve: boolean) => {
    setBusy(true);
    try {
      if (approve) await dataProvider.approvePlanRequest(request.requestId);
      else await dataProvider.declinePlanRequest(request.requestId, reason.trim() || undefined);
      notify(approve ? 'kp.plan_requests.approved' : 'kp.plan_requests.declined', {
        type: 'success',
        messageArgs: { name: request.displayName, plan: tierLabel(request.tier, translate) },
      });
      refresh();
    } catch (error) {
      failed(approve ? 'kp.plan_requests.approve_failed' : 'kp.plan_requests.decline_failed')(error);
    } finally {
      setBusy(false);
      setDeclining(false);
    }
  };
  return (
    <Stack direction="row" spacing={1} onClick={stop}>
      <Button size="small" variant="contained" startIcon={<CheckIcon />} disabled={busy} onClick={() => void answer(true)}>
        {translate('kp.plan_requests.approve')}
      </Button>
      <Button size="small" color="inherit" startIcon={<CloseIcon />} disabled={busy} onClick={() => setDeclining(true)}>
        {translate('kp.plan_requests.decline')}
      </Button>
      <Confirm
        isOpen={declining}
        loading={busy}
        title={translate('kp.plan_requests.decline_title', { name: request.displayName, plan: tierLabel(request.tier, translate) })}
        content={
          <Field
            label={translate('kp.plan_requests.reason')}
            helperText={translate('kp.plan_requests.reason_help')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200 } }}
            fullWidth
            multiline
            sx={{ mt: 1 }}
          />
        }
        confirm="kp.plan_requests.decline"
        confirmColor="warning"
        onConfirm={() => void answer(false)}
        onClose={() => setDeclining(false)}
      />
    </Stack>
  );
}

/** Hosts' requests for a bigger plan (docs/product.md "Plans that fit a party"), the waiting ones first shown. */
export function PlanRequestList(props: Omit<ListProps, 'children'>) {
  const locale = useIntlLocale();
  const translate = useTranslate();
  return (
    // Both filters are always shown, and nothing here is for export: no toolbar buttons (at 390 px
    // react-admin draws them as icon buttons without names).
    <AdminList filters={filters} filterDefaultValues={{ status: 'pending' }} actions={false} empty={false} {...props}>
      <Datagrid bulkActionButtons={false} rowClick={false} empty={<p>{translate('kp.plan_requests.empty')}</p>}>
        <TextField source="displayName" sortable={false} />
        <TextField source="username" sortable={false} />
        <FunctionField<PlanRequest> source="fromTier" sortable={false} render={(r) => tierLabel(r.fromTier, translate)} />
        <FunctionField<PlanRequest> source="tier" render={(r) => tierLabel(r.tier, translate)} />
        <FunctionField<PlanRequest> source="status" render={(r) => translate(`kp.plan_requests.status.${r.status}`)} />
        <DateField source="createdAt" showTime locales={locale} />
        <TextField source="decidedBy" sortable={false} emptyText="—" />
        <TextField source="reason" sortable={false} emptyText="—" />
        <AnswerButtons />
      </Datagrid>
    </AdminList>
  );
}
