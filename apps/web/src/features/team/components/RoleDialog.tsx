import { type Grant, type Role, ZRoleBody } from '@adportal/contracts';
import { ADVERTISER_AREAS, type AdvertiserArea, CRUD_ACTIONS, type CrudAction } from '@adportal/permissions';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { useCreateRoleMutation } from '../api/create-role.ts';
import { useUpdateRoleMutation } from '../api/update-role.ts';

type Permissions = Record<AdvertiserArea, Grant>;
interface RoleFormValues {
  name: string;
  is_administrator: boolean;
  permissions: Permissions;
}

const FIELDS = ['name'] as const;
/** An administrator's role names no permissions (it has them all); others name the granted ones. */
const resolver = contractResolver(ZRoleBody, (values: RoleFormValues) => ({
  name: values.name,
  is_administrator: values.is_administrator,
  permissions: values.is_administrator ? {} : granted(values.permissions),
}));
const NONE: Grant = { read: false, create: false, update: false, delete: false };
const ALL: Grant = { read: true, create: true, update: true, delete: true };

function permissionsOf(role: Role | null, fill?: Grant): Permissions {
  return Object.fromEntries(
    ADVERTISER_AREAS.map((area) => [area, { ...(fill ?? role?.permissions[area] ?? NONE) }]),
  ) as Permissions;
}

/** Only the areas with something granted go to the API. */
function granted(permissions: Permissions): Partial<Permissions> {
  return Object.fromEntries(
    Object.entries(permissions).filter(([, grant]) => CRUD_ACTIONS.some((action) => grant[action])),
  );
}

/** Add or edit a role: a name, administrator access, and read/create/update/delete per area. */
export function RoleDialog({
  open,
  role,
  onClose,
}: {
  open: boolean;
  role: Role | null;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateRoleMutation();
  const update = useUpdateRoleMutation();
  const { control, handleSubmit, setError, setValue } = useForm({
    resolver,
    defaultValues: {
      name: role?.name ?? '',
      is_administrator: role?.is_administrator ?? false,
      permissions: permissionsOf(role),
    },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const isAdministrator = useWatch({ control, name: 'is_administrator' });
  const permissions = useWatch({ control, name: 'permissions' });
  const cells = ADVERTISER_AREAS.flatMap((area) => CRUD_ACTIONS.map((action) => permissions[area][action]));
  const checkedCount = cells.filter(Boolean).length;
  const allChecked = isAdministrator || checkedCount === cells.length;
  const someChecked = !isAdministrator && checkedCount > 0 && checkedCount < cells.length;

  const setCell = (area: AdvertiserArea, action: CrudAction, value: boolean) =>
    setValue(`permissions.${area}.${action}`, value, { shouldDirty: true });
  const setAll = (value: boolean) =>
    setValue('permissions', permissionsOf(null, value ? ALL : NONE), { shouldDirty: true });

  const onSubmit = handleSubmit(async (body) => {
    if (role) await update.mutateAsync({ id: role.id, body });
    else await create.mutateAsync(body);
    onClose({ kind: 'success', title: t('team.alerts.roleSaved') });
  });

  return (
    <FormDialog
      open={open}
      title={role ? t('team.roles.edit') : t('team.roles.add')}
      maxWidth="md"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={t('team.roles.save')}
      contentSx={{ gap: 2 }}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('team.roles.name')}
        autoComplete="off"
        autoFocus
      />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Box>
          <FormControlLabel
            control={
              <Switch
                checked={isAdministrator}
                onChange={(event) =>
                  setValue('is_administrator', event.target.checked, { shouldDirty: true })
                }
              />
            }
            label={t('team.roles.administrator')}
          />
          <Typography variant="body2" sx={{ color: 'text.secondary', ml: 6.5, mt: -0.5 }}>
            {t('team.roles.administratorHint')}
          </Typography>
        </Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={allChecked}
              indeterminate={someChecked}
              disabled={isAdministrator}
              onChange={(event) => setAll(event.target.checked)}
            />
          }
          label={t('team.roles.selectAll')}
        />
      </Box>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={t('team.roles.permissions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('team.roles.area')}</TableCell>
              {CRUD_ACTIONS.map((action) => (
                <TableCell key={action} align="center" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`team.actions.${action}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {ADVERTISER_AREAS.map((area) => (
              <TableRow key={area} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
                  {t(`team.areas.${area}`)}
                </TableCell>
                {CRUD_ACTIONS.map((action) => (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={isAdministrator || permissions[area][action]}
                      disabled={isAdministrator}
                      onChange={(event) => setCell(area, action, event.target.checked)}
                      slotProps={{
                        input: {
                          'aria-label': `${t(`team.areas.${area}`)}: ${t(`team.actions.${action}`)}`,
                        },
                      }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </FormDialog>
  );
}
