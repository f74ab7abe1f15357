import type { DigestFrequency } from '@adportal/contracts';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField } from '../../../components/FormSelectField.tsx';
import type { FieldControl } from '../../../components/FormTextField.tsx';
import { formatHour, formatWeekday } from '../../../lib/format.ts';
import type { NotificationSettingsValues } from '../notification-settings-form.ts';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const DIGEST_CHANNELS = ['telegram', 'email'] as const;

/** The digest: off, daily or weekly; at which hour of the platform's day (and weekday); by which channels. */
export function DigestFields({
  control,
  frequencies,
  timeZone,
  disabled,
  telegramDisabled,
}: {
  control: FieldControl<NotificationSettingsValues>;
  frequencies: readonly DigestFrequency[];
  timeZone: string;
  disabled: boolean;
  telegramDisabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const frequency = useWatch({ control, name: 'digest.frequency' });
  const channelsId = useId();
  const title = t('setting.notifications.digest.title');

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        {t('setting.notifications.digest.description')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          maxWidth: 720,
        }}
      >
        <FormSelectField
          control={control}
          name="digest.frequency"
          label={t('setting.notifications.digest.frequency')}
          testId="digest-frequency"
          disabled={disabled}
        >
          {frequencies.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`setting.notifications.digest.${option}`)}
            </MenuItem>
          ))}
        </FormSelectField>
        {frequency === 'off' ? null : (
          <FormSelectField
            control={control}
            name="digest.hour"
            label={t('setting.notifications.digest.hour')}
            helperText={t('setting.notifications.digest.hourHint', { zone: timeZone })}
            testId="digest-hour"
            disabled={disabled}
          >
            {HOURS.map((hour) => (
              <MenuItem key={hour} value={hour}>
                {formatHour(hour, i18n.language)}
              </MenuItem>
            ))}
          </FormSelectField>
        )}
        {frequency === 'weekly' ? (
          <FormSelectField
            control={control}
            name="digest.weekday"
            label={t('setting.notifications.digest.weekday')}
            testId="digest-weekday"
            disabled={disabled}
          >
            {WEEKDAYS.map((weekday) => (
              <MenuItem key={weekday} value={weekday}>
                {formatWeekday(weekday, i18n.language)}
              </MenuItem>
            ))}
          </FormSelectField>
        ) : null}
      </Box>
      {frequency === 'off' ? null : (
        <Box role="group" aria-labelledby={channelsId} sx={{ mt: 2 }}>
          <Typography id={channelsId} variant="body2" sx={{ color: 'text.secondary' }}>
            {t('setting.notifications.digest.channels')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            {DIGEST_CHANNELS.map((channel) => {
              const channelName = t(`setting.notifications.channels.${channel}`);
              return (
                <Controller
                  key={channel}
                  control={control}
                  name={`digest.${channel}`}
                  render={({ field }) => (
                    <FormControlLabel
                      label={channelName}
                      disabled={disabled || (channel === 'telegram' && telegramDisabled)}
                      control={
                        <Switch
                          checked={Boolean(field.value)}
                          onChange={(event) => field.onChange(event.target.checked)}
                          onBlur={field.onBlur}
                          slotProps={{
                            input: {
                              'aria-label': t('setting.notifications.switchLabel', {
                                category: title,
                                channel: channelName,
                              }),
                            },
                          }}
                        />
                      }
                    />
                  )}
                />
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
