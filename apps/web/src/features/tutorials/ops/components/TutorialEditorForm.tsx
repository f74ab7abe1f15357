import {
  LANGUAGE_CODES,
  LANGUAGES,
  type Language,
  type OpsTutorial,
  type OpsTutorialCategory,
  TUTORIAL_STATUSES,
} from '@adportal/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormSelectField } from '../../../../components/FormSelectField.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import CheckCircleRoundedIcon from '../../../../components/icons/CheckCircleRounded.tsx';
import DeleteOutlinedIcon from '../../../../components/icons/DeleteOutlined.tsx';
import ErrorRoundedIcon from '../../../../components/icons/ErrorRounded.tsx';
import SaveOutlinedIcon from '../../../../components/icons/SaveOutlined.tsx';
import { lazyNamed } from '../../../../components/LazyNamed.tsx';
import { PendingButton } from '../../../../components/PendingButton.tsx';
import { alertError, showSuccess } from '../../../../lib/alerts.ts';
import { showFormError } from '../../../../lib/form-submit-error.ts';
import { lazyContractResolver } from '../../../../lib/forms/lazy-contract-resolver.ts';
import { HttpError } from '../../../../lib/http.ts';
import { useFormat } from '../../../../lib/use-format.ts';
import { href } from '../../../../routing/href.ts';
import { useDeleteTutorialMutation } from '../api/delete-tutorial.ts';
import { useSaveTutorialMutation } from '../api/save-tutorial.ts';
import {
  isBlankTranslation,
  languagesWithErrors,
  TUTORIAL_FIELDS,
  type TutorialFormValues,
  toTutorialBody,
  tutorialFormValues,
} from '../tutorial-form.ts';
import { TranslationFields } from './TranslationFields.tsx';

/**
 * The contract checks the body the form will send; its errors land on the form's fields (same names), and a
 * valid form hands the contract's output — the body — to the submit handler.
 */
const resolver = lazyContractResolver(
  () => import('@adportal/contracts/tutorials.ts').then((module) => module.ZTutorialBody),
  toTutorialBody,
);

const nativeName = (language: Language) =>
  LANGUAGES.find((entry) => entry.i18nLang === language)?.label ?? language;

/**
 * The article editor (OpsContent): English, Thai and Chinese in tabs (title, summary, body in the full editor;
 * English required, a blank language falls back to English), and beside them its category, status, featured
 * flag and position. Saving a new article moves to its own address.
 */

// Asked only before a delete: its dialog's code comes with that click.
const ConfirmDialog = lazyNamed(() => import('../../../../components/ConfirmDialog.tsx'), 'ConfirmDialog');
export function TutorialEditorForm({
  tutorial,
  categories,
  initialCategoryId,
}: {
  tutorial?: OpsTutorial;
  categories: readonly OpsTutorialCategory[];
  initialCategoryId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { date } = useFormat();
  const save = useSaveTutorialMutation();
  const remove = useDeleteTutorialMutation();
  const [tab, setTab] = useState<Language>('en');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const { control, handleSubmit, setError, setValue, formState } = useForm({
    resolver,
    defaultValues: tutorialFormValues(tutorial, initialCategoryId ?? categories[0]?.id),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const translations = useWatch({ control, name: 'translations' });
  const errorLanguages = languagesWithErrors(formState.errors);

  const openFirstError = (errors: FieldErrors<TutorialFormValues>) => {
    const [first] = languagesWithErrors(errors);
    if (first) setTab(first);
  };

  // The resolver hands over the contract's output: the body itself (see `resolver` above).
  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: tutorial?.id, body });
      void showSuccess(tutorial ? t('tutorials.ops.editor.saved') : t('tutorials.ops.editor.created'));
      if (!tutorial) void navigate(href('ops-tutorial-edit', { id: saved.id }), { replace: true });
    } catch (error) {
      showFormError(error, TUTORIAL_FIELDS, setError);
      const path = error instanceof HttpError ? (error.fields?.[0]?.path ?? '') : '';
      const language = LANGUAGE_CODES.find((code) => path.startsWith(`translations.${code}`));
      if (language) setTab(language);
    }
  }, openFirstError);

  const onDelete = async () => {
    if (!tutorial) return;
    try {
      await remove.mutateAsync(tutorial.id);
      setConfirmDelete(false);
      void showSuccess(t('tutorials.ops.deleted'));
      void navigate(href('ops-tutorials'));
    } catch (error) {
      setConfirmDelete(false);
      alertError(error);
    }
  };

  const tabIcon = (language: Language) => {
    if (errorLanguages.includes(language))
      return (
        <ErrorRoundedIcon color="error" fontSize="small" aria-label={t('tutorials.ops.editor.tabErrors')} />
      );
    if (!isBlankTranslation(translations[language]))
      return (
        <CheckCircleRoundedIcon
          color="success"
          fontSize="small"
          aria-label={t('tutorials.ops.editor.tabWritten')}
        />
      );
    return undefined;
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }} sx={{ minWidth: 0 }}>
          <Card>
            <Tabs
              value={tab}
              onChange={(_event, next: Language) => setTab(next)}
              aria-label={t('tutorials.ops.editor.languages')}
              sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
            >
              {LANGUAGE_CODES.map((language) => (
                <Tab
                  key={language}
                  value={language}
                  id={`tutorial-tab-${language}`}
                  aria-controls={`tutorial-panel-${language}`}
                  label={language === 'en' ? `${nativeName(language)} *` : nativeName(language)}
                  icon={tabIcon(language)}
                  iconPosition="end"
                  data-testid={`tutorial-tab-${language}`}
                  sx={{ minHeight: 52 }}
                />
              ))}
            </Tabs>
            <CardContent
              role="tabpanel"
              id={`tutorial-panel-${tab}`}
              aria-labelledby={`tutorial-tab-${tab}`}
              sx={{ p: { xs: 2, sm: 3 } }}
            >
              <TranslationFields
                key={tab}
                language={tab}
                control={control}
                setValue={setValue}
                blank={isBlankTranslation(translations[tab])}
              />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <CardHeader
              title={t('tutorials.ops.editor.publishing')}
              slotProps={{ title: { component: 'h2', variant: 'h6' } }}
            />
            <CardContent sx={{ pt: 1, display: 'flex', flexDirection: 'column', gap: 2.5 }}>
              <FormSelectField
                control={control}
                name="category_id"
                label={t('tutorials.ops.category')}
                testId="tutorial-category"
              >
                {categories.map((category) => (
                  <MenuItem key={category.id} value={category.id}>
                    {category.names.en}
                  </MenuItem>
                ))}
              </FormSelectField>
              <FormSelectField
                control={control}
                name="status"
                label={t('tutorials.ops.status')}
                testId="tutorial-status"
              >
                {TUTORIAL_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {t(`tutorials.ops.statuses.${status}`)}
                  </MenuItem>
                ))}
              </FormSelectField>
              <Controller
                control={control}
                name="featured"
                render={({ field }) => (
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        slotProps={{ input: { 'data-testid': 'tutorial-featured' } as never }}
                      />
                    }
                    label={t('tutorials.ops.editor.featured')}
                  />
                )}
              />
              <FormTextField
                control={control}
                name="position"
                label={t('tutorials.ops.editor.position')}
                hint={t('tutorials.ops.editor.positionHint')}
                inputMode="numeric"
                maxLength={5}
                testId="tutorial-position"
              />
              {tutorial ? (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {tutorial.published_at
                    ? t('tutorials.ops.editor.publishedAt', { date: date(tutorial.published_at) })
                    : t('tutorials.ops.editor.neverPublished')}
                  <br />
                  {t('tutorials.updated', { date: date(tutorial.updated_at) })}
                </Typography>
              ) : null}
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <PendingButton
                  type="submit"
                  variant="contained"
                  pending={save.isPending}
                  startIcon={<SaveOutlinedIcon />}
                  data-testid="tutorial-save"
                >
                  {tutorial ? t('tutorials.ops.editor.save') : t('tutorials.ops.editor.create')}
                </PendingButton>
                {tutorial ? (
                  <Button
                    color="error"
                    variant="outlined"
                    startIcon={<DeleteOutlinedIcon />}
                    onClick={() => setConfirmDelete(true)}
                  >
                    {t('tutorials.ops.delete')}
                  </Button>
                ) : null}
              </Box>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {confirmDelete && tutorial ? (
        <ConfirmDialog
          title={t('tutorials.ops.deleteTitle', { title: tutorial.translations.en.title })}
          text={t('tutorials.ops.deleteText')}
          confirmLabel={t('tutorials.ops.delete')}
          tone="error"
          pending={remove.isPending}
          onConfirm={() => void onDelete()}
          onClose={() => setConfirmDelete(false)}
        />
      ) : null}
    </Box>
  );
}
