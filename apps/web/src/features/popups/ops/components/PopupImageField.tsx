import type { ContentImage } from '@adportal/contracts';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '../../../../components/FileChooseButton.tsx';
import CloudUploadOutlinedIcon from '../../../../components/icons/CloudUploadOutlined.tsx';
import { tm } from '../../../../lib/i18n.ts';
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
  const id = useId();
  const upload = useUploadContentImageMutation();
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = progress !== null;
  const shownError = problem ?? error;

  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    const issue = imageFileProblem(file);
    if (issue) {
      setProblem(issue);
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      onChange(await upload.mutateAsync({ file, onProgress: setProgress }));
    } catch (failure) {
      setProblem(imageUploadProblem(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('popups.form.image')}
      </Typography>
      <Box
        sx={{
          border: 1.5,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: shownError ? 'error.main' : 'divider',
          p: { xs: 1.5, sm: 2 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
        }}
      >
        {image ? (
          <Box
            component="img"
            src={image.url}
            alt={t('popups.form.imagePreview')}
            width={image.width}
            height={image.height}
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
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              width: 200,
              height: 100,
              borderRadius: 1,
              bgcolor: 'action.hover',
              display: { xs: 'none', sm: 'flex' },
              alignItems: 'center',
              justifyContent: 'center',
              flexShrink: 0,
            }}
          >
            <CloudUploadOutlinedIcon sx={{ fontSize: 36, color: 'text.secondary' }} />
          </Box>
        )}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="popup-image-info">
            {image
              ? t('popups.form.imageInfo', {
                  width: image.width,
                  height: image.height,
                  format: image.format.toUpperCase(),
                  bytes: formatBytes(image.bytes),
                })
              : t('popups.form.imageNone')}
          </Typography>
          <Typography
            id={`${id}-hint`}
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', mt: 0.25 }}
          >
            {t('popups.form.imageHint', { max: IMAGE_MAX_MB })}
          </Typography>
          {uploading ? (
            <LinearProgress
              variant={progress > 0 ? 'determinate' : 'indeterminate'}
              value={Math.round(progress * 100)}
              sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
              aria-label={t('popups.form.uploading')}
            />
          ) : null}
        </Box>
        <FileChooseButton
          busy={uploading}
          accept={IMAGE_ACCEPT}
          onFile={(file) => void send(file)}
          describedBy={`${id}-hint`}
          inputTestId="popup-image-input"
          buttonRef={buttonRef}
          variant={image ? 'outlined' : 'contained'}
          startIcon={<CloudUploadOutlinedIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {image ? t('popups.form.imageReplace') : t('popups.form.imageChoose')}
        </FileChooseButton>
      </Box>
      {shownError ? (
        <FormHelperText error role="alert" data-testid="popup-image-error">
          {tm(shownError)}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
