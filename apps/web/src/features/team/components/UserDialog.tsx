import {
  INVITE_LINK_DAYS,
  type Role,
  type TeamUser,
  USER_STATUSES,
  type UserStatus,
  ZCreateUserBody,
  ZUpdateUserBody,
} from '@adportal/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { errorMessage, showError } from '../../../lib/alerts.ts';
import { mapServerFieldErrors } from '../../../lib/form-errors.ts';
import { HttpError } from '../../../lib/http.ts';
import i18n, { tm } from '../../../lib/i18n.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { useCreateUserMutation } from '../api/create-user.ts';
import { useUpdateUserMutation } from '../api/update-user.ts';

interface UserFormValues {
  name: string;
  email: string;
  phone: string;
  role_id: string;
  status: UserStatus;
}

const FIELDS = ['name', 'email', 'phone', 'role_id', 'status'] as const;
// Editing sends no email (it is not editable); the field only stays in the form to be shown.
const ZEditForm = ZUpdateUserBody.extend({ email: z.string() });

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
  const { control, handleSubmit, setError, formState } = useForm<UserFormValues>({
    resolver: zodResolver(editing ? ZEditForm : ZCreateUserBody) as unknown as Resolver<UserFormValues>,
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

  const onSubmit = handleSubmit(async (values) => {
    const phone = (values.phone as string | null) || null;
    try {
      if (user) {
        await update.mutateAsync({
          id: user.id,
          body: { name: values.name, phone, role_id: values.role_id, status: values.status },
        });
        onClose({ kind: 'success', title: t('team.alerts.userUpdated') });
      } else {
        const created = await create.mutateAsync({
          name: values.name,
          email: values.email,
          phone,
          role_id: values.role_id,
          status: values.status,
        });
        onClose({
          kind: 'success',
          title: t('team.alerts.userInvited'),
          text: t('team.alerts.userInvitedText', { email: created.email }),
        });
      }
    } catch (error) {
      if (error instanceof HttpError) {
        const { matched } = mapServerFieldErrors(error.fields, FIELDS, (key) => i18n.exists(key));
        for (const { name, message } of matched)
          setError(name, { type: 'server', message }, { shouldFocus: true });
        if (matched.length) return;
      }
      void showError(errorMessage(error));
    }
  });

  return (
    <Dialog
      open={open}
      onClose={() => onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="user-dialog-title"
      disableEnforceFocus
    >
      <DialogTitle id="user-dialog-title" sx={{ pr: 6 }}>
        {editing ? t('team.users.edit') : t('team.users.add')}
        <IconButton
          aria-label={t('dialog.close')}
          onClick={() => onClose()}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon sx={{ fontSize: 20 }} />
        </IconButton>
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}>
          <FormTextField
            control={control}
            name="name"
            label={t('team.userForm.name')}
            autoComplete="off"
            autoFocus
          />
          {editing ? (
            <TextField
              label={t('team.userForm.email')}
              value={user.email}
              disabled
              helperText={t('team.userForm.emailLocked')}
              fullWidth
            />
          ) : (
            <FormTextField
              control={control}
              name="email"
              type="email"
              label={t('team.userForm.email')}
              autoComplete="off"
            />
          )}
          <FormTextField
            control={control}
            name="phone"
            type="tel"
            label={t('team.userForm.phone')}
            hint={t('team.userForm.phoneHint')}
            autoComplete="off"
          />
          <Controller
            name="role_id"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label={t('team.userForm.role')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error ? tm(fieldState.error.message) : undefined}
                fullWidth
              >
                {roles.map((role) => (
                  <MenuItem key={role.id} value={role.id}>
                    {role.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="status"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('team.userForm.status')}
                value={field.value}
                onChange={field.onChange}
                name={field.name}
                fullWidth
              >
                {USER_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`team.status.${status}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {editing ? null : (
            <Alert severity="info" variant="outlined">
              {t('team.userForm.inviteHint', { days: INVITE_LINK_DAYS })}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={() => onClose()} color="secondary" variant="outlined">
            {t('team.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={formState.isSubmitting}
            startIcon={formState.isSubmitting ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {editing ? t('team.userForm.save') : t('team.userForm.invite')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
