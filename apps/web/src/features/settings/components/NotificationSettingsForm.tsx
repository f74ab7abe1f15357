import {
  DIGEST_FREQUENCIES,
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type NotificationSettings,
} from '@adportal/contracts';
import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/FormTextField.tsx';
import NotificationsActiveOutlinedIcon from '../../../components/icons/NotificationsActiveOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { RetryAlert } from '../../../components/RetryAlert.tsx';
import { errorMessage, showSuccess } from '../../../lib/alerts.ts';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { href } from '../../../routing/href.ts';
import { useNotificationSettings } from '../api/get-notification-settings.ts';
import { useUpdateNotificationSettingsMutation } from '../api/update-notification-settings.ts';
import {
  type NotificationSettingsValues,
  SERVER_FIELD_NAMES,
  SERVER_FIELDS,
  toBody,
  toFormValues,
} from '../notification-settings-form.ts';
import { CategoryChannelsTable } from './CategoryChannelsTable.tsx';
import { DigestFields } from './DigestFields.tsx';
import { SectionCardHeader } from './SectionCardHeader.tsx';

/**
 * The notification settings card (of /setting and /telegram): which categories reach the user through which
 * channel, the low-balance threshold and the digest, saved together with one button.
 */
export function NotificationSettingsCard({ id }: { id?: string }) {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  return (
    <Card
      component="section"
      aria-labelledby="notification-settings-title"
      id={id}
      data-testid="notification-settings"
    >
      <SectionCardHeader
        icon={<NotificationsActiveOutlinedIcon />}
        title={t('setting.notifications.title')}
        titleId="notification-settings-title"
        subtitle={t('setting.notifications.subtitle')}
      />
      <CardContent sx={{ pt: 0 }}>
        {settings.isPending ? <Skeleton variant="rounded" height={320} /> : null}
        {settings.isError ? (
          <RetryAlert onRetry={() => settings.refetch()}>{errorMessage(settings.error)}</RetryAlert>
        ) : null}
        {settings.data ? <NotificationSettingsForm settings={settings.data} /> : null}
      </CardContent>
    </Card>
  );
}

function NotificationSettingsForm({ settings }: { settings: NotificationSettings }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const editable = ability.can('update', 'Setting');
  const mutation = useUpdateNotificationSettingsMutation();
  // Filled once from the stored settings: a refetch (Telegram connected elsewhere) never overwrites what is typed.
  const { control, handleSubmit, setError, reset, formState } = useForm<NotificationSettingsValues>({
    resolver: lazyContractResolver(() =>
      import('../notification-settings-schema.ts').then((module) => module.ZNotificationSettingsForm),
    ),
    defaultValues: toFormValues(settings),
  });
  const telegramUsable = settings.telegram_available && settings.telegram_connected;
  const disabledChannels: NotificationChannel[] = telegramUsable ? [] : ['telegram'];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await mutation.mutateAsync(toBody(values));
      reset(toFormValues(saved));
      void showSuccess(t('setting.updated'));
    } catch (error) {
      showFormError(error, SERVER_FIELD_NAMES, (name, fieldError, options) =>
        setError(SERVER_FIELDS[name], fieldError, options),
      );
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="notification-settings-title"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}
    >
      {telegramUsable ? null : <TelegramHint available={settings.telegram_available} />}
      <CategoryChannelsTable
        control={control}
        disabled={!editable}
        disabledChannels={disabledChannels}
        channels={NOTIFICATION_CHANNELS}
      />
      <Box sx={{ maxWidth: 360 }}>
        <FormTextField
          control={control}
          name="low_balance_threshold"
          label={t('setting.notifications.threshold')}
          hint={t('setting.notifications.thresholdHint')}
          inputMode="decimal"
          testId="low-balance-threshold"
          disabled={!editable}
          endAdornment={<InputAdornment position="end">USDT</InputAdornment>}
        />
      </Box>
      <Divider />
      <DigestFields
        control={control}
        disabled={!editable}
        telegramDisabled={!telegramUsable}
        timeZone={settings.time_zone}
        frequencies={DIGEST_FREQUENCIES}
      />
      {editable ? (
        <Box>
          <PendingButton
            type="submit"
            variant="contained"
            pending={formState.isSubmitting}
            data-testid="notification-settings-save"
          >
            {t('setting.notifications.save')}
          </PendingButton>
        </Box>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('setting.notifications.readOnly')}
        </Typography>
      )}
    </Box>
  );
}

/** Why the Telegram column is off, and the way to turn it on. */
function TelegramHint({ available }: { available: boolean }) {
  const { t } = useTranslation();
  const ability = useAbility<AppAbility>();
  const canConnect = available && ability.can('update', 'Telegram');
  return (
    <Alert
      severity="info"
      data-testid="telegram-column-hint"
      action={
        canConnect ? (
          <Button component={RouterLink} to={href('telegram-connect')} color="inherit" size="small">
            {t('setting.notifications.connectTelegram')}
          </Button>
        ) : undefined
      }
    >
      {available
        ? t('setting.notifications.telegramNotConnected')
        : t('setting.notifications.telegramUnavailable')}
    </Alert>
  );
}
