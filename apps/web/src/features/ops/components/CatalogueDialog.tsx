import { ZAdCategoryBody, ZAdSizeBody, ZCountryBody, ZKeywordBody, ZWebsiteBody } from '@adportal/contracts';
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
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { type FieldErrors, type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/FormTextField.tsx';
import { dialogFormError } from '../../../lib/form-submit-error.ts';
import type { Notice } from '../../../lib/use-notice.ts';
import { bidText } from '../../planner/bid-text.ts';
import {
  type CatalogueBody,
  type CatalogueEntry,
  type CatalogueKind,
  entryKey,
  useSaveCatalogueEntry,
} from '../api/catalogue.ts';

/** Every field any catalogue has, as typed. */
export interface CatalogueFormValues {
  name: string;
  width: string;
  height: string;
  code: string;
  keyword: string;
  domain: string;
  min_cpc: string;
  min_cpm: string;
  status: 'active' | 'inactive';
}
type FieldName = Exclude<keyof CatalogueFormValues, 'status'>;

/** The fields of each catalogue's body, in form order. */
export const CATALOGUE_FIELDS: Record<CatalogueKind, readonly FieldName[]> = {
  ad_sizes: ['name', 'width', 'height'],
  categories: ['name'],
  countries: ['code', 'name'],
  keywords: ['keyword', 'min_cpc', 'min_cpm'],
  websites: ['domain', 'name', 'min_cpc', 'min_cpm'],
};

const SCHEMAS = {
  ad_sizes: ZAdSizeBody,
  categories: ZAdCategoryBody,
  countries: ZCountryBody,
  keywords: ZKeywordBody,
  websites: ZWebsiteBody,
} as const;

const NUMBER_FIELDS: readonly FieldName[] = ['width', 'height'];
const PRICE_FIELDS: readonly FieldName[] = ['min_cpc', 'min_cpm'];

/** The body the catalogue's endpoint takes, from what was typed (pixels as numbers). */
export function toCatalogueBody(kind: CatalogueKind, values: CatalogueFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { status: values.status };
  for (const field of CATALOGUE_FIELDS[kind]) {
    const text = values[field];
    body[field] = NUMBER_FIELDS.includes(field) ? (text.trim() === '' ? undefined : Number(text)) : text;
  }
  return body;
}

/** An entry as form values (prices as the bid fields take them: at most one decimal). */
export function catalogueValues(entry: CatalogueEntry | null): CatalogueFormValues {
  const read = (field: string) => {
    const value = entry ? (entry as unknown as Record<string, unknown>)[field] : undefined;
    if (value === undefined || value === null) return '';
    return PRICE_FIELDS.includes(field as FieldName) ? bidText(String(value)) : String(value);
  };
  return {
    name: read('name'),
    width: read('width'),
    height: read('height'),
    code: read('code'),
    keyword: read('keyword'),
    domain: read('domain'),
    min_cpc: read('min_cpc'),
    min_cpm: read('min_cpm'),
    status: entry?.status ?? 'active',
  };
}

/** The shared contract (the same zod body the API parses) validates what the form will send. */
function catalogueResolver(kind: CatalogueKind): Resolver<CatalogueFormValues> {
  const schema = zodResolver(SCHEMAS[kind] as never);
  return async (values, context, options) => {
    const result = (await schema(toCatalogueBody(kind, values), context, options as never)) as {
      values: unknown;
      errors: FieldErrors<CatalogueFormValues>;
    };
    // An empty pixel field is "required", not "wrong type".
    for (const field of NUMBER_FIELDS) {
      const error = result.errors[field];
      if (error && values[field].trim() === '') error.message = 'validation.required';
    }
    // A valid form keeps its typed values; the submit handler builds the body again.
    return Object.keys(result.errors).length ? { values: {}, errors: result.errors } : { values, errors: {} };
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveCatalogueEntry();
  const [serverError, setServerError] = useState<string | null>(null);
  const fields = CATALOGUE_FIELDS[kind];
  const { control, handleSubmit, setError, setValue, formState } = useForm<CatalogueFormValues>({
    resolver: catalogueResolver(kind),
    defaultValues: catalogueValues(entry),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const status = useWatch({ control, name: 'status' });
  const busy = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = SCHEMAS[kind].parse(toCatalogueBody(kind, values)) as CatalogueBody;
    try {
      await save.mutateAsync({ kind, key: entry ? entryKey(entry) : null, body });
      onClose({ kind: 'success', title: t(entry ? 'catalogue.saved' : 'catalogue.added') });
    } catch (error) {
      setServerError(dialogFormError(error, fields, setError));
    }
  });

  const half = fields.length > 1 ? { xs: 12, sm: 6 } : 12;
  return (
    <Dialog
      open
      onClose={busy ? undefined : () => onClose()}
      fullWidth
      fullScreen={fullScreen}
      maxWidth="sm"
      aria-labelledby={titleId}
      data-testid="catalogue-dialog"
    >
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        {t(entry ? `catalogue.edit.${kind}` : `catalogue.add.${kind}`)}
        <IconButton
          aria-label={t('dialog.close')}
          onClick={() => onClose()}
          disabled={busy}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon sx={{ fontSize: 20 }} />
        </IconButton>
      </DialogTitle>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <DialogContent sx={{ pt: '8px !important' }}>
          <Grid container spacing={2.5}>
            {fields.map((field, index) => (
              <Grid key={field} size={field === 'name' && kind !== 'ad_sizes' ? 12 : half}>
                <FormTextField
                  control={control}
                  name={field}
                  label={t(`catalogue.fields.${field}`)}
                  helperText={t(`catalogue.hints.${field}`)}
                  inputMode={
                    NUMBER_FIELDS.includes(field)
                      ? 'numeric'
                      : PRICE_FIELDS.includes(field)
                        ? 'decimal'
                        : 'text'
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
              <FormControlLabel
                control={
                  <Switch
                    checked={status === 'active'}
                    onChange={(event) =>
                      setValue('status', event.target.checked ? 'active' : 'inactive', { shouldDirty: true })
                    }
                    slotProps={{ input: { 'data-testid': 'catalogue-field-status' } as never }}
                  />
                }
                label={t('catalogue.activeLabel')}
              />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`catalogue.statusHint.${kind}`)}
              </Typography>
            </Grid>
          </Grid>
          {serverError ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {serverError}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3 }}>
          <Button onClick={() => onClose()} color="secondary" variant="outlined" disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            data-testid="catalogue-save"
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : null}
          >
            {t(entry ? 'catalogue.save' : 'catalogue.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
