import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_SCOPES,
  type ApiKeyCreated,
  type ApiKeyScope,
  ZApiKeyCreateBody,
} from '@adportal/contracts';
import type { ApiKeyArea } from '@adportal/permissions';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChoiceCard } from '../../../components/ChoiceCard.tsx';
import { FormDateField } from '../../../components/FormDateField.tsx';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { FormSelectField } from '../../../components/FormSelectField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { formatPlatformDay, platformToday, shiftDay } from '../../../lib/format.ts';
import { contractResolver } from '../../../lib/forms/contract-resolver.ts';
import { tm } from '../../../lib/i18n.ts';
import { useCreateApiKeyMutation } from '../api/create-api-key.ts';
import { EXPIRY_CHOICES, type ExpiryChoice, expiresOnOf } from '../api-key-expiry.ts';

interface Values {
  name: string;
  scope: ApiKeyScope;
  areas: ApiKeyArea[];
  expiry: ExpiryChoice;
  /** The day picked for a custom expiry ('' until picked). */
  expires_on: string;
}

const FIELDS = ['name', 'scope', 'areas', 'expires_on'] as const;
const resolver = contractResolver(ZApiKeyCreateBody, ({ expiry, expires_on, ...values }: Values) => ({
  ...values,
  expires_on: expiresOnOf(expiry, expires_on, platformToday()),
}));

/**
 * A new key: its name, read only or read and write, the areas (only those the role can read, all ticked) and
 * when it expires. The API's field errors land on their fields; its other refusals (the limit of live keys, an
 * operator visiting as the user) show at the top of the dialog.
 */
export function CreateApiKeyDialog({
  areas,
  onClose,
}: {
  /** The areas the caller's role can read: the only ones a key may be given. */
  areas: readonly ApiKeyArea[];
  onClose: (created?: ApiKeyCreated) => void;
}) {
  const { t, i18n } = useTranslation();
  const create = useCreateApiKeyMutation();
  const { control, handleSubmit, setError } = useForm<Values, unknown, z.output<typeof ZApiKeyCreateBody>>({
    resolver,
    defaultValues: { name: '', scope: 'read_only', areas: [...areas], expiry: 'days90', expires_on: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const expiry = useWatch({ control, name: 'expiry' });
  const lastDay = expiresOnOf(expiry, '', platformToday());

  const onSubmit = handleSubmit(async (body) => onClose(await create.mutateAsync(body)));

  return (
    <FormDialog
      open
      title={t('apiKeys.form.title')}
      fullScreenBelow="sm"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      // An expiry the API refuses is told where the user chose it: the picked day, or the choice of span.
      setError={(name, error, options) =>
        setError(name === 'expires_on' && expiry !== 'custom' ? 'expiry' : name, error, options)
      }
      submitLabel={t('apiKeys.form.submit')}
      submitTestId="api-key-create-submit"
      errorTestId="api-key-create-error"
    >
      <FormTextField
        control={control}
        name="name"
        label={t('apiKeys.form.name')}
        hint={t('apiKeys.form.nameHint')}
        maxLength={API_KEY_NAME_MAX_LENGTH}
        autoComplete="off"
        autoFocus
      />
      <Controller
        control={control}
        name="scope"
        render={({ field }) => (
          <Box role="group" aria-labelledby="api-key-scope-label">
            <Typography id="api-key-scope-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
              {t('apiKeys.form.access')}
            </Typography>
            <RadioGroup
              name={field.name}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
            >
              {API_KEY_SCOPES.map((scope) => (
                <ChoiceCard key={scope} selected={field.value === scope} sx={{ px: 1.5, py: 0.5 }}>
                  <FormControlLabel
                    value={scope}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.75 }}>
                        <Typography sx={{ fontWeight: 500 }}>{t(`apiKeys.scopes.${scope}`)}</Typography>
                        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                          {t(`apiKeys.form.accessHints.${scope}`)}
                        </Typography>
                      </Box>
                    }
                    sx={{ width: '100%', mr: 0, alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.5 } }}
                  />
                </ChoiceCard>
              ))}
            </RadioGroup>
          </Box>
        )}
      />
      <Controller
        control={control}
        name="areas"
        render={({ field, fieldState }) => (
          <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
            <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5, p: 0 }}>
              {t('apiKeys.form.areas')}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
              {areas.map((area) => (
                <FormControlLabel
                  key={area}
                  label={t(`team.areas.${area}`)}
                  control={
                    <Checkbox
                      name={field.name}
                      checked={field.value.includes(area)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? areas.filter((each) => each === area || field.value.includes(each))
                            : field.value.filter((each) => each !== area),
                        )
                      }
                      onBlur={field.onBlur}
                      // The first box takes the focus when the API refuses the areas.
                      slotProps={{ input: { ref: area === areas[0] ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </Box>
            <FormHelperText error={Boolean(fieldState.error)} sx={{ mx: 0 }}>
              {fieldState.error ? tm(fieldState.error.message) : t('apiKeys.form.areasHint')}
            </FormHelperText>
          </Box>
        )}
      />
      <FormSelectField
        control={control}
        name="expiry"
        label={t('apiKeys.form.expiry')}
        testId="api-key-expiry"
        helperText={
          lastDay === null
            ? t('apiKeys.form.noExpiryHint')
            : lastDay
              ? t('apiKeys.form.expiryHint', { date: formatPlatformDay(lastDay, i18n.language) })
              : undefined
        }
      >
        {EXPIRY_CHOICES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {t(`apiKeys.form.expiryOptions.${choice}`)}
          </MenuItem>
        ))}
      </FormSelectField>
      {expiry === 'custom' ? (
        <FormDateField
          control={control}
          name="expires_on"
          label={t('apiKeys.form.expiresOn')}
          helperText={t('apiKeys.form.expiresOnHint')}
          testId="api-key-expires-on"
          // The API counts a key's last day from tomorrow on (platform time).
          min={shiftDay(platformToday(), 1)}
          required
        />
      ) : null}
    </FormDialog>
  );
}
