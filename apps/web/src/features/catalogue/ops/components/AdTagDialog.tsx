import type { Website } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../../components/CopyField.tsx';
import { DialogFrame } from '../../../../components/DialogFrame.tsx';
import OpenInNewIcon from '../../../../components/icons/OpenInNew.tsx';
import { RetryAlert } from '../../../../components/RetryAlert.tsx';
import { errorMessage } from '../../../../lib/alerts.ts';
import { useCatalogueName } from '../../../../lib/use-catalogue-name.ts';
import { useDebounced } from '../../../../lib/use-debounced.ts';
import { useOpsCatalogue } from '../api/get-ops-catalogue.ts';
import { useSiteTag } from '../api/get-site-tag.ts';

const KEYWORDS_MAX = 500;

/**
 * A publisher website's ad tag, to send to the publisher: choose a slot size (the active ad sizes) and the
 * page's keywords, then copy the iframe or the script variant; the site key, and the website's demo page
 * with live slots to see ads served.
 */
export function AdTagDialog({ website, onClose }: { website: Website; onClose: () => void }) {
  const { t } = useTranslation();
  const catalogueName = useCatalogueName();
  const catalogue = useOpsCatalogue();
  const sizes = useMemo(
    () => (catalogue.data?.ad_sizes ?? []).filter((size) => size.status === 'active'),
    [catalogue.data],
  );
  const [chosen, setChosen] = useState('');
  const first = sizes[0];
  const size = chosen || (first ? `${first.width}x${first.height}` : '');
  const [keywords, setKeywords] = useState('');
  const settledKeywords = useDebounced(keywords.trim(), 400);
  const tooLong = keywords.length > KEYWORDS_MAX;
  // Keywords over the limit are not sent: the last tag stays while the field says what is wrong.
  const tag = useSiteTag(website.id, tooLong ? '' : size, settledKeywords);

  return (
    <DialogFrame
      title={t('adTag.title', { name: website.name })}
      subtitle={website.domain}
      maxWidth="md"
      fullScreenBelow="sm"
      testId="ad-tag-dialog"
      onClose={onClose}
      contentSx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: '8px !important' }}
      actions={
        <Button color="secondary" variant="outlined" onClick={onClose}>
          {t('adTag.close')}
        </Button>
      }
    >
      {website.status !== 'active' ? <Alert severity="warning">{t('adTag.inactive')}</Alert> : null}
      {catalogue.isSuccess && sizes.length === 0 ? (
        <Alert severity="info">{t('adTag.noSizes')}</Alert>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <TextField
            select
            label={t('adTag.size')}
            value={size}
            onChange={(event) => setChosen(event.target.value)}
            disabled={sizes.length === 0}
            sx={{ flex: { xs: '1 1 100%', sm: '0 0 300px' } }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'ad-tag-size' } as never } }}
          >
            {sizes.map((option) => (
              <MenuItem key={option.id} value={`${option.width}x${option.height}`}>
                {catalogueName('adSizes', option.name)} · {option.width} × {option.height}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('adTag.keywords')}
            value={keywords}
            onChange={(event) => setKeywords(event.target.value)}
            error={tooLong}
            helperText={tooLong ? t('validation.maxLength', { max: KEYWORDS_MAX }) : t('adTag.keywordsHint')}
            sx={{ flex: '1 1 260px' }}
            slotProps={{ htmlInput: { 'data-testid': 'ad-tag-keywords' } }}
          />
        </Box>
      )}
      {tag.isError ? (
        <RetryAlert onRetry={() => tag.refetch()}>{errorMessage(tag.error)}</RetryAlert>
      ) : tag.data ? (
        <Stack spacing={2.5} sx={{ opacity: tag.isPlaceholderData ? 0.6 : 1, transition: 'opacity 120ms' }}>
          <CopyField label={t('adTag.iframe')} value={tag.data.iframe} minRows={3} testId="ad-tag-iframe" />
          <CopyField label={t('adTag.script')} value={tag.data.script} minRows={3} testId="ad-tag-script" />
          <CopyField label={t('adTag.siteKey')} value={tag.data.site_key} testId="ad-tag-site-key" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Button
              variant="contained"
              endIcon={<OpenInNewIcon />}
              href={tag.data.demo_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="ad-tag-demo"
            >
              {t('adTag.openDemo')}
            </Button>
            <Box component="span" sx={{ color: 'text.secondary', typography: 'body2', flex: '1 1 240px' }}>
              {t('adTag.demoHint')}
            </Box>
          </Box>
        </Stack>
      ) : size ? (
        <Stack spacing={2.5} aria-busy="true">
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={96} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : null}
    </DialogFrame>
  );
}
