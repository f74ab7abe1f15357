import { ZAdCategoryBody, ZAdSizeBody, ZCountryBody, ZKeywordBody, ZWebsiteBody } from '@adportal/contracts';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Typography from '@mui/material/Typography';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormStatusSwitch } from '../../../../components/FormStatusSwitch.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import {
  type CatalogueBody,
  type CatalogueEntry,
  type CatalogueKind,
  entryKey,
} from '../api/catalogue-kinds.ts';
import { useSaveCatalogueEntryMutation } from '../api/save-catalogue-entry.ts';
import {
  CATALOGUE_FIELDS,
  type CatalogueFormValues,
  catalogueValues,
  NUMBER_FIELDS,
  PRICE_FIELDS,
  toCatalogueBody,
} from '../catalogue-form.ts';

/** The shared contracts (the same zod bodies the API parses), one per catalogue, each giving that catalogue's body. */
const SCHEMAS: Record<CatalogueKind, z.ZodType<CatalogueBody, FieldValues>> = {
  ad_sizes: ZAdSizeBody,
  categories: ZAdCategoryBody,
  countries: ZCountryBody,
  keywords: ZKeywordBody,
  websites: ZWebsiteBody,
};

/** The catalogue's contract validates what the form will send; an empty pixel field is "required", not "wrong type". */
function catalogueResolver(kind: CatalogueKind): Resolver<CatalogueFormValues, unknown, CatalogueBody> {
  const validate = contractResolver(SCHEMAS[kind], (values: CatalogueFormValues) =>
    toCatalogueBody(kind, values),
  );
  return async (values, context, options) => {
    const result = await validate(values, context, options);
    for (const field of NUMBER_FIELDS) {
      const error = result.errors[field];
      if (error && values[field].trim() === '') error.message = 'validation.required';
    }
    return result;
  };
}

/** Add or edit an entry of one catalogue; entries are switched inactive, never deleted. */
export function CatalogueDialog({
  kind,
  entry,
  onClose,
}: {
  kind: CatalogueKind;
  /** null: add an entry. */
  entry: CatalogueEntry | null;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCatalogueEntryMutation();
  const fields = CATALOGUE_FIELDS[kind];
  const { control, handleSubmit, setError } = useForm({
    resolver: catalogueResolver(kind),
    defaultValues: catalogueValues(entry),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  const onSubmit = handleSubmit(async (body) => {
    await save.mutateAsync({ kind, key: entry ? entryKey(entry) : null, body });
    onClose({ kind: 'success', title: t(entry ? 'catalogue.saved' : 'catalogue.added') });
  });

  const half = fields.length > 1 ? { xs: 12, sm: 6 } : 12;
  return (
    <FormDialog
      title={t(entry ? `catalogue.edit.${kind}` : `catalogue.add.${kind}`)}
      fullScreenBelow="sm"
      testId="catalogue-dialog"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={fields}
      setError={setError}
      submitLabel={t(entry ? 'catalogue.save' : 'catalogue.create')}
      submitTestId="catalogue-save"
    >
      <Grid container spacing={2.5}>
        {fields.map((field, index) => (
          <Grid key={field} size={field === 'name' && kind !== 'ad_sizes' ? 12 : half}>
            <FormTextField
              control={control}
              name={field}
              label={t(`catalogue.fields.${field}`)}
              helperText={t(`catalogue.hints.${field}`)}
              inputMode={
                NUMBER_FIELDS.includes(field) ? 'numeric' : PRICE_FIELDS.includes(field) ? 'decimal' : 'text'
              }
              endAdornment={
                NUMBER_FIELDS.includes(field) ? (
                  <InputAdornment position="end">px</InputAdornment>
                ) : PRICE_FIELDS.includes(field) ? (
                  <InputAdornment position="end">USDT</InputAdornment>
                ) : undefined
              }
              // A country is addressed by its code: the code of an existing one stays.
              disabled={kind === 'countries' && field === 'code' && entry !== null}
              maxLength={field === 'code' ? 2 : undefined}
              autoFocus={index === 0 && !(kind === 'countries' && entry !== null)}
              testId={`catalogue-field-${field}`}
            />
          </Grid>
        ))}
        <Grid size={12}>
          <FormStatusSwitch
            control={control}
            name="status"
            label={t('catalogue.activeLabel')}
            testId="catalogue-field-status"
          />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(`catalogue.statusHint.${kind}`)}
          </Typography>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
