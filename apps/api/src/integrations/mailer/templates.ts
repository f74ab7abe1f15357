import type { Language } from '@adportal/contracts';
import { translate } from '@adportal/i18n';

export const MAIL_KINDS = [
  'passwordReset',
  'passwordChange',
  'invite',
  'registrationConfirm',
  'registrationExisting',
  'notification',
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
  if (kind === 'notification') return renderNotificationMail(language, params);
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

/**
 * A notification or digest by email: `params.subject` and `params.body` are already in the recipient's language;
 * `params.link` (optional) is the page it is about, `params.settingsLink` where the email can be turned off.
 */
function renderNotificationMail(language: Language, params: Record<string, string>) {
  const t = (key: string) => translate(language, `mail.notification.${key}`, params);
  const subject = params.subject ?? '';
  const body = params.body ?? '';
  const lines = [
    subject,
    ...(body ? ['', body] : []),
    ...(params.link ? ['', `${t('action')}: ${params.link}`] : []),
  ];
  const footer = `${t('why')} ${params.settingsLink ?? ''}`.trim();
  const text = `${lines.join('\n')}\n\n${footer}\n— ${translate(language, 'app.name')}\n`;
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const action = params.link
    ? `<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 18px;background:#ed0000;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(t('action'))}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><body style="font-family:Inter,Arial,sans-serif;color:#2f2b3d">
<p><strong>${escapeHtml(subject)}</strong></p>${paragraphs}${action}
<p style="color:#6d6b77;font-size:13px">${escapeHtml(t('why'))} <a href="${escapeHtml(params.settingsLink ?? '')}">${escapeHtml(params.settingsLink ?? '')}</a><br>— ${escapeHtml(translate(language, 'app.name'))}</p></body></html>`;
  return { subject, text, html };
}
