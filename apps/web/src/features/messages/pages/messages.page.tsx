import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import EditOutlinedIcon from '../../../components/icons/EditOutlined.tsx';
import { lazyNamed } from '../../../components/LazyNamed.tsx';
import { PageHeader } from '../../../components/PageHeader.tsx';
import { SearchField } from '../../../components/SearchField.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNotice } from '../../../lib/use-notice.ts';
import { useConversations } from '../api/list-conversations.ts';
import { ConversationList } from '../components/ConversationList.tsx';
import { FolderNav } from '../components/FolderNav.tsx';
import { folderOfPath, listFilterFrom, listParamsFrom } from '../message-folders.ts';

const ComposeDialog = lazyNamed(() => import('../components/ComposeDialog.tsx'), 'ComposeDialog');

/**
 * /messages and /messages/{sent,starred,trashed,closed} (read Message): the team's conversations with support
 * like a mail client — folders with unread counts, the folder's conversations (search by subject, pages), and
 * compose in a dialog (create Message).
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const ability = useAbility<AppAbility>();
  const folder = folderOfPath(useLocation().pathname);
  const [params, setParams] = useSearchParams();
  const filter = listFilterFrom(params);
  const conversations = useConversations({ folder, ...filter });
  const [composing, setComposing] = useState(false);
  const notify = useNotice(composing);
  const headingId = useId();
  useDocumentTitle(`${t(`messages.folders.${folder}`)} · ${t('messages.title')}`);

  const set = useCallback(
    (patch: Partial<typeof filter>) =>
      setParams((current) => listParamsFrom({ ...listFilterFrom(current), page: 1, ...patch }), {
        replace: true,
      }),
    [setParams],
  );
  const onSearch = useCallback((search: string) => set({ search }), [set]);
  const unread = conversations.data?.unread;

  return (
    <>
      <PageHeader
        title={t('messages.title')}
        subtitle={t('messages.subtitle')}
        actions={
          ability.can('create', 'Message') ? (
            <Button
              variant="contained"
              startIcon={<EditOutlinedIcon />}
              onClick={() => setComposing(true)}
              data-testid="compose-open"
            >
              {t('messages.compose')}
            </Button>
          ) : null
        }
      />
      <Grid container spacing={3}>
        {wide ? (
          <Grid size={{ md: 3 }}>
            <Card sx={{ p: 1.5 }}>
              <FolderNav current={folder} unread={unread} layout="list" />
            </Card>
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: 9 }}>
          <Card component="section" aria-labelledby={headingId}>
            {wide ? null : <FolderNav current={folder} unread={unread} layout="tabs" />}
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 2,
                px: { xs: 2, sm: 2.5 },
                py: 2,
              }}
            >
              <Typography variant="h6" component="h2" id={headingId}>
                {t(`messages.folders.${folder}`)}
              </Typography>
              <SearchField
                label={t('messages.search')}
                value={filter.search}
                onSearch={onSearch}
                sx={{ width: { xs: '100%', sm: 280 } }}
              />
            </Box>
            <ConversationList
              query={conversations}
              page={filter.page}
              pageSize={filter.pageSize}
              onPage={(page, pageSize) => set({ page, pageSize })}
              label={t(`messages.folders.${folder}`)}
              empty={filter.search ? t('messages.emptySearch') : t(`messages.empty.${folder}`)}
            />
          </Card>
        </Grid>
      </Grid>
      {composing ? (
        <ComposeDialog
          onClose={(notice) => {
            setComposing(false);
            if (notice) notify(notice);
          }}
        />
      ) : null}
    </>
  );
}
