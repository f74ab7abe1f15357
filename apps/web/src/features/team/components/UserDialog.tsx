import {
  INVITE_LINK_DAYS,
  type Role,
  type TeamUser,
  USER_STATUSES,
  type UserStatus,
  ZCreateUserBody,
  ZUpdateUserBody,
} from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormSelectField } from '../../../components/FormSelectField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { useCreateUserMutation } from '../api/create-user.ts';
import { useUpdateUserMutation } from '../api/update-user.ts';

type CreateUserOutput = z.output<typeof ZCreateUserBody>;
type UpdateUserOutput = z.output<typeof ZUpdateUserBody>;

interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  role_id: string;
  status: UserStatus;
}

const FIELDS = ['name', 'email', 'phone', 'role_id', 'status'] as const;
const createResolver = contractResolver(ZCreateUserBody, (values: UserFormValues) => values);
// Editing sends no email (it is not editable); the field only stays in the form to be shown.
const updateResolver = contractResolver(
  ZUpdateUserBody,
  ({ email: _email, ...body }: UserFormValues) => body,
);

/** Add (invite) or edit a user of the team. */
export function UserDialog({
  open,
  user,
  roles,
  onClose,
}: {
  open: boolean;
  /** null: add a user. */
  user: TeamUser | null;
  roles: Role[];
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateUserMutation();
  const update = useUpdateUserMutation();
  const editing = user !== null;
  const { control, handleSubmit, setError } = useForm<
    UserFormValues,
    unknown,
    CreateUserOutput | UpdateUserOutput
  >({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      role_id: user?.role.id ?? '',
      status: user?.status ?? 'active',
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (body) => {
    if (user || !('email' in body)) {
      if (user) await update.mutateAsync({ id: user.id, body });
      onClose({ kind: 'success', title: t('team.alerts.userUpdated') });
      return;
    }
    const created = await create.mutateAsync(body);
    onClose({
      kind: 'success',
      title: t('team.alerts.userInvited'),
      text: t('team.alerts.userInvitedText', { email: created.email }),
    });
  });

  return (
    <FormDialog
      open={open}
      title={editing ? t('team.users.edit') : t('team.users.add')}
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={editing ? t('team.userForm.save') : t('team.userForm.invite')}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('team.userForm.name')}
        autoComplete="off"
        autoFocus
      />
      <FormTextField
        control={control}
        name="email"
        type="email"
        label={t('team.userForm.email')}
        autoComplete="off"
        // An invited user's email is their sign-in: it is not edited here.
        disabled={editing}
        helperText={editing ? t('team.userForm.emailLocked') : undefined}
      />
      <FormTextField
        control={control}
        name="phone"
        type="tel"
        label={t('team.userForm.phone')}
        hint={t('team.userForm.phoneHint')}
        autoComplete="off"
      />
      <FormSelectField control={control} name="role_id" label={t('team.userForm.role')}>
        {roles.map((role) => (
          <MenuItem key={role.id} value={role.id}>
            {role.name}
          </MenuItem>
        ))}
      </FormSelectField>
      <FormSelectField control={control} name="status" label={t('team.userForm.status')}>
        {USER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`team.status.${status}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      {editing ? null : (
        <Alert severity="info" variant="outlined">
          {t('team.userForm.inviteHint', { days: INVITE_LINK_DAYS })}
        </Alert>
      )}
    </FormDialog>
  );
}
