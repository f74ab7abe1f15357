import { ZComposeMessageBody, ZDepositsQuery, ZMessageReplyBody } from '@adportal/contracts';
import type { Database } from '../db/client.ts';
import type { Principal } from '../modules/identity/principal.ts';
import { MessagesService } from '../modules/messages/messages.service.ts';
import { OpsMessagesService } from '../modules/messages/ops-messages.service.ts';
import type { Services } from '../services.ts';

const HOUR = 3_600_000;
const reply = (html: string) => ZMessageReplyBody.parse({ message: html });

/**
 * The demo's support conversations, written through the services users call, on a clock that walks through the
 * last week so the folders show real ages: one answered and not read yet, one closed, one waiting with an
 * internal note, one answered, read and starred. Skipped once the demo advertiser has any conversation. They
 * speak of what the account has: its own ads (made on the story's first morning), its welcome deposit and bonus
 * as they were booked (that conversation only when the deposit was paid with the code).
 */
export async function seedMessages(
  services: Services,
  db: Database,
  who: { demo: Principal; operator: Principal },
) {
  const { demo, operator } = who;
  // Started by the demo: in its Sent folder, or in its trash.
  for (const folder of ['sent', 'trashed'] as const) {
    if ((await services.messages.list(demo, { folder, page: 1, page_size: 1 })).total > 0) return;
  }
  const welcome = await welcomeDeposit(services, demo);
  const now = Date.now();
  let at = now;
  const clock = () => new Date(at);
  const messages = new MessagesService({ db, now: clock });
  const desk = new OpsMessagesService({
    db,
    notifications: services.notifications.withClock(clock),
    now: clock,
  });
  const ago = (hours: number) => {
    at = now - hours * HOUR;
  };

  // Closed: a question about void clicks, answered, thanked and closed by support a week ago.
  ago(7 * 24);
  const voids = await messages.compose(
    demo,
    ZComposeMessageBody.parse({
      subject: 'Why were some clicks marked void yesterday?',
      category: 'technical',
      message:
        '<p>Hi, the click report for my <strong>Flash deals</strong> ad shows a few void clicks yesterday. Were they charged? What makes a click void?</p>',
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

  if (welcome) {
    // Answered and not read yet: where the welcome deposit's bonus went, which support has just answered.
    ago(26);
    const deposit = await messages.compose(
      demo,
      ZComposeMessageBody.parse({
        subject: `Bonus on my first deposit ${welcome.reference}?`,
        category: 'billing',
        message: `<p>My first deposit, <strong>${welcome.amount} USDT</strong>, was paid with the code <strong>${welcome.code}</strong>. The deposit page shows ${welcome.amount} USDT. Did the bonus arrive?</p>`,
      }),
    );
    ago(2);
    await desk.reply(
      operator,
      deposit.id,
      reply(
        `<p>Yes: the bonus of <strong>${welcome.bonus} USDT</strong> was credited with that deposit, as its own <em>Promotion</em> row on the <strong>Statement</strong>, right after the deposit's row. The deposit page shows only what you paid.</p>`,
      ),
    );
  }

  // Open, waiting for support, with an internal note the advertiser never sees.
  ago(3);
  const review = await messages.compose(
    demo,
    ZComposeMessageBody.parse({
      subject: 'Launch week banner is still pending review',
      category: 'review',
      message:
        '<p>Our 728×90 <strong>Launch week</strong> banner has been <em>Pending</em> since we created it. Is something wrong with it?</p>',
    }),
  );
  ago(1);
  await desk.note(
    operator,
    review.id,
    reply('<p>Landing page redirects twice before the shop. Ask for the final URL before approving.</p>'),
  );
}

/** The demo's first paid deposit that carried a promotion code, with the bonus it earned; null when none. */
async function welcomeDeposit(services: Services, demo: Principal) {
  const { data } = await services.deposits.list(
    demo,
    ZDepositsQuery.parse({ status: 'success', page_size: 100 }),
  );
  const first = data.findLast((row) => row.promotion_code !== null);
  if (!first) return null;
  const detail = await services.deposits.get(demo, { id: first.id });
  if (detail.promotion?.status !== 'used') return null;
  return {
    reference: detail.reference,
    amount: detail.amount,
    code: detail.promotion.code,
    bonus: detail.promotion.bonus,
  };
}
