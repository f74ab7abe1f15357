import type { Language } from '@adportal/contracts';
import { translate } from '@adportal/i18n';
import { defineAbilityFor } from '@adportal/permissions';
import type { Executor } from '../../db/client.ts';
import type { Mailer } from '../../integrations/mailer/mailer.ts';
import type { TeamService } from '../team/team.service.ts';
import { findQueueConversation } from './messages.repository.ts';

/** What an advertiser just wrote: a new conversation, or a reply in one. */
export interface AdvertiserWrote {
  conversationId: string;
  authorName: string;
  reply: boolean;
}

/**
 * Tells the operators who answer support (their role reads the desk: OpsContent) that an advertiser wrote, by
 * email in each operator's language — the outbox when SMTP_URL is unset — queued in the message's transaction,
 * so nobody has to watch the queue to learn of it. The email names the company, the author and the subject and
 * links to the conversation; the message itself stays in the portal.
 */
export class SupportAlerts {
  constructor(private readonly deps: { team: TeamService; mailer: Mailer; publicUrl: string }) {}

  async advertiserWrote(tx: Executor, wrote: AdvertiserWrote): Promise<number> {
    const conversation = await findQueueConversation(tx, wrote.conversationId);
    if (!conversation) return 0;
    const operators = (await this.deps.team.activeOperators(tx)).filter((operator) =>
      defineAbilityFor(operator.role).can('read', 'OpsContent'),
    );
    const params = {
      company: conversation.advertiserName,
      author: wrote.authorName,
      subject: conversation.conversation.subject,
    };
    const key = wrote.reply ? 'mail.supportAlert.reply' : 'mail.supportAlert.new';
    for (const operator of operators) {
      const language = operator.user.preferredLanguage as Language;
      await this.deps.mailer.send(
        {
          to: operator.user.email,
          kind: 'notification',
          language,
          params: {
            subject: translate(language, `${key}.subject`, params),
            body: translate(language, `${key}.body`, params),
            link: `${this.deps.publicUrl}/ops/messages/${wrote.conversationId}`,
            settingsLink: `${this.deps.publicUrl}/setting`,
          },
        },
        tx,
      );
    }
    return operators.length;
  }
}
