import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import {
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorNoticeKey, PICKER_OPTION_KEYS, type RichTextPreset } from './presets.ts';
import type { QuillEditorHandle } from './QuillEditor.tsx';
import { richTextEditorStyles } from './styles.ts';

// Quill and its CSS land in their own chunk, fetched by the first screen that shows an editor.
const QuillEditor = lazy(() => import('./QuillEditor.tsx'));

/** The toolbar's height in the snow theme as styled here (one row); the skeleton keeps the editor's place. */
const TOOLBAR_HEIGHT = 45;

export interface RichTextEditorHandle {
  /** Puts the caret in the text (react-hook-form calls it on a field error). */
  focus(): void;
}

export interface RichTextEditorProps {
  /** Quill's HTML (what the API keeps once sanitized); '' for an empty text. */
  value: string;
  onChange(html: string): void;
  onBlur?: () => void;
  /** The visible label; it names the text area (aria-labelledby). */
  label: string;
  /** The spec's presets: minimal (emphasis, lists, links), essential (+ headings, indents, images), full. */
  preset?: RichTextPreset;
  error?: boolean;
  /** Below the editor: the error (translated by the caller) or a hint; it describes the text area. */
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  /** The id of the text area itself (the contenteditable): tests and skip links may point at it. */
  id?: string;
  /** Height of the text area in pixels before it grows (default 160). */
  minHeight?: number;
  placeholder?: string;
  ref?: Ref<RichTextEditorHandle>;
}

/**
 * The rich-text editor (docs/adr/0011-rich-text.md): Quill 2, snow theme, in the MUI palette; loaded only by the
 * pages that show it. Links only http(s)/mailto/tel, images only embedded png/gif/jpeg/bmp/ico under the size
 * limit (the same rules the API's sanitizer applies); a refused link or image says why below the editor.
 *
 * ```tsx
 * <Controller name="message" control={control} render={({ field, fieldState }) => (
 *   <RichTextEditor {...field} label={t('messages.message')} preset="essential" required
 *     error={!!fieldState.error} helperText={fieldState.error && tm(t, fieldState.error.message)} />
 * )} />
 * ```
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  preset = 'essential',
  error = false,
  helperText,
  required = false,
  disabled = false,
  id,
  minHeight = 160,
  placeholder,
  ref,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const autoId = useId();
  const editorId = id ?? `rich-text-${autoId}`;
  const labelId = `${editorId}-label`;
  const helperId = `${editorId}-helper`;
  const noticeId = `${editorId}-notice`;
  const [notice, setNotice] = useState<{
    key: EditorNoticeKey;
    params?: Record<string, string | number>;
  } | null>(null);
  const quill = useRef<QuillEditorHandle>(null);

  useImperativeHandle(ref, () => ({ focus: () => quill.current?.focus() }), []);

  const styles = useMemo(
    () =>
      richTextEditorStyles(
        theme,
        {
          visitUrl: t('editor.visitUrl'),
          enterLink: t('editor.enterLink'),
          edit: t('editor.edit'),
          remove: t('editor.remove'),
          save: t('editor.save'),
          header: Object.fromEntries(
            Object.entries(PICKER_OPTION_KEYS.header).map(([v, key]) => [v, t(key)]),
          ),
          size: Object.fromEntries(Object.entries(PICKER_OPTION_KEYS.size).map(([v, key]) => [v, t(key)])),
        },
        { error, minHeight },
      ),
    [theme, t, error, minHeight],
  );

  const describedBy =
    [helperText ? helperId : null, notice ? noticeId : null].filter(Boolean).join(' ') || undefined;

  return (
    <FormControl
      fullWidth
      error={error}
      required={required}
      disabled={disabled}
      data-testid="rich-text-editor"
    >
      <FormLabel
        id={labelId}
        component="span"
        onClick={() => quill.current?.focus()}
        sx={{ mb: 0.75, fontSize: '0.8125rem', cursor: 'default', width: 'fit-content' }}
      >
        {label}
      </FormLabel>
      <Box sx={styles} data-disabled={disabled ? 'true' : undefined} data-editor-bounds={editorId}>
        <Suspense
          fallback={
            <Skeleton
              variant="rounded"
              height={TOOLBAR_HEIGHT + minHeight + 2}
              aria-label={t('editor.loading')}
              role="progressbar"
            />
          }
        >
          <QuillEditor
            ref={quill}
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            preset={preset}
            editorId={editorId}
            labelId={labelId}
            describedBy={describedBy}
            invalid={error}
            required={required}
            disabled={disabled}
            placeholder={placeholder}
            onNotice={(key, params) => setNotice(key ? { key, params } : null)}
          />
        </Suspense>
      </Box>
      {notice && (
        <Alert
          id={noticeId}
          severity="warning"
          onClose={() => setNotice(null)}
          sx={{ mt: 1, py: 0 }}
          closeText={t('editor.close')}
        >
          {t(notice.key, notice.params)}
        </Alert>
      )}
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
