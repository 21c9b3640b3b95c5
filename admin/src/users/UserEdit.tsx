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
  type SelectInputProps,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRedirect,
  useSaveContext,
  useTranslate,
} from 'react-admin';
import { navigate } from '../authProvider';
import { TIER_LABELS, tierLabel } from '../tiers';
import type { AdminUserRow } from '../types';
import { useNotifyError } from '../useNotifyError';

/** Names are message keys: SelectInput translates them. */
export const ROLE_CHOICES = [
  { id: 'user', name: 'kp.roles.user' },
  { id: 'admin', name: 'kp.roles.admin' },
];

/** The tiers as "2 Premium", in the language shown. */
function useTierChoices() {
  const translate = useTranslate();
  return Object.keys(TIER_LABELS).map((tier) => ({ id: Number(tier), name: tierLabel(Number(tier), translate) }));
}

/** A tier picker (the edit form, the list's filter). */
export function TierInput(props: Omit<SelectInputProps, 'choices'>) {
  return <SelectInput {...props} choices={useTierChoices()} translateChoice={false} />;
}

const UserTitle = () => {
  const record = useRecordContext<AdminUserRow>();
  const translate = useTranslate();
  return <>{record ? translate('kp.users.title', { username: record.username }) : translate('kp.users.title_loading')}</>;
};

/**
 * Save asks first, like every admin action (docs/product.md §2): the form is validated, then a confirmation
 * names the account and what changes, and only Confirm saves.
 */
function ConfirmSaveToolbar() {
  const record = useRecordContext<AdminUserRow>();
  const { handleSubmit } = useFormContext();
  const { save, saving } = useSaveContext();
  const translate = useTranslate();
  const [pending, setPending] = useState<Partial<AdminUserRow> | null>(null);
  const changes =
    pending && record
      ? (['displayName', 'role', 'subscriptionTier'] as const)
          .filter((field) => pending[field] !== record[field])
          .map((field) =>
            field === 'subscriptionTier'
              ? translate('kp.users.change_tier', {
                  from: tierLabel(record.subscriptionTier, translate),
                  to: tierLabel(Number(pending.subscriptionTier), translate),
                })
              : translate(field === 'displayName' ? 'kp.users.change_display_name' : 'kp.users.change_role', { from: record[field], to: pending[field] }),
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
        title={translate('kp.users.save_title', { username: record?.username ?? translate('kp.users.this_user') })}
        content={
          changes.length > 0
            ? translate('kp.users.changes', { changes: changes.join(translate('kp.users.changes_separator')) })
            : translate('kp.users.no_changes')
        }
        confirm="ra.action.save"
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
          notify('kp.users.updated', { type: 'success' });
          // Admins who take away their own role lose the back office with it.
          if (identity && user.id === identity.id && user.role !== 'admin') navigate.to('/dashboard');
          else redirect('list', 'users');
        },
        onError: failed('kp.errors.update_failed'),
      }}
    >
      <SimpleForm toolbar={<ConfirmSaveToolbar />}>
        {/* Read-only fields grey their helper text out to 2.7:1; this one is information, so it reads at 4.5:1+. */}
        <TextInput
          source="username"
          readOnly
          helperText="kp.users.username_helper"
          sx={{ '& .MuiFormHelperText-root, & .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
        />
        <TextInput source="displayName" validate={[required(), maxLength(50)]} />
        <SelectInput source="role" choices={ROLE_CHOICES} validate={required()} />
        <TierInput source="subscriptionTier" validate={required()} />
      </SimpleForm>
    </Edit>
  );
}
