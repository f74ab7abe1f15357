import type { AdImage, AdSize } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageUploadField } from '../../../components/ImageUploadField.tsx';
import { tm } from '../../../lib/i18n.ts';
import {
  formatBytes,
  IMAGE_ACCEPT,
  IMAGE_MAX_MB,
  imageFileProblem,
  imageSizeMessage,
  imageSizeMismatch,
  pixels,
} from '../ad-format.ts';
import { useUploadAdImageMutation } from '../api/upload-ad-image.ts';
import { imageUploadProblem } from '../image-upload-problem.ts';
import { AdThumbnail } from './AdThumbnail.tsx';

/**
 * The ad's image: choose or drop a file, checked here first (JPG, PNG or GIF under 5 MB), then uploaded to
 * POST /api/ad-images with a progress bar; the stored image (its pixels, format and size) is reported to the
 * form. Warns when its pixels differ from the chosen ad size. A rejected file resets the field (`onReject`):
 * the previous file's size and warning go, and the rejected file is named beside its problem.
 */
export function AdImageField({
  image,
  adSize,
  onChange,
  onReject,
  error,
  disabled = false,
  buttonRef,
}: {
  image: AdImage | null;
  adSize: AdSize | null;
  onChange: (image: AdImage) => void;
  /** A file was refused (here or by the API): the form puts the field back to its saved value. */
  onReject: () => void;
  /** The form's error for the field (a message key). */
  error?: string;
  disabled?: boolean;
  buttonRef?: Ref<HTMLElement>;
}) {
  const { t } = useTranslation();
  const upload = useUploadAdImageMutation();
  return (
    <ImageUploadField
      image={image}
      upload={upload.mutateAsync}
      accept={IMAGE_ACCEPT}
      checkFile={imageFileProblem}
      uploadProblem={(failure) => imageUploadProblem(failure, ['file', 'image_id'])}
      onChange={onChange}
      onReject={onReject}
      error={error}
      disabled={disabled}
      buttonRef={buttonRef}
      testId="ad-image"
      texts={{
        label: t('ad.form.image'),
        hint: adSize
          ? t('ad.form.imageHintSized', { max: IMAGE_MAX_MB, size: pixels(adSize) })
          : t('ad.form.imageHint', { max: IMAGE_MAX_MB }),
        info: image
          ? t('ad.form.imageInfo', {
              size: pixels(image),
              format: image.format.toUpperCase(),
              bytes: formatBytes(image.bytes),
            })
          : t('ad.form.imageDrop'),
        choose: t('ad.form.imageChoose'),
        replace: t('ad.form.imageReplace'),
        uploading: t('ad.form.uploading'),
        rejected: (file) => t('ad.form.imageRejected', { file }),
      }}
      preview={(shown) => <AdThumbnail image={shown} alt={t('ad.form.imageAlt')} width={132} height={88} />}
      placeholder={{ width: 132, height: 88 }}
    >
      {image && adSize && imageSizeMismatch(image, adSize) ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="ad-image-mismatch">
          {tm(imageSizeMessage(image, adSize))}
        </Alert>
      ) : null}
    </ImageUploadField>
  );
}
