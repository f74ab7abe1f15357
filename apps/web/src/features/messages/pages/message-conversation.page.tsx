import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
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
import { ConversationPlaceholder } from '../components/ConversationPlaceholder.tsx';
import { ConversationBackLink, ConversationView } from '../components/ConversationView.tsx';
import { ReplyBox } from '../components/ReplyBox.tsx';
import { StarToggle } from '../components/StarToggle.tsx';

/**
 * /messages/conversation/{id} (read Message): the thread with support, a reply box (create Message; a reply
 * reopens a closed conversation), the caller's star and trash, and closing it for the team (update Message).
 */
export default function MessageConversationPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const ability = useAbility<AppAbility>();
  const conversation = useConversation(id);
  const reply = useReplyMutation();
  const close = useCloseConversationMutation();
  const mark = useMarkConversationMutation();
  const data = conversation.data;
  useDocumentTitle(data?.subject ?? t('messages.title'));

  const back = (
    <ConversationBackLink
      to={href(
        data?.trashed ? 'messages-trashed' : data?.status === 'closed' ? 'messages-closed' : 'messages',
      )}
      label={t('messages.back')}
    />
  );
  if (!data) return <ConversationPlaceholder back={back} query={conversation} />;

  const closed = data.status === 'closed';
  const when = formatDateTime(data.created_at, i18n.language);
  return (
    <ConversationView
      back={back}
      conversation={data}
      byline={
        data.created_by_name
          ? t('messages.startedBy', { name: data.created_by_name, when })
          : t('messages.startedAt', { when })
      }
      actions={
        <>
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
                    void showToast(data.trashed ? t('messages.restored') : t('messages.trashed'));
                    if (!data.trashed) void navigate(href('messages'));
                  },
                },
              )
            }
          >
            {data.trashed ? t('messages.actions.restore') : t('messages.actions.trash')}
          </PendingButton>
          {!closed && ability.can('update', 'Message') ? (
            <PendingButton
              variant="outlined"
              color="inherit"
              pending={close.isPending}
              startIcon={<CheckCircleOutlinedIcon />}
              data-testid="conversation-close"
              onClick={() => close.mutate(id, { onSuccess: () => void showToast(t('messages.closedToast')) })}
            >
              {t('messages.actions.close')}
            </PendingButton>
          ) : null}
        </>
      }
      closedNotice={t('messages.closedBanner')}
      ownSide="advertiser"
      answer={
        ability.can('create', 'Message')
          ? {
              label: t('messages.replyTitle'),
              content: (
                <ReplyBox
                  testId="reply"
                  label={t('messages.replyTitle')}
                  submitLabel={closed ? t('messages.form.replyReopen') : t('messages.form.reply')}
                  hint={closed ? t('messages.replyReopensHint') : undefined}
                  onSend={async (message) => {
                    await reply.mutateAsync({ id, body: { message } });
                    void showToast(t('messages.sent'));
                  }}
                />
              ),
            }
          : undefined
      }
    />
  );
}
