import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import LinearProgress from '@mui/material/LinearProgress';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type DragEvent, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tm } from '../lib/i18n.ts';
import type { ImageUpload } from '../lib/upload-image.ts';
import { FileChooseButton } from './FileChooseButton.tsx';
import CloudUploadOutlinedIcon from './icons/CloudUploadOutlined.tsx';

/** The words of one image field; `rejected` names a refused file before its problem (none: the problem alone). */
export interface ImageUploadTexts {
  label: string;
  hint: string;
  /** Beside the preview: what the stored image is (its pixels, format, size) or, without one, what to do. */
  info: string;
  choose: string;
  replace: string;
  uploading: string;
  rejected?: (file: string) => string;
}

/**
 * An image field that uploads: choose or drop a file, checked here first (`checkFile`, a message key or null),
 * then sent by `upload` with a progress bar and a cancel button; the stored image is previewed and reported to
 * the form (`onChange`). A refused file (here or by the API, `uploadProblem`) is named beside its problem and
 * `onReject` lets the form put the field back. What differs between the ads' and the popups' images — the words,
 * the preview, the endpoint, what is said below — comes in as props; `testId` prefixes the parts' test ids.
 */
export function ImageUploadField<Image>({
  image,
  upload,
  accept,
  checkFile,
  uploadProblem,
  onChange,
  onReject,
  error,
  disabled = false,
  buttonRef,
  texts,
  preview,
  placeholder,
  testId,
  children,
}: {
  image: Image | null;
  upload: (upload: ImageUpload) => Promise<Image>;
  accept: string;
  checkFile: (file: File) => string | null;
  uploadProblem: (failure: unknown) => string;
  onChange: (image: Image) => void;
  /** A file was refused (here or by the API). */
  onReject?: () => void;
  /** The form's error for the field (a message key). */
  error?: string | undefined;
  disabled?: boolean;
  buttonRef?: Ref<HTMLElement>;
  texts: ImageUploadTexts;
  preview: (image: Image) => ReactNode;
  /** The empty frame's size where the preview will be. */
  placeholder: { width: number; height: number };
  testId: string;
  /** Under the field, when it shows no error (a warning about the image). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const id = useId();
  const controller = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rejected, setRejected] = useState<{ file: string; problem: string } | null>(null);
  const [dragging, setDragging] = useState(false);
  const uploading = progress !== null;
  const shownError = rejected?.problem ?? error;

  const send = async (file: File | undefined) => {
    if (!file || uploading) return;
    const reject = (problem: string) => {
      setRejected({ file: file.name, problem });
      onReject?.();
    };
    const issue = checkFile(file);
    if (issue) {
      reject(issue);
      return;
    }
    setRejected(null);
    setProgress(0);
    controller.current = new AbortController();
    try {
      onChange(await upload({ file, onProgress: setProgress, signal: controller.current.signal }));
    } catch (failure) {
      if (!(failure instanceof DOMException && failure.name === 'AbortError')) reject(uploadProblem(failure));
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
        {texts.label}
      </Typography>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid={`${testId}-dropzone`}
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
          preview(image)
        ) : (
          <Box
            aria-hidden="true"
            sx={{
              ...placeholder,
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
          <Typography
            variant="body2"
            sx={{ fontWeight: 500 }}
            data-testid={image ? `${testId}-info` : undefined}
          >
            {texts.info}
          </Typography>
          <Typography
            id={`${id}-hint`}
            variant="caption"
            component="p"
            sx={{ color: 'text.secondary', mt: 0.25 }}
          >
            {texts.hint}
          </Typography>
          {uploading ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }} role="status">
              <LinearProgress
                variant={progress > 0 ? 'determinate' : 'indeterminate'}
                value={Math.round(progress * 100)}
                sx={{ flex: 1, height: 6, borderRadius: 3 }}
                aria-label={texts.uploading}
                data-testid={`${testId}-progress`}
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
          accept={accept}
          onFile={(file) => void send(file)}
          describedBy={`${id}-hint`}
          inputTestId={`${testId}-input`}
          buttonRef={buttonRef}
          variant={image ? 'outlined' : 'contained'}
          startIcon={<CloudUploadOutlinedIcon />}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {image ? texts.replace : texts.choose}
        </FileChooseButton>
      </Box>
      {shownError ? (
        <FormHelperText error role="alert" data-testid={`${testId}-error`}>
          {rejected && texts.rejected ? `${texts.rejected(rejected.file)} ` : null}
          {tm(shownError)}
        </FormHelperText>
      ) : (
        children
      )}
    </Box>
  );
}
