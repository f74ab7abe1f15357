import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';

interface Summary {
  id: string;
  subject: string;
  status: string;
  unread: boolean;
  starred: boolean;
  excerpt: string;
}
interface Page {
  data: Summary[];
  total: number;
  unread: Record<string, number>;
}

const MESSAGE_ROLE = { Message: { read: true, create: true, update: true } };

async function operatorToken(client: TestClient, name = 'Support Desk') {
  const email = `support-${Math.random().toString(16).slice(2, 10)}@example.com`;
  const user = await client.app.services.operators.create({ name, email, password: 'Operator#123' });
  return { token: (await client.login(email, 'Operator#123')).access_token, id: user.id };
}

let registrations = 0;
/** A new IP per sign-up: the per-IP registration limit is not what these tests are about. */
const nextIp = () => {
  registrations += 1;
  return `10.88.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`;
};

/** An advertiser's administrator and a second member with the Message permission only. */
async function team(client: TestClient, company: string) {
  const admin = await client.register({ advertiser_name: company, full_name: 'Ada Admin', ip: nextIp() });
  const member = await client.register({ full_name: 'Max Member', ip: nextIp() });
  await joinTeamWithRole(
    client,
    { userId: member.user_id, advertiserId: admin.advertiser_id },
    { name: 'Support only', permissions: MESSAGE_ROLE },
  );
  return {
    advertiserId: admin.advertiser_id,
    memberId: member.user_id,
    admin: (await client.login(admin.email, admin.password)).access_token,
    member: (await client.login(member.email, member.password)).access_token,
  };
}

const body = (subject: string, message = `<p>About ${subject}</p>`, category = 'billing') => ({
  subject,
  category,
  message,
});

describeOnEachDatabase('messages', (client) => {
  let ops: { token: string; id: string };
  beforeAll(async () => {
    ops = await operatorToken(client());
  });

  const folder = async (token: string, name: string, search = '') =>
    (
      await client().get(
        `/api/messages?folder=${name}${search ? `&search=${encodeURIComponent(search)}` : ''}`,
        {
          token,
        },
      )
    ).json<Page>();
  const subjects = (page: Page) => page.data.map((row) => row.subject).sort();
  const compose = async (token: string, subject: string, category = 'billing') => {
    const response = await client().post('/api/messages', body(subject, undefined, category), { token });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; status: string; messages: { side: string }[] }>();
  };
  const answer = (id: string, text = '<p>Thanks, we are on it.</p>') =>
    client().post(`/api/ops/messages/${id}/replies`, { message: text }, { token: ops.token });

  it('refuses a message without subject, text or a known category, with field errors', async () => {
    const { admin } = await team(client(), 'Validation Co');
    const missing = await client().post(
      '/api/messages',
      { category: 'billing', message: '<p>Hello</p>' },
      { token: admin },
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fields).toEqual([
      expect.objectContaining({ path: 'subject', key: 'validation.required' }),
    ]);

    const empty = await client().post('/api/messages', body('Empty', '<p><br></p>'), { token: admin });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().fields).toEqual([
      expect.objectContaining({ path: 'message', key: 'validation.required' }),
    ]);
    // A body that is only a script is empty once sanitized.
    const scriptOnly = await client().post('/api/messages', body('Script', '<script>alert(1)</script>'), {
      token: admin,
    });
    expect(scriptOnly.statusCode).toBe(422);

    const unknown = await client().post('/api/messages', body('Category', '<p>x</p>', 'lottery'), {
      token: admin,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().fields).toEqual([
      expect.objectContaining({ path: 'category', key: 'validation.invalid' }),
    ]);

    const long = await client().post('/api/messages', body('x'.repeat(201)), { token: admin });
    expect(long.json().fields[0]).toMatchObject({ path: 'subject', key: 'validation.maxLength|max=200' });
    expect((await folder(admin, 'inbox')).total).toBe(0);
  });

  it('keeps only safe HTML: a script or an event handler is gone when the message is read back', async () => {
    const { admin } = await team(client(), 'Sanitize Co');
    const created = await client().post(
      '/api/messages',
      body(
        'Formatting',
        '<p>Hello <strong>support</strong><script>alert(1)</script></p><p onmouseover="alert(2)"><a href="javascript:alert(3)">link</a> <a href="https://example.com" onclick="alert(4)">docs</a></p><iframe src="https://example.com"></iframe>',
      ),
      { token: admin },
    );
    expect(created.statusCode).toBe(201);
    const read = (await client().get(`/api/messages/${created.json().id}`, { token: admin })).json();
    const html: string = read.messages[0].body_html;
    expect(html).toContain('<strong>support</strong>');
    expect(html).toContain('href="https://example.com"');
    expect(html).not.toMatch(/<script|<iframe|onmouseover|onclick|javascript:|alert\(/i);
  });

  it('shows every conversation to the team, with read marks, stars and the trash per user', async () => {
    const t = await team(client(), 'Folders Co');
    const invoice = await compose(t.admin, 'Invoice for March', 'billing');
    const review = await compose(t.admin, 'Ad review takes long', 'review');
    expect(invoice.status).toBe('open');

    expect(subjects(await folder(t.member, 'inbox'))).toEqual(['Ad review takes long', 'Invoice for March']);
    // Sent: conversations the reader started.
    expect(subjects(await folder(t.admin, 'sent'))).toHaveLength(2);
    expect((await folder(t.member, 'sent')).total).toBe(0);
    expect(subjects(await folder(t.member, 'inbox', 'invoice'))).toEqual(['Invoice for March']);

    expect((await answer(invoice.id)).statusCode).toBe(201);
    for (const token of [t.admin, t.member]) {
      const counts = (await client().get('/api/messages/counts', { token })).json();
      expect(counts).toMatchObject({ unread: 1, folders: { inbox: 1, sent: token === t.admin ? 1 : 0 } });
      const row = (await folder(token, 'inbox')).data.find((line) => line.id === invoice.id)!;
      expect(row).toMatchObject({ unread: true, status: 'answered', excerpt: 'Thanks, we are on it.' });
    }

    // The member reads it: their mark only.
    await client().get(`/api/messages/${invoice.id}`, { token: t.member });
    expect((await client().get('/api/messages/counts', { token: t.member })).json().unread).toBe(0);
    expect((await client().get('/api/messages/counts', { token: t.admin })).json().unread).toBe(1);

    expect(
      (
        await client().request('PUT', `/api/messages/${invoice.id}/star`, {
          body: { starred: true },
          token: t.member,
        })
      ).statusCode,
    ).toBe(204);
    expect(subjects(await folder(t.member, 'starred'))).toEqual(['Invoice for March']);
    expect((await folder(t.admin, 'starred')).total).toBe(0);

    await client().request('PUT', `/api/messages/${review.id}/trash`, {
      body: { trashed: true },
      token: t.member,
    });
    expect(subjects(await folder(t.member, 'inbox'))).toEqual(['Invoice for March']);
    expect(subjects(await folder(t.member, 'trashed'))).toEqual(['Ad review takes long']);
    expect(subjects(await folder(t.admin, 'inbox'))).toHaveLength(2);
    await client().request('PUT', `/api/messages/${review.id}/trash`, {
      body: { trashed: false },
      token: t.member,
    });
    expect(subjects(await folder(t.member, 'inbox'))).toHaveLength(2);

    // Closed by the advertiser: in Closed for everyone, out of the inbox; a reply reopens it.
    const closed = await client().post(`/api/messages/${invoice.id}/close`, {}, { token: t.admin });
    expect(closed.json().status).toBe('closed');
    expect(subjects(await folder(t.member, 'closed'))).toEqual(['Invoice for March']);
    expect(subjects(await folder(t.member, 'inbox'))).toEqual(['Ad review takes long']);
    const reopened = await client().post(
      `/api/messages/${invoice.id}/replies`,
      { message: '<p>One more question.</p>' },
      { token: t.member },
    );
    expect(reopened.statusCode).toBe(201);
    expect(reopened.json()).toMatchObject({ status: 'open', closed_at: null });
    expect(reopened.json().messages.map((message: { side: string }) => message.side)).toEqual([
      'advertiser',
      'support',
      'advertiser',
    ]);
    expect((await folder(t.member, 'closed')).total).toBe(0);
    expect(subjects(await folder(t.member, 'inbox'))).toHaveLength(2);
  });

  it('answers another advertiser with 404 on every conversation route', async () => {
    const owner = await team(client(), 'Owner Co');
    const stranger = await team(client(), 'Stranger Co');
    const { id } = await compose(owner.admin, 'Private matter');
    const calls = [
      client().get(`/api/messages/${id}`, { token: stranger.admin }),
      client().post(`/api/messages/${id}/replies`, { message: '<p>hi</p>' }, { token: stranger.admin }),
      client().post(`/api/messages/${id}/close`, {}, { token: stranger.admin }),
      client().request('PUT', `/api/messages/${id}/star`, { body: { starred: true }, token: stranger.admin }),
      client().request('PUT', `/api/messages/${id}/trash`, {
        body: { trashed: true },
        token: stranger.admin,
      }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(404);
    expect((await folder(stranger.admin, 'inbox')).total).toBe(0);
    const conversation = (await client().get(`/api/messages/${id}`, { token: owner.admin })).json();
    expect(conversation).toMatchObject({ status: 'open', starred: false, trashed: false });
    expect(conversation.messages).toHaveLength(1);
  });

  it('never shows internal notes to the advertiser: not in the thread, the folder or the action log', async () => {
    const t = await team(client(), 'Notes Co');
    const { id } = await compose(t.admin, 'Why was my click void?', 'technical');
    const note = await client().post(
      `/api/ops/messages/${id}/notes`,
      { message: '<p>SECRET-NOTE: same IP clicked 40 times</p>' },
      { token: ops.token },
    );
    expect(note.statusCode).toBe(201);
    expect(note.json().messages.map((message: { side: string }) => message.side)).toEqual([
      'advertiser',
      'note',
    ]);
    // A note neither answers nor moves the conversation.
    expect(note.json().status).toBe('open');

    const thread = await client().get(`/api/messages/${id}`, { token: t.admin });
    expect(thread.body).not.toContain('SECRET-NOTE');
    expect(thread.json().messages).toHaveLength(1);
    const list = await client().get('/api/messages?folder=inbox', { token: t.admin });
    expect(list.body).not.toContain('SECRET-NOTE');
    const log = await client().get('/api/action-logs?page_size=100', { token: t.admin });
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain('SECRET-NOTE');
    expect((await client().get('/api/messages/counts', { token: t.admin })).json().unread).toBe(0);
    const opsView = (await client().get(`/api/ops/messages/${id}`, { token: ops.token })).json();
    expect(opsView.messages[1]).toMatchObject({ side: 'note', author_name: 'Support Desk' });
    expect(opsView.advertiser_name).toBe('Notes Co');
  });

  it("notifies the advertiser's team when support answers, and reopens from the desk by who wrote last", async () => {
    const t = await team(client(), 'Answered Co');
    const { id } = await compose(t.admin, 'Deposit not credited', 'billing');
    const answered = await answer(id);
    expect(answered.json()).toMatchObject({ status: 'answered' });
    const bell = (await client().get('/api/notifications', { token: t.member })).json();
    expect(bell.data[0]).toMatchObject({
      kind: 'messenger',
      message_key: 'messages.notifications.answered',
      params: { subject: 'Deposit not credited' },
      link: `/messages/conversation/${id}`,
    });

    const closed = await client().post(
      `/api/ops/messages/${id}/status`,
      { status: 'closed' },
      { token: ops.token },
    );
    expect(closed.json()).toMatchObject({ status: 'closed' });
    expect(subjects(await folder(t.admin, 'closed'))).toEqual(['Deposit not credited']);
    const reopened = await client().post(
      `/api/ops/messages/${id}/status`,
      { status: 'open' },
      { token: ops.token },
    );
    // Support wrote last: it waits for the advertiser again.
    expect(reopened.json()).toMatchObject({ status: 'answered', closed_at: null });
    const wrong = await client().post(
      `/api/ops/messages/${id}/status`,
      { status: 'answered' },
      { token: ops.token },
    );
    expect(wrong.statusCode).toBe(422);
  });

  it('gives operators a queue with status, category, assignment and search filters', async () => {
    const t = await team(client(), 'Queue Filters Ltd');
    const billing = await compose(t.admin, 'Queue billing question', 'billing');
    const account = await compose(t.admin, 'Queue account question', 'account');
    await answer(account.id);
    const second = await operatorToken(client(), 'Second Desk');
    const queue = async (search: string) =>
      (await client().get(`/api/ops/messages?${search}`, { token: ops.token })).json<{
        data: { id: string; advertiser_name: string; assigned_operator: { name: string } | null }[];
        total: number;
      }>();
    const ids = async (search: string) => (await queue(search)).data.map((row) => row.id).sort();

    expect(await ids('search=queue%20filters')).toEqual([billing.id, account.id].sort());
    expect(await ids('search=queue%20filters&status=answered')).toEqual([account.id]);
    expect(await ids('search=queue%20filters&category=billing')).toEqual([billing.id]);
    expect((await queue('search=Queue%20billing')).data[0]).toMatchObject({
      advertiser_name: 'Queue Filters Ltd',
    });

    const operators = (await client().get('/api/ops/messages/operators', { token: ops.token })).json();
    expect(operators.data.map((row: { name: string }) => row.name)).toEqual(
      expect.arrayContaining(['Support Desk', 'Second Desk']),
    );
    const assigned = await client().request('PUT', `/api/ops/messages/${billing.id}/assignee`, {
      body: { operator_id: second.id },
      token: ops.token,
    });
    expect(assigned.json().assigned_operator).toEqual({ id: second.id, name: 'Second Desk' });
    const mine = await client().get('/api/ops/messages?assigned=me&search=queue%20filters', {
      token: second.token,
    });
    expect(mine.json().data.map((row: { id: string }) => row.id)).toEqual([billing.id]);
    expect(await ids('assigned=unassigned&search=queue%20filters')).toEqual([account.id]);

    // Only an operator can be assigned; an advertiser's user is a field error.
    const refused = await client().request('PUT', `/api/ops/messages/${billing.id}/assignee`, {
      body: { operator_id: t.memberId },
      token: ops.token,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields[0]).toMatchObject({
      path: 'operator_id',
      key: 'messages.errors.notAnOperator',
    });
    const cleared = await client().request('PUT', `/api/ops/messages/${billing.id}/assignee`, {
      body: { operator_id: null },
      token: ops.token,
    });
    expect(cleared.json().assigned_operator).toBeNull();
  });

  it('keeps advertisers out of the desk and operators out of the folders; a role without Message is refused', async () => {
    const t = await team(client(), 'Borders Co');
    const { id } = await compose(t.admin, 'Borders');
    expect((await client().get('/api/ops/messages', { token: t.admin })).statusCode).toBe(403);
    expect((await client().get(`/api/ops/messages/${id}`, { token: t.admin })).statusCode).toBe(403);
    expect((await client().get('/api/messages', { token: ops.token })).statusCode).toBe(403);
    expect((await client().post('/api/messages', body('Ops'), { token: ops.token })).statusCode).toBe(403);

    const reader = await client().register({ ip: nextIp() });
    await joinTeamWithRole(
      client(),
      { userId: reader.user_id, advertiserId: t.advertiserId },
      { name: 'Dashboard only', permissions: { Dashboard: { read: true } } },
    );
    const token = (await client().login(reader.email, reader.password)).access_token;
    expect((await client().get('/api/messages', { token })).statusCode).toBe(403);
    expect((await client().get(`/api/messages/${id}`, { token })).statusCode).toBe(403);
  });
});
