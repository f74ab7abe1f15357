import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import ChevronLeftIcon from '../../../components/icons/ChevronLeft.tsx';
import ChevronRightIcon from '../../../components/icons/ChevronRight.tsx';
import { formatCount } from '../../../lib/numbers.ts';
import { REPORT_PAGE_SIZES } from '../report-search.ts';

/**
 * Previous and next under a keyset-paged table: "page N of M" from the total, no jumping to a page (the server
 * knows where a page starts only from the one before it).
 */
export function KeysetPager({
  page,
  pageSize,
  total,
  hasNext,
  busy,
  onPrevious,
  onNext,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  hasNext: boolean;
  /** A page is on its way: both buttons wait for it. */
  busy: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onPageSize: (pageSize: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Box
      component="nav"
      aria-label={t('reports.pager.label')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'flex-end',
        columnGap: 2,
        rowGap: 1,
        px: { xs: 2, sm: 2.5 },
        py: 1.5,
      }}
    >
      <TextField
        select
        size="small"
        label={t('team.pagination.rowsPerPage')}
        value={pageSize}
        onChange={(event) => onPageSize(Number(event.target.value))}
        sx={{ width: 140 }}
      >
        {REPORT_PAGE_SIZES.map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="keyset-pager-status">
        {t('reports.pager.page', {
          page: formatCount(page, i18n.language),
          pages: formatCount(pages, i18n.language),
        })}
        {' · '}
        {t('reports.pager.total', { count: total, value: formatCount(total, i18n.language) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <IconButton
          onClick={onPrevious}
          disabled={busy || page <= 1}
          aria-label={t('reports.pager.previous')}
          data-testid="keyset-pager-previous"
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          onClick={onNext}
          disabled={busy || !hasNext}
          aria-label={t('reports.pager.next')}
          data-testid="keyset-pager-next"
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
