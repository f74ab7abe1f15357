import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertError } from '../lib/alerts.ts';
import { download } from '../lib/http.ts';
import FileDownloadOutlinedIcon from './icons/FileDownloadOutlined.tsx';

/** Export of exactly the filtered rows, built by the API: `path` gets `format=csv|xlsx` added. */
export function ExportMenu({ path, query, filename }: { path: string; query: string; filename: string }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (format: 'csv' | 'xlsx') => {
    setAnchor(null);
    setBusy(true);
    try {
      await download(`${path}?${query ? `${query}&` : ''}format=${format}`, `${filename}.${format}`);
    } catch (error) {
      alertError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlinedIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        disabled={busy}
        aria-haspopup="menu"
      >
        {t('export.label')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void run('csv')}>{t('export.csv')}</MenuItem>
        <MenuItem onClick={() => void run('xlsx')}>{t('export.xlsx')}</MenuItem>
      </Menu>
    </>
  );
}
