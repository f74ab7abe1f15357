import type { ContentImage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../../components/ImageUploadField.tsx';
import {
  formatBytes,
  IMAGE_ACCEPT,
  IMAGE_MAX_MB,
  imageFileProblem,
  imageUploadProblem,
} from '../../../advertisements/index.ts';
import { useUploadContentImageMutation } from '../api/upload-content-image.ts';

/**
 * A popup's image: a file checked here first (JPG, PNG or GIF under 5 MB), then uploaded to
 * POST /api/ops/content-images with a progress bar (the server sniffs and re-encodes it); the stored image
 * is previewed and reported to the form.
 */
export function PopupImageField({
  image,
  onChange,
  error,
  buttonRef,
}: {
  image: ContentImage | null;
  onChange: (image: ContentImage) => void;
  /** The form's error for the field (a message key). */
  error?: string | undefined;
  buttonRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const upload = useUploadContentImageMutation();
  return (
    <ImageUploadField
      image={image}
      upload={upload.mutateAsync}
      accept={IMAGE_ACCEPT}
      checkFile={imageFileProblem}
      uploadProblem={(failure) => imageUploadProblem(failure)}
      onChange={onChange}
      error={error}
      buttonRef={buttonRef}
      testId="popup-image"
      texts={{
        label: t('popups.form.image'),
        hint: t('popups.form.imageHint', { max: IMAGE_MAX_MB }),
        info: image
          ? t('popups.form.imageInfo', {
              width: image.width,
              height: image.height,
              format: image.format.toUpperCase(),
              bytes: formatBytes(image.bytes),
            })
          : t('popups.form.imageNone'),
        choose: t('popups.form.imageChoose'),
        replace: t('popups.form.imageReplace'),
        uploading: t('popups.form.uploading'),
      }}
      preview={(shown) => (
        <Box
          component="img"
          src={shown.url}
          alt={t('popups.form.imagePreview')}
          width={shown.width}
          height={shown.height}
          data-testid="popup-image-preview"
          sx={{
            width: { xs: '100%', sm: 200 },
            height: 'auto',
            maxHeight: 160,
            objectFit: 'contain',
            borderRadius: 1,
            bgcolor: 'action.hover',
            flexShrink: 0,
          }}
        />
      )}
      placeholder={{ width: 200, height: 100 }}
    />
  );
}
