import type { Language } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type FieldControl, FormTextField } from '../../../../components/FormTextField.tsx';
import { FormRichTextField } from '../../../../components/rich-text/FormRichTextField.tsx';
import type { TutorialFormValues } from '../tutorial-form.ts';

/** One language of the article: title, summary and the body in the full editor. */
export function TranslationFields({
  language,
  control,
  setValue,
  blank,
}: {
  language: Language;
  control: FieldControl<TutorialFormValues>;
  setValue: UseFormSetValue<TutorialFormValues>;
  /** Nothing is written in this language yet. */
  blank: boolean;
}) {
  const { t } = useTranslation();
  const english = language === 'en';
  const languageName = t(`tutorials.languages.${language}`);
  const clear = () => {
    for (const field of ['title', 'summary', 'body_html'] as const) {
      setValue(`translations.${language}.${field}`, '', { shouldDirty: true, shouldValidate: false });
    }
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }} lang={language}>
      {english ? (
        <Alert severity="info" variant="outlined">
          {t('tutorials.ops.editor.englishRequired')}
        </Alert>
      ) : (
        <Alert
          severity={blank ? 'warning' : 'info'}
          variant="outlined"
          action={
            blank ? undefined : (
              <Button color="inherit" size="small" onClick={clear}>
                {t('tutorials.ops.editor.removeTranslation')}
              </Button>
            )
          }
        >
          {blank
            ? t('tutorials.ops.editor.notTranslated', { language: languageName })
            : t('tutorials.ops.editor.translated', { language: languageName })}
        </Alert>
      )}
      <FormTextField
        control={control}
        name={`translations.${language}.title`}
        label={t('tutorials.ops.editor.titleField')}
        maxLength={160}
        testId={`tutorial-title-${language}`}
      />
      <FormTextField
        control={control}
        name={`translations.${language}.summary`}
        label={t('tutorials.ops.editor.summary')}
        hint={t('tutorials.ops.editor.summaryHint')}
        minRows={2}
        maxLength={300}
        testId={`tutorial-summary-${language}`}
      />
      <FormRichTextField
        control={control}
        name={`translations.${language}.body_html`}
        label={t('tutorials.ops.editor.body')}
        preset="full"
        required={english}
        id={`tutorial-body-${language}`}
        minHeight={360}
      />
    </Box>
  );
}
