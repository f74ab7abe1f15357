import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { showToast } from '../lib/alerts.ts';
import ContentCopyIcon from './icons/ContentCopy.tsx';

/** Copies to the clipboard; where there is none (a page not served over HTTPS) the reader is told to copy by hand. */
function copy(value: string, done: string, failed: string) {
  const failure = () => void showToast(failed, 'error');
  if (!navigator.clipboard) return failure();
  navigator.clipboard.writeText(value).then(() => void showToast(done), failure);
}

/** A read-only value with a copy button (addresses, amounts, links; snippets of code with `minRows`). */
export function CopyField({
  label,
  value,
  testId,
  minRows,
}: {
  label: string;
  value: string;
  testId?: string;
  /** Several lines (the value wraps): a snippet to paste into a page. */
  minRows?: number;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      value={value}
      fullWidth
      multiline={minRows !== undefined}
      minRows={minRows}
      slotProps={{
        htmlInput: {
          readOnly: true,
          'data-testid': testId,
          style: { fontFamily: 'monospace', ...(minRows ? { fontSize: 13, wordBreak: 'break-all' } : {}) },
        },
        input: {
          // A snippet's button stays at its top right rather than in the middle of its lines.
          sx: minRows ? { alignItems: 'flex-start' } : undefined,
          endAdornment: (
            <InputAdornment position="end" sx={minRows ? { mt: 1.5 } : undefined}>
              <Tooltip title={t('common.copy')}>
                <IconButton
                  aria-label={`${t('common.copy')}: ${label}`}
                  onClick={() => copy(value, t('common.copied'), t('common.copyFailed'))}
                  edge="end"
                >
                  <ContentCopyIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
