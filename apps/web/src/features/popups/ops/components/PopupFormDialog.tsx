import {
  type ContentImage,
  type OpsPopup,
  POPUP_AUDIENCES,
  POPUP_DIRECT_TO,
  POPUP_PAGE_IDS,
  type PopupPageId,
  ZPopupBody,
} from '@adportal/contracts';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EditFormDialog } from '../../../../components/EditFormDialog.tsx';
import { optionsOf } from '../../../../components/FormFieldGrid.tsx';
import { type FieldControl, FormFieldFrame } from '../../../../components/FormTextField.tsx';
import { FormRichTextField } from '../../../../components/rich-text/FormRichTextField.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { popupPageKey } from '../../popup-format.ts';
import { useSavePopupMutation } from '../api/save-popup.ts';
import { type PopupFormValues, popupFormValues, toPopupBody } from '../popup-form.ts';
import { PopupImageField } from './PopupImageField.tsx';

/** The shared contract checks the body the form will send; its errors land on the fields of the same names. */
const resolver = contractResolver(ZPopupBody, toPopupBody);

/**
 * Add or change a popup (operators): topic, audience, an uploaded image with its preview, optional text for
 * the detail page (the editor's minimal preset), where a click leads (nowhere, an address, an app page), the
 * pages it shows on (none: every page), its period, status, 'Do not show again' and its stack position.
 */
export function PopupFormDialog({
  popup,
  onClose,
}: {
  /** null: add a popup. */
  popup: OpsPopup | null;
  onClose: (notice?: Notice) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePopupMutation();
  const [image, setImage] = useState<ContentImage | null>(popup?.image ?? null);
  const pageLabel = (id: PopupPageId) => t(popupPageKey(id));
  return (
    <EditFormDialog
      resolver={resolver}
      defaultValues={popupFormValues(popup)}
      save={(body) => save.mutateAsync({ id: popup?.id, body })}
      saved={t('popups.ops.saved')}
      onClose={onClose}
      title={popup ? t('popups.ops.edit') : t('popups.ops.add')}
      submitLabel={popup ? t('popups.form.save') : t('popups.form.create')}
      submitTestId="popup-save"
      fields={({ control, watch, clearErrors }) => {
        const directTo = watch('direct_to');
        return [
          {
            kind: 'text',
            name: 'topic',
            label: t('popups.form.topic'),
            hint: t('popups.form.topicHint'),
            autoComplete: 'off',
            maxLength: 120,
            autoFocus: true,
            width: { sm: 8 },
          },
          {
            kind: 'select',
            name: 'audience',
            label: t('popups.form.audience'),
            options: optionsOf(POPUP_AUDIENCES, (option) => t(`popups.audiences.${option}`)),
            width: { sm: 4 },
          },
          {
            kind: 'custom',
            name: 'image_id',
            width: 'full',
            render: () => (
              <Controller
                control={control}
                name="image_id"
                render={({ field, fieldState }) => (
                  <PopupImageField
                    image={image}
                    buttonRef={field.ref}
                    error={fieldState.error?.message}
                    onChange={(uploaded) => {
                      setImage(uploaded);
                      field.onChange(uploaded.id);
                      clearErrors('image_id');
                    }}
                  />
                )}
              />
            ),
          },
          {
            kind: 'custom',
            name: 'body_html',
            width: 'full',
            render: () => (
              <FormRichTextField
                control={control}
                name="body_html"
                label={t('popups.form.body')}
                hint={t('popups.form.bodyHint')}
                preset="minimal"
                minHeight={120}
              />
            ),
          },
          {
            kind: 'select',
            name: 'direct_to',
            label: t('popups.form.directTo'),
            testId: 'popup-direct-to',
            options: optionsOf(POPUP_DIRECT_TO, (option) => t(`popups.directTo.${option}`)),
          },
          {
            kind: 'text',
            name: 'url_direct',
            hidden: directTo !== 'url',
            label: t('popups.form.urlDirect'),
            hint: t('popups.form.urlDirectHint'),
            inputMode: 'url',
            autoComplete: 'off',
          },
          {
            kind: 'select',
            name: 'system_page',
            hidden: directTo !== 'page',
            label: t('popups.form.systemPage'),
            testId: 'popup-system-page',
            options: optionsOf(POPUP_PAGE_IDS, pageLabel),
          },
          {
            kind: 'custom',
            name: 'pages',
            width: 'full',
            render: () => <PagesField control={control} pageLabel={pageLabel} />,
          },
          {
            kind: 'dateTime',
            name: 'starts_at',
            label: t('popups.form.startsAt'),
            helperText: t('popups.form.startsAtHint'),
          },
          {
            kind: 'dateTime',
            name: 'ends_at',
            label: t('popups.form.endsAt'),
            helperText: t('popups.form.endsAtHint'),
          },
          {
            kind: 'text',
            name: 'position',
            type: 'number',
            label: t('popups.form.position'),
            hint: t('popups.form.positionHint'),
            inputMode: 'numeric',
          },
          {
            kind: 'switches',
            name: 'status',
            label: t('popups.form.active'),
            more: [{ name: 'not_show_again_enable', label: t('popups.form.notShowAgainEnable') }],
          },
        ];
      }}
    />
  );
}

/** The pages a popup shows on: several of POPUP_PAGES, none meaning every signed-in page. */
function PagesField({
  control,
  pageLabel,
}: {
  control: FieldControl<PopupFormValues>;
  pageLabel: (id: PopupPageId) => string;
}) {
  const { t } = useTranslation();
  const label = t('popups.form.pages');
  return (
    <FormFieldFrame
      control={control}
      name="pages"
      label={label}
      hint={t('popups.form.pagesHint')}
      select
      shrinkLabel
    >
      {({ id, labelId, describedBy, field }) => {
        const selected = field.value as PopupPageId[];
        return (
          <Select
            id={id}
            labelId={labelId}
            aria-describedby={describedBy}
            multiple
            displayEmpty
            name={field.name}
            value={selected}
            onChange={(event) => field.onChange(event.target.value as PopupPageId[])}
            onBlur={field.onBlur}
            inputRef={field.ref}
            input={<OutlinedInput label={label} notched />}
            renderValue={(ids) =>
              ids.length === 0 ? t('popups.form.allPages') : ids.map(pageLabel).join(', ')
            }
            SelectDisplayProps={{ 'data-testid': 'popup-pages' } as never}
          >
            {POPUP_PAGE_IDS.map((page) => (
              <MenuItem key={page} value={page}>
                <Checkbox
                  size="small"
                  checked={selected.includes(page)}
                  tabIndex={-1}
                  sx={{ p: 0.5, mr: 1 }}
                />
                <ListItemText primary={pageLabel(page)} />
              </MenuItem>
            ))}
          </Select>
        );
      }}
    </FormFieldFrame>
  );
}
