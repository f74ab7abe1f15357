import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './CopyButton.tsx';

/**
 * A secret the server shows this once (an API key, a webhook's signing secret): a read-only field whose focus
 * selects it all, a copy button, and the note to keep it. `testId` names the field; its copy button is
 * `<testId>-copy`.
 */
export function OneTimeSecret({
  secret,
  label,
  keepNote,
  testId,
}: {
  secret: string;
  label: string;
  keepNote: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        label={label}
        value={secret}
        fullWidth
        multiline
        slotProps={{
          htmlInput: {
            readOnly: true,
            'data-testid': testId,
            spellCheck: false,
            // The whole secret at once: a click selects it for copying by hand.
            onFocus: (event: FocusEvent<HTMLTextAreaElement>) => event.target.select(),
            style: { fontFamily: 'monospace', wordBreak: 'break-all' },
          },
        }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <CopyButton text={secret} label={t('common.copy')} testId={`${testId}-copy`} />
        <Typography variant="body2" sx={{ color: 'text.secondary', flex: '1 1 240px' }}>
          {keepNote}
        </Typography>
      </Box>
    </>
  );
}
