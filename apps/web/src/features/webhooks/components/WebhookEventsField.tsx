import type { WebhookEvent } from '@adportal/contracts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { FieldControl } from '../../../components/FormTextField.tsx';
import { tm } from '../../../lib/i18n.ts';
import type { WebhookEventGroup } from '../webhook-events.ts';

/**
 * The events as checkboxes grouped by area, each with what it means. A group whose area the caller's role cannot
 * open is shown with its boxes disabled and the reason, so the list reads the same for everyone.
 */
export function WebhookEventsField<T extends FieldValues>({
  control,
  name,
  groups,
}: {
  control: FieldControl<T>;
  name: Path<T>;
  groups: readonly WebhookEventGroup[];
}) {
  const { t } = useTranslation();
  const firstOpen = groups.find((group) => group.open)?.events[0];
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = field.value as WebhookEvent[];
        const toggle = (event: WebhookEvent, on: boolean) =>
          field.onChange(on ? [...chosen, event] : chosen.filter((each) => each !== event));
        return (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
              {t('webhooks.form.events')}
            </Typography>
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
              {groups.map((group) => {
                const areaName = t(`team.areas.${group.area}`);
                const noteId = `webhook-events-${group.area}-closed`;
                return (
                  <Box
                    key={group.area}
                    component="fieldset"
                    aria-describedby={group.open ? undefined : noteId}
                    disabled={!group.open}
                    sx={{
                      border: 1,
                      borderColor: 'divider',
                      borderRadius: 1,
                      m: 0,
                      px: 1.5,
                      pt: 0.5,
                      pb: 1,
                      minWidth: 0,
                    }}
                  >
                    <Typography
                      component="legend"
                      variant="body2"
                      sx={{ px: 0.5, fontWeight: 600, color: group.open ? 'text.primary' : 'text.secondary' }}
                    >
                      {t(`webhooks.groups.${group.area}`)}
                    </Typography>
                    {group.open ? null : (
                      <Typography id={noteId} variant="body2" sx={{ color: 'text.secondary', mb: 0.5 }}>
                        {t('webhooks.form.areaClosed', { area: areaName })}
                      </Typography>
                    )}
                    {group.events.map((event) => (
                      <FormControlLabel
                        key={event}
                        disabled={!group.open}
                        sx={{
                          display: 'flex',
                          alignItems: 'flex-start',
                          mr: 0,
                          '& .MuiCheckbox-root': { mt: -0.25 },
                        }}
                        control={
                          <Checkbox
                            name={field.name}
                            checked={chosen.includes(event)}
                            onChange={(change) => toggle(event, change.target.checked)}
                            onBlur={field.onBlur}
                            // The first box one may tick takes the focus when the events are refused.
                            slotProps={{
                              input: {
                                ref: event === firstOpen ? field.ref : undefined,
                                'data-event': event,
                              } as never,
                            }}
                          />
                        }
                        label={
                          <Box sx={{ py: 0.75 }}>
                            <Typography
                              component="span"
                              sx={{ fontFamily: 'monospace', fontSize: 14, display: 'block' }}
                            >
                              {event}
                            </Typography>
                            <Typography
                              component="span"
                              variant="body2"
                              sx={{ color: 'text.secondary', display: 'block' }}
                            >
                              {t(`webhooks.events.${event}`)}
                            </Typography>
                          </Box>
                        }
                      />
                    ))}
                  </Box>
                );
              })}
            </Box>
            <FormHelperText error={Boolean(fieldState.error)} sx={{ mx: 0 }}>
              {fieldState.error?.message ? tm(fieldState.error.message) : t('webhooks.form.eventsHint')}
            </FormHelperText>
          </Box>
        );
      }}
    />
  );
}
