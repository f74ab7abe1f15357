import type { NotificationChannel } from '@adportal/contracts';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldControl } from '../../../components/FormTextField.tsx';
import type { NotificationSettingsValues } from '../notification-settings-form.ts';

const switchCellSx = { px: 1, width: 104, textAlign: 'center' } as const;

/**
 * Below sm the rows become cards: the category over its three switches, each with its channel's name beside it
 * (the column heads are hidden there; every switch keeps its full accessible name).
 */
const phoneRowSx = {
  display: { xs: 'grid', sm: 'table-row' },
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  borderBottomWidth: { xs: 1, sm: 0 },
  borderBottomStyle: 'solid',
  borderBottomColor: 'divider',
  py: { xs: 1, sm: 0 },
} as const;
const phoneCellSx = {
  display: { xs: 'flex', sm: 'table-cell' },
  alignItems: 'center',
  gap: 0.5,
  width: { xs: 'auto', sm: 104 },
  px: { xs: 0, sm: 1 },
  py: { xs: 0.5, sm: 1 },
  borderBottom: { xs: 0 },
} as const;

/**
 * Rows = the categories (name and what each carries), columns = the channels, one switch per cell named
 * "Deposit by Telegram". The rows come from the form (the API answers every category, in the contract's order).
 */
export function CategoryChannelsTable({
  control,
  channels,
  disabled,
  disabledChannels,
}: {
  control: FieldControl<NotificationSettingsValues>;
  channels: readonly NotificationChannel[];
  disabled: boolean;
  /** Channels that cannot carry a notification now (Telegram before a chat is connected): shown, kept, but not switchable. */
  disabledChannels: readonly NotificationChannel[];
}) {
  const { t } = useTranslation();
  const rows = useWatch({ control, name: 'categories' });

  return (
    <Table size="small" aria-label={t('setting.notifications.tableLabel')} sx={{ tableLayout: 'fixed' }}>
      <TableHead sx={{ display: { xs: 'none', sm: 'table-header-group' } }}>
        <TableRow>
          <TableCell sx={{ pl: 0 }}>{t('setting.notifications.category')}</TableCell>
          {channels.map((channel) => (
            <TableCell key={channel} sx={switchCellSx}>
              {t(`setting.notifications.channels.${channel}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          const name = t(`setting.notifications.categories.${row.category}.name`);
          return (
            <TableRow key={row.category} data-testid={`category-${row.category}`} sx={phoneRowSx}>
              <TableCell
                component="th"
                scope="row"
                sx={{
                  pl: 0,
                  py: 1.25,
                  gridColumn: '1 / -1',
                  display: { xs: 'block', sm: 'table-cell' },
                  borderBottom: { xs: 0 },
                }}
              >
                <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {name}
                </Typography>
                <Typography
                  variant="caption"
                  component="span"
                  sx={{ color: 'text.secondary', display: 'block' }}
                >
                  {t(`setting.notifications.categories.${row.category}.description`)}
                </Typography>
              </TableCell>
              {channels.map((channel) => (
                <TableCell key={channel} sx={{ ...switchCellSx, ...phoneCellSx }}>
                  <Controller
                    control={control}
                    name={`categories.${index}.${channel}`}
                    render={({ field }) => (
                      <Switch
                        size="small"
                        checked={Boolean(field.value)}
                        onChange={(event) => field.onChange(event.target.checked)}
                        onBlur={field.onBlur}
                        disabled={disabled || disabledChannels.includes(channel)}
                        slotProps={{
                          input: {
                            'aria-label': t('setting.notifications.switchLabel', {
                              category: name,
                              channel: t(`setting.notifications.channels.${channel}`),
                            }),
                          },
                        }}
                      />
                    )}
                  />
                  <Typography
                    variant="caption"
                    component="span"
                    aria-hidden="true"
                    sx={{ display: { xs: 'inline', sm: 'none' }, minWidth: 0, overflowWrap: 'anywhere' }}
                  >
                    {t(`setting.notifications.channels.${channel}`)}
                  </Typography>
                </TableCell>
              ))}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
