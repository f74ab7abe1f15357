import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/CopyButton.tsx';
import DownloadIcon from '../../../components/icons/Download.tsx';
import { useSession } from '../../../lib/use-session.ts';

/** The ten recovery codes, shown once, with copy and download. */
export function RecoveryCodesList({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const { userData } = useSession();
  const text = codes.join('\n');
  const download = () => {
    const header = t('twoFactor.settings.fileHeader', { account: userData?.email ?? '' });
    const blob = new Blob([`${header}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = 'recovery-codes.txt';
    anchor.click();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        component="ol"
        data-testid="recovery-codes"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
          letterSpacing: '0.05em',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <CopyButton text={text} label={t('twoFactor.settings.copyCodes')} testId="copy-recovery-codes" />
        <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={download}>
          {t('twoFactor.settings.download')}
        </Button>
      </Box>
    </Box>
  );
}
