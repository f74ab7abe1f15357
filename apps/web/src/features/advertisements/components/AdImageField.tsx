import type { AdImage, AdSize } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileChooseButton } from '../../../components/FileChooseButton.tsx';
import CloudUploadOutlinedIcon from '../../../components/icons/CloudUploadOutlined.tsx';
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
  const id = useId();
  const upload = useUploadAdImageMutation();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rejected, setRejected] = useState<{ file: string; problem: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null;
  const mismatch = imageSizeMismatch(image, adSize);
  const shownError = rejected?.problem ?? error;

  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    const reject = (problem: string) => {
      setRejected({ file: file.name, problem });
      onReject();
    };
    const issue = imageFileProblem(file);
    if (issue) {
      reject(issue);
      return;
    }
    setRejected(null);
    setProgress(0);
    controller.current = new AbortController();
    try {
      const uploaded = await upload.mutateAsync({
        file,
        onProgress: setProgress,
        signal: controller.current.signal,
      });
      onChange(uploaded);
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        reject(imageUploadProblem(failure, ['file', 'image_id']));
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) void send(event.dataTransfer.files[0]);
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {t('ad.form.image')}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="ad-image-dropzone"
        sx={(theme) => ({
          border: 1.5,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: shownError ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? alpha(theme.palette.primary.main, 0.08) : 'transparent',
          p: { xs: 2, sm: 2.5 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'stretch', sm: 'center' },
          gap: 2,
          transition: theme.transitions.create(['border-color', 'background-color']),
        })}
      >
        {image ? (
          <AdThumbnail image={image} alt={t('ad.form.imageAlt')} width={132} height={88} />
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              width: 132,
              height: 88,
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
          {image ? (
            <Typography variant="body2" sx={{ fontWeight: 500 }} data-testid="ad-image-info">
              {t('ad.form.imageInfo', {
                size: pixels(image),
                format: image.format.toUpperCase(),
                bytes: formatBytes(image.bytes),
              })}
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {t('ad.form.imageDrop')}
            </Typography>
          )}
          <Typography
            id={`${id}-hint`}
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', mt: 0.25 }}
          >
            {adSize
              ? t('ad.form.imageHintSized', { max: IMAGE_MAX_MB, size: pixels(adSize) })
              : t('ad.form.imageHint', { max: IMAGE_MAX_MB })}
          </Typography>
          {uploading ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }} role="status">
              <LinearProgress
                variant={progress > 0 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
                aria-label={t('ad.form.uploading')}
                data-testid="ad-image-progress"
              />
              <Typography variant="caption" sx={{ minWidth: 36, textAlign: 'end' }}>
                {Math.round(progress * 100)}%
              </Typography>
              <Button size="small" color="secondary" onClick={() => controller.current?.abort()}>
                {t('dialog.cancel')}
              </Button>
            </Box>
          ) : null}
        </Box>
        <FileChooseButton
          busy={uploading}
          disabled={disabled}
          accept={IMAGE_ACCEPT}
          onFile={(file) => void send(file)}
          describedBy={`${id}-hint`}
          inputTestId="ad-image-input"
          buttonRef={buttonRef}
          variant={image ? 'outlined' : 'contained'}
          startIcon={<CloudUploadOutlinedIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {image ? t('ad.form.imageReplace') : t('ad.form.imageChoose')}
        </FileChooseButton>
      </Box>
      {shownError ? (
        <FormHelperText error role="alert" data-testid="ad-image-error">
          {rejected ? `${t('ad.form.imageRejected', { file: rejected.file })} ` : null}
          {tm(shownError)}
        </FormHelperText>
      ) : null}
      {mismatch && image && adSize && !shownError ? (
        <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="ad-image-mismatch">
          {tm(imageSizeMessage(image, adSize))}
        </Alert>
      ) : null}
    </Box>
  );
}
