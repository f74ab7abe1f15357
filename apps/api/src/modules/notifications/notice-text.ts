import type { Language } from '@adportal/contracts';
import { translate } from '@adportal/i18n';

/** Telegram's longest message. */
export const TELEGRAM_TEXT_MAX = 4096;

export interface NoticeText {
  subject: string;
  body: string;
  /** An absolute URL, or null. */
  link: string | null;
}

/** A notification in the recipient's language: its message as the subject, the detail (news text) as the body. */
export function noticeText(
  language: Language,
  notice: {
    messageKey: string;
    params: Record<string, string>;
    detail?: string | undefined;
    link: string | null;
  },
  publicUrl: string,
): NoticeText {
  return {
    subject: translate(language, notice.messageKey, notice.params),
    body: notice.detail ?? '',
    link: absoluteLink(notice.link, publicUrl),
  };
}

export function absoluteLink(link: string | null, publicUrl: string): string | null {
  if (!link) return null;
  return link.startsWith('/') ? `${publicUrl}${link}` : link;
}

/** Plain text (no parse mode: nothing in it can break Telegram's entity parser), cut to Telegram's limit. */
export function telegramText(text: NoticeText, language: Language): string {
  const footer = text.link ? `\n\n${translate(language, 'telegram.botMessages.open')}: ${text.link}` : '';
  const head = text.body ? `${text.subject}\n\n` : text.subject;
  const room = TELEGRAM_TEXT_MAX - head.length - footer.length;
  const body = text.body.length > room ? `${text.body.slice(0, Math.max(0, room - 1))}…` : text.body;
  return `${head}${body}${footer}`;
}
