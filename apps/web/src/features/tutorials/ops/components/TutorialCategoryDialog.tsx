import {
  type OpsTutorialCategory,
  TUTORIAL_CATEGORY_NAME_MAX,
  ZTutorialCategoryBody,
} from '@adportal/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormTextField } from '../../../../components/FormTextField.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { useSaveTutorialCategoryMutation } from '../api/save-tutorial-category.ts';

interface CategoryFormValues {
  names: { en: string; th: string; zh: string };
}

const FIELDS = ['names.en', 'names.th', 'names.zh'] as const;
const resolver = contractResolver(ZTutorialCategoryBody, (values: CategoryFormValues) => values);

/** Add a category or rename one: its name in English (required), Thai and Chinese. */
export function TutorialCategoryDialog({
  category,
  onClose,
}: {
  /** null: a new category. */
  category: OpsTutorialCategory | null;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTutorialCategoryMutation();
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: {
      names: { en: category?.names.en ?? '', th: category?.names.th ?? '', zh: category?.names.zh ?? '' },
    },
  });
  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync({ id: category?.id, body: values });
    onClose({ kind: 'success', title: t('tutorials.ops.categories.saved') });
  });
  const optional = t('tutorials.ops.categories.optionalHint');
  return (
    <FormDialog
      title={category ? t('tutorials.ops.categories.edit') : t('tutorials.ops.categories.add')}
      maxWidth="sm"
      fullScreenBelow="sm"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={t('tutorials.ops.categories.save')}
      submitTestId="tutorial-category-save"
    >
      <FormTextField
        control={control}
        name="names.en"
        label={t('tutorials.ops.categories.nameEn')}
        maxLength={TUTORIAL_CATEGORY_NAME_MAX}
        autoFocus
        testId="tutorial-category-name-en"
      />
      <FormTextField
        control={control}
        name="names.th"
        label={t('tutorials.ops.categories.nameTh')}
        hint={optional}
        maxLength={TUTORIAL_CATEGORY_NAME_MAX}
      />
      <FormTextField
        control={control}
        name="names.zh"
        label={t('tutorials.ops.categories.nameZh')}
        hint={optional}
        maxLength={TUTORIAL_CATEGORY_NAME_MAX}
      />
    </FormDialog>
  );
}
