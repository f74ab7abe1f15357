import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import ArrowBackIcon from '../../../../components/icons/ArrowBack.tsx';
import CheckCircleOutlinedIcon from '../../../../components/icons/CheckCircleOutlined.tsx';
import ReplayIcon from '../../../../components/icons/Replay.tsx';
import { PendingButton } from '../../../../components/PendingButton.tsx';
import { alertError, showToast } from '../../../../lib/alerts.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { href } from '../../../../routing/href.ts';
import { AssigneeSelect } from '../../components/AssigneeSelect.tsx';
import { CategoryChip, ConversationStatusChip } from '../../components/ConversationChips.tsx';
import { ConversationPlaceholder } from '../../components/ConversationPlaceholder.tsx';
import { MessageThread } from '../../components/MessageThread.tsx';
import { ReplyBox } from '../../components/ReplyBox.tsx';
import { useSupportConversation } from '../api/get-support-conversation.ts';
import { useSupportActionMutation } from '../api/update-support-conversation.ts';

type Mode = 'reply' | 'note';

/**
 * /ops/messages/{id} (read OpsContent): the advertiser's conversation with internal notes; answer (the
 * advertiser's team is notified) or add a note, close or reopen, assign (update OpsContent).
 */
export default function OpsConversationPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const ability = useAbility<AppAbility>();
  const conversation = useSupportConversation(id);
  const action = useSupportActionMutation();
  const [mode, setMode] = useState<Mode>('reply');
  const data = conversation.data;
  const canUpdate = ability.can('update', 'OpsContent');
  useDocumentTitle(data?.subject ?? t('support.ops.title'));

  const back = (
    <Button
      component={RouterLink}
      to={href('ops-messages')}
      startIcon={<ArrowBackIcon />}
      color="inherit"
      sx={{ mb: 2 }}
    >
      {t('support.ops.back')}
    </Button>
  );
  if (!data) return <ConversationPlaceholder back={back} query={conversation} />;

  const closed = data.status === 'closed';
  const setStatus = () =>
    action.mutate(
      { kind: 'status', id, body: { status: closed ? 'open' : 'closed' } },
      {
        onSuccess: () => void showToast(closed ? t('support.ops.reopened') : t('support.closedToast')),
        onError: alertError,
      },
    );

  return (
    <>
      {back}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: 2,
          mb: 3,
        }}
      >
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {data.subject}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <CategoryChip category={data.category} />
            <ConversationStatusChip status={data.status} />
          </Box>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', mt: 1, overflowWrap: 'anywhere' }}
            data-testid="conversation-advertiser"
          >
            {t('support.ops.from', {
              advertiser: data.advertiser_name,
              email: data.advertiser_email,
              name: data.created_by_name ?? '—',
              when: formatDateTime(data.created_at, i18n.language),
            })}
          </Typography>
        </Box>
        {canUpdate ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
            <AssigneeSelect
              value={data.assigned_operator}
              disabled={action.isPending}
              onChange={(operatorId) =>
                action.mutate(
                  { kind: 'assign', id, body: { operator_id: operatorId } },
                  { onSuccess: () => void showToast(t('support.ops.assignedToast')), onError: alertError },
                )
              }
            />
            <PendingButton
              variant="outlined"
              color="inherit"
              pending={action.isPending && action.variables?.kind === 'status'}
              startIcon={closed ? <ReplayIcon /> : <CheckCircleOutlinedIcon />}
              onClick={setStatus}
              data-testid={closed ? 'conversation-reopen' : 'conversation-close'}
            >
              {closed ? t('support.actions.reopen') : t('support.actions.close')}
            </PendingButton>
          </Box>
        ) : null}
      </Box>
      {closed ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('support.ops.closedBanner')}
        </Alert>
      ) : null}
      <Card component="section" aria-label={t('support.thread')} sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <MessageThread messages={data.messages} ownSide="support" advertiserName={data.advertiser_name} />
        </CardContent>
      </Card>
      {canUpdate ? (
        <Card component="section" aria-label={t('support.ops.answerTitle')}>
          <Tabs
            value={mode}
            onChange={(_event, next: Mode) => setMode(next)}
            aria-label={t('support.ops.answerTitle')}
            // The selected tab in the text colour with the red bar under it: red text is too faint on dark paper.
            textColor="inherit"
            sx={{
              borderBottom: 1,
              borderColor: 'divider',
              px: { xs: 1, sm: 2 },
              '& .MuiTab-root': { opacity: 1, color: 'text.secondary' },
              '& .MuiTab-root.Mui-selected': { color: 'text.primary', fontWeight: 600 },
            }}
          >
            <Tab value="reply" label={t('support.ops.replyTab')} data-testid="answer-tab-reply" />
            <Tab value="note" label={t('support.ops.noteTab')} data-testid="answer-tab-note" />
          </Tabs>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <ReplyBox
              key={mode}
              testId={mode === 'reply' ? 'answer' : 'note'}
              label={mode === 'reply' ? t('support.ops.replyLabel') : t('support.ops.noteLabel')}
              hint={mode === 'note' ? t('support.ops.noteHint') : t('support.ops.replyHint')}
              submitLabel={mode === 'reply' ? t('support.ops.sendReply') : t('support.ops.addNote')}
              onSend={async (message) => {
                await action.mutateAsync({ kind: mode, id, body: { message } });
                void showToast(mode === 'reply' ? t('support.sent') : t('support.ops.noteAdded'));
              }}
            />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
