import { ZComposeMessageBody, ZMessageReplyBody } from '@adportal/contracts';
import type { Principal } from '../modules/auth/principal.ts';
import { MessagesService } from '../modules/messages/messages.service.ts';
import { SupportDeskService } from '../modules/messages/support-desk.service.ts';
import type { Services } from '../services.ts';
import type { Database } from './client.ts';

const HOUR = 3_600_000;
const reply = (html: string) => ZMessageReplyBody.parse({ message: html });

/**
 * The demo's support conversations, written through the services users call, on a clock that walks through the
 * last week so the folders show real ages: one answered and not read yet, one closed, one waiting with an
 * internal note, one answered, read and starred. Skipped once the demo advertiser has any conversation.
 */
export async function seedSupport(
  services: Services,
  db: Database,
  who: { demo: Principal; operator: Principal },
) {
  const { demo, operator } = who;
  // Started by the demo: in its Sent folder, or in its trash.
  for (const folder of ['sent', 'trashed'] as const) {
    if ((await services.messages.list(demo, { folder, page: 1, page_size: 1 })).total > 0) return;
  }
  const now = Date.now();
  let at = now;
  const clock = () => new Date(at);
  const messages = new MessagesService(db, clock);
  const desk = new SupportDeskService(db, services.notifications, clock);
  const ago = (hours: number) => {
    at = now - hours * HOUR;
  };

  // Closed: a question about void clicks, answered, thanked and closed by support a week ago.
  ago(7 * 24);
  const voids = await messages.compose(
    demo,
    ZComposeMessageBody.parse({
      subject: 'Why were 14 clicks marked void yesterday?',
      category: 'technical',
      message:
        '<p>Hi, the click report for my <strong>Play &amp; earn</strong> ad shows 14 void clicks yesterday. Were they charged? What makes a click void?</p>',
    }),
  );
  ago(7 * 24 - 3);
  await desk.reply(
    operator,
    voids.id,
    reply(
      '<p>Hello! Void clicks are never charged. A click is void when:</p><ol><li data-list="bullet">the same visitor clicked the same ad again within the IP window,</li><li data-list="bullet">the click came faster than a person can click after the ad was shown, or</li><li data-list="bullet">the click link had expired.</li></ol><p>The reason of each one is on the click report (filter by <em>Void</em>).</p>',
    ),
  );
  ago(7 * 24 - 5);
  await messages.reply(demo, voids.id, reply('<p>Clear, thank you. I found the reasons on the report.</p>'));
  ago(7 * 24 - 6);
  await desk.setStatus(operator, voids.id, { status: 'closed' });
  await messages.get(demo, voids.id);

  // Answered, read and starred: adding a teammate who only reads reports.
  ago(4 * 24);
  const team = await messages.compose(
    demo,
    ZComposeMessageBody.parse({
      subject: 'Can my accountant see reports without touching the ads?',
      category: 'account',
      message:
        '<p>Our accountant needs the statement and the daily expense report, nothing else. Is that possible?</p>',
    }),
  );
  ago(4 * 24 - 2);
  await desk.reply(
    operator,
    team.id,
    reply(
      '<p>Yes. In <strong>Users &amp; roles</strong>, create a role with <em>read</em> on Report and Statement only, then invite your accountant with that role. They will not see the ad or deposit buttons.</p>',
    ),
  );
  await messages.get(demo, team.id);
  await messages.star(demo, team.id, true);

  // Answered and not read yet: a deposit question support has just answered.
  ago(26);
  const deposit = await messages.compose(
    demo,
    ZComposeMessageBody.parse({
      subject: 'Deposit of 250 USDT still waiting',
      category: 'billing',
      message:
        '<p>I sent <strong>250 USDT</strong> over TRC20 this morning and the deposit still says <em>Waiting</em>. The transaction shows as confirmed in my wallet.</p>',
    }),
  );
  ago(2);
  await desk.reply(
    operator,
    deposit.id,
    reply(
      '<p>Thanks for waiting. The transfer was found on chain and your deposit is now credited; you can see it on the <strong>Statement</strong>. Next time, paste the transaction hash on the deposit page and it is checked at once.</p>',
    ),
  );

  // Open, waiting for support, with an internal note the advertiser never sees.
  ago(3);
  const review = await messages.compose(
    demo,
    ZComposeMessageBody.parse({
      subject: 'Launch week banner has been pending review since yesterday',
      category: 'review',
      message:
        '<p>Our 728×90 <strong>Launch week</strong> banner is still <em>Pending</em>. Is something wrong with it?</p>',
    }),
  );
  ago(1);
  await desk.note(
    operator,
    review.id,
    reply('<p>Landing page redirects twice before the shop. Ask for the final URL before approving.</p>'),
  );
}
