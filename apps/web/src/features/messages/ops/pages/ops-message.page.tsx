import type { AppAbility } from '@adportal/permissions';
import { useAbility } from '@casl/react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import CheckCircleOutlinedIcon from '../../../../components/icons/CheckCircleOutlined.tsx';
import ReplayIcon from '../../../../components/icons/Replay.tsx';
import { PendingButton } from '../../../../components/PendingButton.tsx';
import { alertError, showToast } from '../../../../lib/alerts.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { href } from '../../../../routing/href.ts';
import { AssigneeSelect } from '../../components/AssigneeSelect.tsx';
import { ConversationPlaceholder } from '../../components/ConversationPlaceholder.tsx';
import { ConversationBackLink, ConversationView } from '../../components/ConversationView.tsx';
import { ReplyBox } from '../../components/ReplyBox.tsx';
import { useOpsConversation } from '../api/get-ops-conversation.ts';
import { useOpsConversationMutation } from '../api/update-ops-conversation.ts';

type Mode = 'reply' | 'note';

/**
 * /ops/messages/{id} (read OpsContent): the advertiser's conversation with internal notes; answer (the
 * advertiser's team is notified) or add a note, close or reopen, assign (update OpsContent).
 */
export default function OpsMessagePage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const ability = useAbility<AppAbility>();
  const conversation = useOpsConversation(id);
  const action = useOpsConversationMutation();
  const [mode, setMode] = useState<Mode>('reply');
  const data = conversation.data;
  const canUpdate = ability.can('update', 'OpsContent');
  useDocumentTitle(data?.subject ?? t('messages.ops.title'));

  const back = <ConversationBackLink to={href('ops-messages')} label={t('messages.ops.back')} />;
  if (!data) return <ConversationPlaceholder back={back} query={conversation} />;

  const closed = data.status === 'closed';
  const setStatus = () =>
    action.mutate(
      { kind: 'status', id, body: { status: closed ? 'open' : 'closed' } },
      {
        onSuccess: () => void showToast(closed ? t('messages.ops.reopened') : t('messages.closedToast')),
        onError: alertError,
      },
    );

  return (
    <ConversationView
      back={back}
      conversation={data}
      byline={t('messages.ops.from', {
        advertiser: data.advertiser_name,
        email: data.advertiser_email,
        name: data.created_by_name ?? '—',
        when: formatDateTime(data.created_at, i18n.language),
      })}
      bylineTestId="conversation-advertiser"
      actions={
        canUpdate ? (
          <>
            <AssigneeSelect
              value={data.assigned_operator}
              disabled={action.isPending}
              onChange={(operatorId) =>
                action.mutate(
                  { kind: 'assign', id, body: { operator_id: operatorId } },
                  { onSuccess: () => void showToast(t('messages.ops.assignedToast')), onError: alertError },
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
              {closed ? t('messages.actions.reopen') : t('messages.actions.close')}
            </PendingButton>
          </>
        ) : null
      }
      closedNotice={t('messages.ops.closedBanner')}
      ownSide="support"
      advertiserName={data.advertiser_name}
      answer={
        canUpdate
          ? {
              label: t('messages.ops.answerTitle'),
              tabs: (
                <Tabs
                  value={mode}
                  onChange={(_event, next: Mode) => setMode(next)}
                  aria-label={t('messages.ops.answerTitle')}
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
                  <Tab value="reply" label={t('messages.ops.replyTab')} data-testid="answer-tab-reply" />
                  <Tab value="note" label={t('messages.ops.noteTab')} data-testid="answer-tab-note" />
                </Tabs>
              ),
              content: (
                <ReplyBox
                  key={mode}
                  testId={mode === 'reply' ? 'answer' : 'note'}
                  label={mode === 'reply' ? t('messages.ops.replyLabel') : t('messages.ops.noteLabel')}
                  hint={mode === 'note' ? t('messages.ops.noteHint') : t('messages.ops.replyHint')}
                  submitLabel={mode === 'reply' ? t('messages.ops.sendReply') : t('messages.ops.addNote')}
                  onSend={async (message) => {
                    await action.mutateAsync({ kind: mode, id, body: { message } });
                    void showToast(mode === 'reply' ? t('messages.sent') : t('messages.ops.noteAdded'));
                  }}
                />
              ),
            }
          : undefined
      }
    />
  );
}
