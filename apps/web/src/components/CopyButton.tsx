import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CheckIcon from './icons/Check.tsx';
import ContentCopyIcon from './icons/ContentCopy.tsx';

/** Copies a text to the clipboard and says so for a moment. */
export function CopyButton({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
        } catch {
          // Clipboard refused (permissions): the text stays on screen to copy by hand.
        }
      }}
      data-testid={testId}
      aria-live="polite"
    >
      {copied ? t('common.copied') : label}
    </Button>
  );
}
