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
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../../components/FormDateField.tsx';
import { FormDialog } from '../../../../components/FormDialog.tsx';
import { FormSelectField } from '../../../../components/FormSelectField.tsx';
import { FormStatusSwitch } from '../../../../components/FormStatusSwitch.tsx';
import { type FieldControl, FormFieldFrame, FormTextField } from '../../../../components/FormTextField.tsx';
import { RichTextEditor } from '../../../../components/rich-text/RichTextEditor.tsx';
import { contractResolver } from '../../../../lib/forms/contract-resolver.ts';
import { tm } from '../../../../lib/i18n.ts';
import type { Notice } from '../../../../lib/use-notice.ts';
import { popupPageKey } from '../../popup-format.ts';
import { useSavePopupMutation } from '../api/save-popup.ts';
import { type PopupFormValues, popupFormValues, toPopupBody } from '../popup-form.ts';
import { PopupImageField } from './PopupImageField.tsx';

const FIELDS = [
  'topic',
  'audience',
  'image_id',
  'body_html',
  'direct_to',
  'url_direct',
  'system_page',
  'pages',
  'starts_at',
  'ends_at',
  'status',
  'not_show_again_enable',
  'position',
] as const satisfies readonly (keyof PopupFormValues)[];

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
  const { control, handleSubmit, setError, clearErrors } = useForm({
    resolver,
    defaultValues: popupFormValues(popup),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const directTo = useWatch({ control, name: 'direct_to' });

  const onSubmit = handleSubmit(async (values) => {
    await save.mutateAsync({ id: popup?.id, body: values });
    onClose({ kind: 'success', title: t('popups.ops.saved') });
  });

  const half = { xs: 12, sm: 6 } as const;
  const pageLabel = (id: PopupPageId) => t(popupPageKey(id));
  return (
    <FormDialog
      title={popup ? t('popups.ops.edit') : t('popups.ops.add')}
      maxWidth="md"
      fullScreenBelow="sm"
      onClose={() => onClose()}
      onSubmit={onSubmit}
      fields={FIELDS}
      setError={setError}
      submitLabel={popup ? t('popups.form.save') : t('popups.form.create')}
      submitTestId="popup-save"
    >
      <Grid container spacing={2.5}>
        <Grid size={{ xs: 12, sm: 8 }}>
          <FormTextField
            control={control}
            name="topic"
            label={t('popups.form.topic')}
            hint={t('popups.form.topicHint')}
            autoComplete="off"
            maxLength={120}
            autoFocus
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <FormSelectField control={control} name="audience" label={t('popups.form.audience')}>
            {POPUP_AUDIENCES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`popups.audiences.${option}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={12}>
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
        </Grid>
        <Grid size={12}>
          <Controller
            control={control}
            name="body_html"
            render={({ field, fieldState }) => (
              <RichTextEditor
                ref={field.ref}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={t('popups.form.body')}
                preset="minimal"
                minHeight={120}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error ? tm(fieldState.error.message) : t('popups.form.bodyHint')}
              />
            )}
          />
        </Grid>
        <Grid size={half}>
          <FormSelectField
            control={control}
            name="direct_to"
            label={t('popups.form.directTo')}
            testId="popup-direct-to"
          >
            {POPUP_DIRECT_TO.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`popups.directTo.${option}`)}
              </MenuItem>
            ))}
          </FormSelectField>
        </Grid>
        <Grid size={half}>
          {directTo === 'url' ? (
            <FormTextField
              control={control}
              name="url_direct"
              label={t('popups.form.urlDirect')}
              hint={t('popups.form.urlDirectHint')}
              inputMode="url"
              autoComplete="off"
            />
          ) : directTo === 'page' ? (
            <FormSelectField
              control={control}
              name="system_page"
              label={t('popups.form.systemPage')}
              testId="popup-system-page"
            >
              {POPUP_PAGE_IDS.map((id) => (
                <MenuItem key={id} value={id}>
                  {pageLabel(id)}
                </MenuItem>
              ))}
            </FormSelectField>
          ) : null}
        </Grid>
        <Grid size={12}>
          <PagesField control={control} pageLabel={pageLabel} />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name="starts_at"
            withTime
            label={t('popups.form.startsAt')}
            helperText={t('popups.form.startsAtHint')}
          />
        </Grid>
        <Grid size={half}>
          <FormDateField
            control={control}
            name="ends_at"
            withTime
            label={t('popups.form.endsAt')}
            helperText={t('popups.form.endsAtHint')}
          />
        </Grid>
        <Grid size={half}>
          <FormTextField
            control={control}
            name="position"
            type="number"
            label={t('popups.form.position')}
            hint={t('popups.form.positionHint')}
            inputMode="numeric"
          />
        </Grid>
        <Grid size={half} sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
          <FormStatusSwitch control={control} name="status" label={t('popups.form.active')} />
          <Controller
            control={control}
            name="not_show_again_enable"
            render={({ field }) => (
              <FormControlLabel
                control={
                  <Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />
                }
                label={t('popups.form.notShowAgainEnable')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
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
