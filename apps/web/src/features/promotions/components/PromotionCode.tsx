import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import ContentCopyIcon from '../../../components/icons/ContentCopy.tsx';
import { showToast } from '../../../lib/alerts.ts';

/** A promotion's code, dashed like a coupon, with a copy button. */
export function PromotionCode({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        maxWidth: '100%',
        pl: 1.5,
        pr: 0.5,
        py: 0.25,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'primaryText',
        borderRadius: 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        component="span"
        data-testid="promotion-code"
        sx={{
          fontFamily: 'monospace',
          fontWeight: 600,
          letterSpacing: 1,
          color: 'primaryText',
          overflowWrap: 'anywhere',
        }}
      >
        {code}
      </Box>
      <Tooltip title={t('common.copy')}>
        <IconButton
          size="small"
          aria-label={t('promotion.copyCode', { code })}
          onClick={() => void navigator.clipboard?.writeText(code).then(() => showToast(t('common.copied')))}
        >
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
