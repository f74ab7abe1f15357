import type { Language } from '@adportal/contracts';
import { translate } from '@adportal/i18n';

export const MAIL_KINDS = [
  'passwordReset',
  'passwordChange',
  'invite',
  'registrationConfirm',
  'registrationExisting',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An email in the recipient's language from the shared catalogues (`mail.<kind>.*`): a subject, a text part
 * and a simple HTML part with one call-to-action link (`params.link`).
 */
export function renderMail(kind: MailKind, language: Language, params: Record<string, string>) {
  const t = (key: string) => translate(language, `mail.${kind}.${key}`, params);
  const subject = t('subject');
  const lines = [
    t('greeting'),
    '',
    t('body'),
    '',
    `${t('action')}: ${params.link}`,
    '',
    t('expiry'),
    t('ignore'),
  ];
  const text = `${lines.join('\n')}\n\n— ${translate(language, 'app.name')}\n`;
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Inter,Arial,sans-serif;color:#2f2b3d">
<p>${escapeHtml(t('greeting'))}</p><p>${escapeHtml(t('body'))}</p>
<p><a href="${escapeHtml(params.link ?? '')}" style="display:inline-block;padding:10px 18px;background:#ed0000;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('action'))}</a></p>
<p style="color:#6d6b77;font-size:13px">${escapeHtml(t('expiry'))}<br>${escapeHtml(t('ignore'))}</p>
<p style="color:#6d6b77;font-size:13px">— ${escapeHtml(translate(language, 'app.name'))}</p></body></html>`;
  return { subject, text, html };
}
