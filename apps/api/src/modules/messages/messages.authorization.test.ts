import { beforeAll } from 'vitest';
import {
  type CallerTokens,
  fullUsersApiKey,
  type MatrixRow,
  walkMatrix,
} from '../../../test/authorization-matrix.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';

interface Context {
  conversationId: string;
}

const message = () => ({ message: '<p>Matrix message</p>' });
const ADVERTISER_ONLY = { none: 401, otherAdvertiser: 403, readOnly: 403, full: 403, operator: 403 } as const;
/** Operators' routes: everyone else is refused before the conversation is looked up. */
const opsOnly = (status: number) => ({ ...ADVERTISER_ONLY, operator: status });

/**
 * Every messages route walked with a caller of each kind. `readOnly` here holds read on Message only: it reads
 * and keeps its own marks (star, trash) but cannot write to support or close a conversation.
 */
const ROWS: MatrixRow<Context>[] = [
  {
    route: 'list a folder',
    method: 'GET',
    url: () => '/api/messages?folder=inbox',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'count unread conversations',
    method: 'GET',
    url: () => '/api/messages/counts',
    expected: { none: 401, otherAdvertiser: 200, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'compose',
    method: 'POST',
    url: () => '/api/messages',
    body: () => ({ subject: 'Matrix', category: 'other', ...message() }),
    expected: { none: 401, otherAdvertiser: 201, readOnly: 403, full: 201, operator: 403 },
  },
  {
    route: 'read a conversation',
    method: 'GET',
    url: (ctx) => `/api/messages/${ctx.conversationId}`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 200, full: 200, operator: 403 },
  },
  {
    route: 'reply',
    method: 'POST',
    url: (ctx) => `/api/messages/${ctx.conversationId}/replies`,
    body: message,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 201, operator: 403 },
  },
  {
    route: 'star',
    method: 'PUT',
    url: (ctx) => `/api/messages/${ctx.conversationId}/star`,
    body: () => ({ starred: true }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 204, full: 204, operator: 403 },
  },
  {
    route: 'move to the trash',
    method: 'PUT',
    url: (ctx) => `/api/messages/${ctx.conversationId}/trash`,
    body: () => ({ trashed: false }),
    expected: { none: 401, otherAdvertiser: 404, readOnly: 204, full: 204, operator: 403 },
  },
  {
    route: 'close',
    method: 'POST',
    url: (ctx) => `/api/messages/${ctx.conversationId}/close`,
    expected: { none: 401, otherAdvertiser: 404, readOnly: 403, full: 200, operator: 403 },
  },
  { route: "operators' queue", method: 'GET', url: () => '/api/ops/messages', expected: opsOnly(200) },
  {
    route: 'operators to assign',
    method: 'GET',
    url: () => '/api/ops/messages/operators',
    expected: opsOnly(200),
  },
  {
    route: 'a conversation on the desk',
    method: 'GET',
    url: (ctx) => `/api/ops/messages/${ctx.conversationId}`,
    expected: opsOnly(200),
  },
  {
    route: 'answer as support',
    method: 'POST',
    url: (ctx) => `/api/ops/messages/${ctx.conversationId}/replies`,
    body: message,
    expected: opsOnly(201),
  },
  {
    route: 'add an internal note',
    method: 'POST',
    url: (ctx) => `/api/ops/messages/${ctx.conversationId}/notes`,
    body: message,
    expected: opsOnly(201),
  },
  {
    route: 'close or reopen from the desk',
    method: 'POST',
    url: (ctx) => `/api/ops/messages/${ctx.conversationId}/status`,
    body: () => ({ status: 'open' }),
    expected: opsOnly(200),
  },
  {
    route: 'assign',
    method: 'PUT',
    url: (ctx) => `/api/ops/messages/${ctx.conversationId}/assignee`,
    body: () => ({ operator_id: null }),
    expected: opsOnly(200),
  },
];

describeOnEachDatabase('authorization matrix (messages)', (client) => {
  const tokens = {} as CallerTokens;
  const ctx = {} as Context;

  beforeAll(async () => {
    const c = client();
    const signIn = async (email: string, password: string) => (await c.login(email, password)).access_token;
    const full = await c.register();
    tokens.full = await signIn(full.email, full.password);
    tokens.apiKey = await fullUsersApiKey(c, tokens.full);
    const reader = await c.register();
    await joinTeamWithRole(
      c,
      { userId: reader.user_id, advertiserId: full.advertiser_id },
      { name: 'Reads messages', permissions: { Message: { read: true } } },
    );
    tokens.readOnly = await signIn(reader.email, reader.password);
    const other = await c.register();
    tokens.otherAdvertiser = await signIn(other.email, other.password);
    await c.app.services.operators.create({
      name: 'Matrix Desk',
      email: 'matrix-desk@example.com',
      password: 'Ops#12345',
    });
    tokens.operator = await signIn('matrix-desk@example.com', 'Ops#12345');
    const created = await c.post(
      '/api/messages',
      { subject: 'Matrix conversation', category: 'technical', ...message() },
      { token: tokens.full },
    );
    ctx.conversationId = created.json<{ id: string }>().id;
  });

  walkMatrix(client, ROWS, tokens, ctx);
});
