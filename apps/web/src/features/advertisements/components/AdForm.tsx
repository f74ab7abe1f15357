import {
  AD_TYPES,
  type AdCatalogue,
  type AdImage,
  type AdType,
  type Advertisement,
  NAME_MAX_LENGTH,
  redirectUrlForPeople,
  type ZCreateAdBody,
  type ZUpdateAdBody,
} from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type ReactNode, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceCard } from '../../../components/ChoiceCard.tsx';
import { FormSelectField } from '../../../components/FormSelectField.tsx';
import { FormTextField } from '../../../components/FormTextField.tsx';
import AdsClickOutlinedIcon from '../../../components/icons/AdsClickOutlined.tsx';
import VisibilityOutlinedIcon from '../../../components/icons/VisibilityOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { showFormError } from '../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../lib/forms/lazy-contract-resolver.ts';
import { tm } from '../../../lib/i18n.ts';
import { storedRedirectOf } from '../../../lib/redirect-url.ts';
import { useCatalogueName } from '../../../lib/use-catalogue-name.ts';
import { imageSizeMessage, imageSizeMismatch, pixels } from '../ad-format.ts';
import { AdImageField } from './AdImageField.tsx';
import { AdPreview } from './AdPreview.tsx';
import { CountriesField } from './CountriesField.tsx';

export interface AdFormValues {
  name: string;
  type: AdType;
  ad_size_id: string;
  image_id: string;
  redirect_url: string;
  category_id: string;
  all_countries: boolean;
  countries: string[];
}

const FIELDS = [
  'name',
  'type',
  'ad_size_id',
  'image_id',
  'redirect_url',
  'category_id',
  'all_countries',
  'countries',
] as const satisfies readonly (keyof AdFormValues)[];

/** The body of the API's create and update calls (the contracts' own output types). */
export type CreateAdOutput = ReturnType<typeof ZCreateAdBody.parse>;
export type UpdateAdOutput = ReturnType<typeof ZUpdateAdBody.parse>;

/**
 * The browser validates with the API's own schemas: ZCreateAdBody when creating, ZUpdateAdBody when editing
 * (type and ad size stay as created, so they are not sent).
 */
const createResolver = lazyContractResolver(
  () => import('@adportal/contracts/advertisements.ts').then((module) => module.ZCreateAdBody),
  (values: AdFormValues) => values,
);
const updateResolver = lazyContractResolver(
  () => import('@adportal/contracts/advertisements.ts').then((module) => module.ZUpdateAdBody),
  ({ type: _type, ad_size_id: _adSize, ...body }: AdFormValues) => body,
);

function initialValues(ad: Advertisement | undefined): AdFormValues {
  return {
    name: ad?.name ?? '',
    type: ad?.type ?? 'click',
    ad_size_id: ad?.ad_size.id ?? '',
    image_id: ad?.image.id ?? '',
    redirect_url: ad ? redirectUrlForPeople(ad.redirect_url) : '',
    category_id: ad?.category.id ?? '',
    all_countries: ad?.all_countries ?? true,
    countries: ad?.countries ?? [],
  };
}

function Section({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardHeader
        title={title}
        subheader={subtitle}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
        sx={{ pb: 1 }}
      />
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>{children}</CardContent>
    </Card>
  );
}

const TYPE_ICONS: Record<AdType, ReactNode> = {
  click: <AdsClickOutlinedIcon />,
  impression: <VisibilityOutlinedIcon />,
};

/** The create resolver's output names the type and size, which an update never sends. */
function isCreateBody(body: CreateAdOutput | UpdateAdOutput): body is CreateAdOutput {
  return 'type' in body;
}

/** Creating an ad sends the create body; editing one (`ad` set) sends the update body. */
type AdFormProps = {
  catalogue: AdCatalogue;
  onCancel: () => void;
  submitLabel: string;
} & (
  | { ad: Advertisement; onSubmit: (body: UpdateAdOutput) => Promise<unknown> }
  | { ad?: undefined; onSubmit: (body: CreateAdOutput) => Promise<unknown> }
);

/**
 * The ad's form with its live preview: create (name, type, ad size, image, destination, category, countries)
 * or edit (type and ad size fixed). Validated with the contracts' schemas; the API's field errors land on
 * their fields. `onSubmit` sends the body and returns the saved ad.
 */
export function AdForm(props: AdFormProps) {
  const { ad, catalogue, onCancel, submitLabel } = props;
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const editing = Boolean(ad);
  const [image, setImage] = useState<AdImage | null>(ad?.image ?? null);
  const defaultValues = useMemo(() => initialValues(ad), [ad]);
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<
    AdFormValues,
    unknown,
    CreateAdOutput | UpdateAdOutput
  >({
    resolver: editing ? updateResolver : createResolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [name, adSizeId, redirectUrl, allCountries, countries, imageId] = useWatch({
    control,
    name: ['name', 'ad_size_id', 'redirect_url', 'all_countries', 'countries', 'image_id'],
  });

  // Entries no longer offered (an inactive category or size) still show for an existing ad.
  const adSizes = useMemo(
    () =>
      ad && !catalogue.ad_sizes.some((size) => size.id === ad.ad_size.id)
        ? [...catalogue.ad_sizes, ad.ad_size]
        : catalogue.ad_sizes,
    [ad, catalogue.ad_sizes],
  );
  const categories = useMemo(
    () =>
      ad && !catalogue.categories.some((category) => category.id === ad.category.id)
        ? [...catalogue.categories, ad.category]
        : catalogue.categories,
    [ad, catalogue.categories],
  );
  const adSize = adSizes.find((size) => size.id === adSizeId) ?? null;
  const reviewAgain =
    editing &&
    ad?.status !== 'pending' &&
    (imageId !== ad?.image.id || storedRedirectOf(redirectUrl) !== ad?.redirect_url);

  const submit = handleSubmit(async (values) => {
    if (imageSizeMismatch(image, adSize) && image && adSize) {
      setError('image_id', { type: 'size', message: imageSizeMessage(image, adSize) }, { shouldFocus: true });
      return;
    }
    const body = values.all_countries ? { ...values, countries: [] } : values;
    try {
      if (props.ad) await props.onSubmit(body);
      else if (isCreateBody(body)) await props.onSubmit(body);
    } catch (error) {
      showFormError(error, FIELDS, setError);
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} data-testid="ad-form">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          {editing ? (
            <Alert severity={reviewAgain ? 'warning' : 'info'} data-testid="ad-review-warning">
              {reviewAgain ? t('ad.form.reviewAgainNow') : t('ad.form.reviewAgain')}
            </Alert>
          ) : null}
          <Section title={t('ad.form.basics')} subtitle={t('ad.form.basicsHint')}>
            <FormTextField
              control={control}
              name="name"
              label={t('ad.form.name')}
              testId="ad-name"
              maxLength={NAME_MAX_LENGTH}
              helperText={t('ad.form.nameHint')}
              autoFocus={!editing}
            />
            <Controller
              control={control}
              name="type"
              render={({ field, fieldState }) => (
                <Box>
                  <Typography id="ad-type-label" variant="subtitle2" component="p" sx={{ mb: 1 }}>
                    {t('ad.form.type')}
                  </Typography>
                  <RadioGroup
                    aria-labelledby="ad-type-label"
                    name={field.name}
                    value={field.value}
                    onChange={(event) => field.onChange(event.target.value)}
                    sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}
                  >
                    {AD_TYPES.map((type) => {
                      const selected = field.value === type;
                      const locked = editing && !selected;
                      return (
                        <ChoiceCard
                          key={type}
                          label
                          selected={selected}
                          dimmed={locked}
                          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', p: 1.5 }}
                        >
                          <Radio
                            value={type}
                            disabled={editing}
                            sx={{ p: 0.5 }}
                            slotProps={{ input: { 'data-testid': `ad-type-${type}` } as never }}
                          />
                          <Box sx={{ minWidth: 0 }}>
                            <Box
                              sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary' }}
                            >
                              <Box
                                component="span"
                                sx={{ display: 'flex', color: 'primaryText' }}
                                aria-hidden="true"
                              >
                                {TYPE_ICONS[type]}
                              </Box>
                              <Typography sx={{ fontWeight: 600 }}>{t(`ad.types.${type}`)}</Typography>
                            </Box>
                            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
                              {t(`ad.typeHints.${type}`)}
                            </Typography>
                          </Box>
                        </ChoiceCard>
                      );
                    })}
                  </RadioGroup>
                  {editing ? (
                    <FormHelperText>{t('ad.form.typeFixed')}</FormHelperText>
                  ) : fieldState.error ? (
                    <FormHelperText error>{tm(fieldState.error.message)}</FormHelperText>
                  ) : null}
                </Box>
              )}
            />
          </Section>

          <Section title={t('ad.form.creative')} subtitle={t('ad.form.creativeHint')}>
            <FormSelectField
              control={control}
              name="ad_size_id"
              label={t('ad.form.adSize')}
              testId="ad-size"
              disabled={editing}
              helperText={
                editing
                  ? t('ad.form.adSizeFixed')
                  : adSizes.length
                    ? t('ad.form.adSizeHint')
                    : t('ad.form.noAdSizes')
              }
            >
              {adSizes.map((size) => (
                <MenuItem key={size.id} value={size.id}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, width: '100%' }}>
                    <span>{catalogueName('adSizes', size.name)}</span>
                    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                      {pixels(size)}
                    </Typography>
                  </Box>
                </MenuItem>
              ))}
            </FormSelectField>
            <Controller
              control={control}
              name="image_id"
              render={({ field, fieldState }) => (
                <AdImageField
                  image={image}
                  adSize={adSize}
                  error={fieldState.error?.message}
                  buttonRef={field.ref}
                  onChange={(uploaded) => {
                    setImage(uploaded);
                    setValue('image_id', uploaded.id, { shouldDirty: true });
                    clearErrors('image_id');
                  }}
                  onReject={() => {
                    // Back to the saved image (none for a new ad): nothing of an earlier upload stays.
                    setImage(ad?.image ?? null);
                    setValue('image_id', ad?.image.id ?? '', { shouldDirty: true });
                    clearErrors('image_id');
                  }}
                />
              )}
            />
          </Section>

          <Section title={t('ad.form.destination')} subtitle={t('ad.form.destinationHint')}>
            <FormTextField
              control={control}
              name="redirect_url"
              label={t('ad.form.redirectUrl')}
              testId="ad-redirect-url"
              inputMode="url"
              maxLength={2000}
              placeholder="https://example.com/landing"
              shrinkLabel
              helperText={t('ad.form.redirectUrlHint')}
            />
            <FormSelectField
              control={control}
              name="category_id"
              label={t('ad.form.category')}
              testId="ad-category"
              helperText={categories.length ? t('ad.form.categoryHint') : t('ad.form.noCategories')}
            >
              {categories.map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {catalogueName('categories', category.name)}
                </MenuItem>
              ))}
            </FormSelectField>
            <Controller
              control={control}
              name="countries"
              render={({ fieldState }) => (
                <CountriesField
                  countries={catalogue.countries}
                  all={allCountries}
                  value={countries}
                  error={fieldState.error?.message}
                  onAllChange={(all) => {
                    setValue('all_countries', all, { shouldDirty: true });
                    clearErrors('countries');
                  }}
                  onChange={(codes) =>
                    setValue('countries', codes, { shouldDirty: true, shouldValidate: formState.isSubmitted })
                  }
                />
              )}
            />
          </Section>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Box sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <AdPreview adSize={adSize} image={image} redirectUrl={redirectUrl} name={name} />
          </Box>
        </Grid>
      </Grid>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          flexWrap: 'wrap',
          gap: 1.5,
          mt: 3,
        }}
      >
        <Button color="secondary" variant="outlined" onClick={onCancel} disabled={formState.isSubmitting}>
          {t('dialog.cancel')}
        </Button>
        <PendingButton
          type="submit"
          variant="contained"
          data-testid="ad-submit"
          pending={formState.isSubmitting}
        >
          {submitLabel}
        </PendingButton>
      </Box>
    </Box>
  );
}
