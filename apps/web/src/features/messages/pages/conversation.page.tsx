import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import CheckCircleOutlinedIcon from '../../../components/icons/CheckCircleOutlined.tsx';
import DeleteOutlinedIcon from '../../../components/icons/DeleteOutlined.tsx';
import RestoreFromTrashOutlinedIcon from '../../../components/icons/RestoreFromTrashOutlined.tsx';
import { PendingButton } from '../../../components/PendingButton.tsx';
import { showToast } from '../../../lib/alerts.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { href } from '../../../routing/href.ts';
import { useCloseConversationMutation } from '../api/close-conversation.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useMarkConversationMutation } from '../api/mark-conversation.ts';
import { useReplyMutation } from '../api/reply-to-conversation.ts';
import { CategoryChip, ConversationStatusChip } from '../components/ConversationChips.tsx';
import { ConversationPlaceholder } from '../components/ConversationPlaceholder.tsx';
import { MessageThread } from '../components/MessageThread.tsx';
import { ReplyBox } from '../components/ReplyBox.tsx';
import { StarToggle } from '../components/StarToggle.tsx';

/**
 * /messages/conversation/{id} (read Message): the thread with support, a reply box (create Message; a reply
 * reopens a closed conversation), the caller's star and trash, and closing it for the team (update Message).
 */
export default function ConversationPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const conversation = useConversation(id);
  const reply = useReplyMutation();
  const close = useCloseConversationMutation();
  const mark = useMarkConversationMutation();
  const data = conversation.data;
  useDocumentTitle(data?.subject ?? t('support.title'));

  const back = (
    <Button
      component={RouterLink}
      to={href(
        data?.trashed ? 'messages-trashed' : data?.status === 'closed' ? 'messages-closed' : 'messages',
      )}
      startIcon={<ArrowBackIcon />}
      color="inherit"
      sx={{ mb: 2 }}
    >
      {t('support.back')}
    </Button>
  );

  if (!data) return <ConversationPlaceholder back={back} query={conversation} />;

  const closed = data.status === 'closed';
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
          <Typography
            variant="h4"
            component="h1"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="conversation-subject-title"
          >
            {data.subject}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <CategoryChip category={data.category} />
            <ConversationStatusChip status={data.status} />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {data.created_by_name
                ? t('support.startedBy', {
                    name: data.created_by_name,
                    when: formatDateTime(data.created_at, i18n.language),
                  })
                : t('support.startedAt', { when: formatDateTime(data.created_at, i18n.language) })}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <StarToggle
            starred={data.starred}
            subject={data.subject}
            disabled={mark.isPending}
            onToggle={(starred) => mark.mutate({ id, starred })}
          />
          <PendingButton
            variant="outlined"
            color="inherit"
            pending={mark.isPending && mark.variables && 'trashed' in mark.variables}
            startIcon={data.trashed ? <RestoreFromTrashOutlinedIcon /> : <DeleteOutlinedIcon />}
            data-testid={data.trashed ? 'conversation-restore' : 'conversation-trash'}
            onClick={() =>
              mark.mutate(
                { id, trashed: !data.trashed },
                {
                  onSuccess: () => {
                    void showToast(data.trashed ? t('support.restored') : t('support.trashed'));
                    if (!data.trashed) void navigate(href('messages'));
                  },
                },
              )
            }
          >
            {data.trashed ? t('support.actions.restore') : t('support.actions.trash')}
          </PendingButton>
          {!closed && ability.can('update', 'Message') ? (
            <PendingButton
              variant="outlined"
              color="inherit"
              pending={close.isPending}
              startIcon={<CheckCircleOutlinedIcon />}
              data-testid="conversation-close"
              onClick={() => close.mutate(id, { onSuccess: () => void showToast(t('support.closedToast')) })}
            >
              {t('support.actions.close')}
            </PendingButton>
          ) : null}
        </Box>
      </Box>
      {closed ? (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="conversation-closed-banner">
          {t('support.closedBanner')}
        </Alert>
      ) : null}
      <Card component="section" aria-label={t('support.thread')} sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <MessageThread messages={data.messages} ownSide="advertiser" />
        </CardContent>
      </Card>
      {ability.can('create', 'Message') ? (
        <Card component="section" aria-label={t('support.replyTitle')}>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            <ReplyBox
              testId="reply"
              label={t('support.replyTitle')}
              submitLabel={closed ? t('support.form.replyReopen') : t('support.form.reply')}
              hint={closed ? t('support.replyReopensHint') : undefined}
              onSend={async (message) => {
                await reply.mutateAsync({ id, body: { message } });
                void showToast(t('support.sent'));
              }}
            />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}
