import type { Principal } from '../modules/identity/principal.ts';
import type { Services } from '../services.ts';

export const DEMO_NEWS_TITLE = 'New: notifications on Telegram';

/**
 * The operator's first news broadcast to every advertiser, sent through the operators' own service: it lands in
 * each team's bell (and on Telegram for whoever connected a chat). Sent once: a later start finds it.
 */
export async function seedNews(services: Services, operator: Principal): Promise<void> {
  const sent = await services.news.list(operator, { page: 1, page_size: 100 });
  if (sent.data.some((broadcast) => broadcast.title === DEMO_NEWS_TITLE)) return;
  await services.news.send(operator, {
    title: DEMO_NEWS_TITLE,
    body: [
      'Deposits, ad reviews, support answers and a low balance can now reach you on Telegram and by email as well as here.',
      'Connect a chat at Telegram in your user menu, then choose what you hear about, and how, in Settings.',
    ].join('\n\n'),
    link: '/telegram',
    audience: 'all',
    advertiser_ids: [],
  });
}
