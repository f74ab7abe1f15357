import {
  type OpsTutorialCategory,
  TUTORIAL_CATEGORY_NAME_MAX,
  ZTutorialCategoryBody,
} from '@adportal/contracts';
import { useTranslation } from 'react-i18next';
import { EditFormDialog } from '../../../../components/EditFormDialog.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { useSaveTutorialCategoryMutation } from '../api/save-tutorial-category.ts';

interface CategoryFormValues {
  names: { en: string; th: string; zh: string };
}

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
  const optional = t('tutorials.ops.categories.optionalHint');
  const name = { kind: 'text', maxLength: TUTORIAL_CATEGORY_NAME_MAX, width: 'full' } as const;
  return (
    <EditFormDialog
      resolver={resolver}
      defaultValues={{
        names: { en: category?.names.en ?? '', th: category?.names.th ?? '', zh: category?.names.zh ?? '' },
      }}
      save={(body) => save.mutateAsync({ id: category?.id, body })}
      saved={t('tutorials.ops.categories.saved')}
      onClose={onClose}
      title={category ? t('tutorials.ops.categories.edit') : t('tutorials.ops.categories.add')}
      maxWidth="sm"
      submitLabel={t('tutorials.ops.categories.save')}
      submitTestId="tutorial-category-save"
      fields={() => [
        {
          ...name,
          name: 'names.en',
          label: t('tutorials.ops.categories.nameEn'),
          autoFocus: true,
          testId: 'tutorial-category-name-en',
        },
        { ...name, name: 'names.th', label: t('tutorials.ops.categories.nameTh'), hint: optional },
        { ...name, name: 'names.zh', label: t('tutorials.ops.categories.nameZh'), hint: optional },
      ]}
    />
  );
}
