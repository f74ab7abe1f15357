import type { ActionLogEntry } from '@adportal/contracts';
import { alpha } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { changedFields, showValue } from '../diff.ts';
import { subjectLabel } from '../subject-label.ts';

const VALUE_CELL = { fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** Before and after of one logged change, field by field; changed fields are highlighted. */
export function ChangeDialog({ entry, onClose }: { entry: ActionLogEntry | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const rows = entry ? changedFields(entry.before, entry.after) : [];
  return (
    <DialogFrame
      open={entry !== null}
      title={
        entry
          ? t('actionLog.changeTitle', {
              subject: subjectLabel(t, entry.subject),
              action: t(`actionLog.actions.${entry.action}`),
            })
          : ''
      }
      maxWidth="md"
      dividers
      onClose={onClose}
    >
      {entry ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {t('actionLog.changeBy', {
            name: entry.actor_name,
            when: formatDateTime(entry.created_at, i18n.language, { seconds: true }),
          })}
        </Typography>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={t('actionLog.fields')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('actionLog.field')}</TableCell>
              <TableCell>{t('actionLog.before')}</TableCell>
              <TableCell>{t('actionLog.after')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={row.field}
                data-changed={row.changed}
                sx={row.changed ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.12) } : undefined}
              >
                <TableCell sx={{ fontWeight: row.changed ? 600 : 400, whiteSpace: 'nowrap' }}>
                  {row.field}
                </TableCell>
                <TableCell sx={VALUE_CELL}>{showValue(row.before)}</TableCell>
                <TableCell sx={VALUE_CELL}>{showValue(row.after)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DialogFrame>
  );
}
