import type { ConversationStatus, MessageCategory } from '@adportal/contracts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import ArrowBackIcon from '../../../components/icons/ArrowBack.tsx';
import { CategoryChip, ConversationStatusChip } from './ConversationChips.tsx';
import { MessageThread, type ThreadMessage } from './MessageThread.tsx';

/** The link back to the list a conversation was opened from. */
export function ConversationBackLink({ to, label }: { to: string; label: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} color="inherit" sx={{ mb: 2 }}>
      {label}
    </Button>
  );
}

interface ConversationViewProps {
  back: ReactNode;
  /** The conversation as the caller's side reads it (operators' messages include the internal notes). */
  conversation: {
    subject: string;
    category: MessageCategory;
    status: ConversationStatus;
    messages: readonly ThreadMessage[];
  };
  /** Who started it and when; operators also read whose advertiser it is. */
  byline: string;
  bylineTestId?: string | undefined;
  /** What the caller may do to it (star, trash, close, assign), right of the title; null when nothing. */
  actions: ReactNode;
  /** Said above the thread while the conversation is closed (what reopens it differs by side). */
  closedNotice: string;
  /** Whose messages are the reader's own: the advertiser's team, or support (who also read the notes). */
  ownSide: 'advertiser' | 'support';
  /** Operators read the team's messages under the advertiser's name. */
  advertiserName?: string | undefined;
  /** The card under the thread where the caller writes; absent when the caller may not write. */
  answer?: { label: string; tabs?: ReactNode; content: ReactNode } | undefined;
}

/**
 * One conversation as the advertiser's team (`/messages/conversation/{id}`) and operators
 * (`/ops/messages/{id}`) read it: subject, category and status, who started it, the caller's actions, the
 * closed notice, the thread and the writing card. The pages differ only in the props.
 */
export function ConversationView({
  back,
  conversation: { subject, category, status, messages },
  byline,
  bylineTestId,
  actions,
  closedNotice,
  ownSide,
  advertiserName,
  answer,
}: ConversationViewProps) {
  const { t } = useTranslation();
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
            {subject}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
            <CategoryChip category={category} />
            <ConversationStatusChip status={status} />
            <Typography
              variant="body2"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
              data-testid={bylineTestId}
            >
              {byline}
            </Typography>
          </Box>
        </Box>
        {actions ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>{actions}</Box>
        ) : null}
      </Box>
      {status === 'closed' ? (
        <Alert severity="info" sx={{ mb: 3 }} data-testid="conversation-closed-banner">
          {closedNotice}
        </Alert>
      ) : null}
      <Card component="section" aria-label={t('messages.thread')} sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <MessageThread messages={messages} ownSide={ownSide} advertiserName={advertiserName} />
        </CardContent>
      </Card>
      {answer ? (
        <Card component="section" aria-label={answer.label}>
          {answer.tabs}
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>{answer.content}</CardContent>
        </Card>
      ) : null}
    </>
  );
}
