import type { OutboxMail } from '@adportal/contracts';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FetchingBar } from '../../../../components/FetchingBar.tsx';
import ExpandMoreIcon from '../../../../components/icons/ExpandMore.tsx';
import OpenInNewIcon from '../../../../components/icons/OpenInNew.tsx';
import RefreshIcon from '../../../../components/icons/Refresh.tsx';
import { PageHeader } from '../../../../components/PageHeader.tsx';
import { TablePager } from '../../../../components/TablePager.tsx';
import { errorMessage } from '../../../../lib/alerts.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useOutbox } from '../api/list-outbox.ts';

function firstLink(text: string): string | null {
  return /https?:\/\/\S+/.exec(text)?.[0] ?? null;
}

function MailItem({ mail }: { mail: OutboxMail }) {
  const { t, i18n } = useTranslation();
  const link = firstLink(mail.text);
  return (
    <Accordion disableGutters data-testid="outbox-mail">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }} noWrap>
            {mail.subject}
          </Typography>
          <Box
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', color: 'text.secondary' }}
          >
            <Typography variant="body2">{mail.to}</Typography>
            <Chip
              size="small"
              variant="outlined"
              label={t(`outbox.kinds.${mail.kind}`, { defaultValue: mail.kind })}
            />
            <Chip size="small" variant="outlined" label={mail.language.toUpperCase()} />
            <Typography variant="caption">{formatDateTime(mail.created_at, i18n.language)}</Typography>
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails>
        <Box
          component="pre"
          lang={mail.language}
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0, mb: 2 }}
        >
          {mail.text}
        </Box>
        {link ? (
          <Button
            variant="outlined"
            size="small"
            endIcon={<OpenInNewIcon />}
            href={link}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('outbox.openLink')}
          </Button>
        ) : null}
      </AccordionDetails>
    </Accordion>
  );
}

/** /ops/outbox: the emails the platform would have sent, kept because no SMTP server is configured. */
export default function OutboxPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('outbox.title'));
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const outbox = useOutbox(page, pageSize);

  return (
    <>
      <PageHeader
        title={t('outbox.title')}
        subtitle={t('outbox.subtitle')}
        actions={
          <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void outbox.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      <Card>
        <FetchingBar active={outbox.isFetching} />
        {outbox.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errorMessage(outbox.error)}
          </Alert>
        ) : null}
        {outbox.data?.items.map((mail) => (
          <MailItem key={mail.id} mail={mail} />
        ))}
        {outbox.data && outbox.data.items.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center', color: 'text.secondary' }}>
            {t('outbox.empty')}
          </Typography>
        ) : null}
        <TablePager
          count={outbox.data?.total ?? 0}
          page={page}
          pageSize={pageSize}
          pageSizes={[10, 20, 50]}
          onChange={(next, size) => {
            setPage(next);
            setPageSize(size);
          }}
        />
      </Card>
    </>
  );
}
