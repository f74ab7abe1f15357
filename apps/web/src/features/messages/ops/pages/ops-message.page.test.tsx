// @vitest-environment jsdom
import { ZConversationAssigneeList, ZOpsConversation } from '@adportal/contracts';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import {
  aConversationMessage,
  anOpsConversation,
  CONVERSATION_ID,
  conversationAssignees,
  OPERATOR_ID,
} from '../../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';
import { expectRequiredThenSent } from '../../../../testing/rich-text-submit.ts';
import { serviceDownUntilRetry } from '../../../../testing/service-down.ts';

const page = () => screen.getByRole('main');
const PATH = `/ops/messages/${CONVERSATION_ID}`;
const API = `/api/ops/messages/${CONVERSATION_ID}`;

const conversationOf = (answer: Parameters<typeof mockApi<typeof ZOpsConversation>>[3]) =>
  mockApi('get', '/api/ops/messages/:id', ZOpsConversation, answer);
// Before the conversation's handler in every list: MSW takes the first match, and /operators fits /:id too.
const assignees = mockApi('get', '/api/ops/messages/operators', ZConversationAssigneeList, () =>
  conversationAssignees(),
);

/** An operator who reads the desk but may not answer on it. */
const DESK_READER = { kind: 'platform', permissions: { OpsContent: { read: true } } } as const;

const threadMessages = () =>
  within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');

describe('/ops/messages/:id', () => {
  it("keeps the way back while it loads, then shows the advertiser, the thread and support's internal notes", async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      as: OPERATOR,
      api: [
        assignees,
        conversationOf(async () => {
          await hold.promise;
          return anOpsConversation();
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Back to the queue' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where did my welcome bonus go?' }),
    ).toBeTruthy();
    expect(
      within(page()).getByText(/^Acme Ads Co\. \(ada@acme\.test\) · started by Ada Lovelace, /),
    ).toBeTruthy();
    expect(within(page()).getByText('Waiting for support')).toBeTruthy();
    const [team, note] = threadMessages();
    expect(team?.textContent).toContain('Acme Ads Co.');
    expect(note?.textContent).toContain('Internal note');
    expect(note?.textContent).toContain('Check the promotion claim first.');
    expect(screen.getByRole('combobox', { name: 'Assigned to' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says a conversation that does not exist does not', async () => {
    await renderApp(PATH, {
      as: OPERATOR,
      api: [conversationOf(() => apiError(404, 'NOT_FOUND', 'Not found'))],
    });
    expect(
      await screen.findByText('This conversation does not exist or belongs to another account.'),
    ).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the conversation cannot be loaded, and loads it on "Try again"', async () => {
    const service = serviceDownUntilRetry();
    const { user } = await renderApp(PATH, {
      as: DESK_READER,
      api: [conversationOf(service.answer(() => anOpsConversation()))],
    });
    await service.retry(user, {
      message: 'Messages could not be loaded.',
      loaded: () => screen.findByRole('heading', { level: 1, name: 'Where did my welcome bonus go?' }),
    });
  });

  it('gives an operator who may only read the desk no answer, note, assignment or closing', async () => {
    await renderApp(PATH, { as: DESK_READER, api: [conversationOf(() => anOpsConversation())] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where did my welcome bonus go?' }),
    ).toBeTruthy();
    expect(threadMessages()).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Answer' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Internal note' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Assigned to' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull();
  });
});

describe('/ops/messages/:id: what an operator does', () => {
  /** The conversation opened by an operator who may answer, with the answer of the action under test. */
  const openAsOperator = (action: RequestHandler) =>
    renderApp(PATH, { as: OPERATOR, api: [assignees, conversationOf(() => anOpsConversation()), action] });

  it('refuses an empty answer, sending nothing, then answers the advertiser', async () => {
    const requests = recordRequests();
    const answered = anOpsConversation({
      status: 'answered',
      messages: [
        ...anOpsConversation().messages,
        aConversationMessage({
          id: 'c0a80101-0000-4000-8000-00000000d010',
          side: 'support',
          author_name: 'Olivia Operator',
          body_html: '<p>It is on its way.</p>',
        }),
      ],
    });
    const { user } = await openAsOperator(
      mockApi('post', '/api/ops/messages/:id/replies', ZOpsConversation, () => answered),
    );
    await expectRequiredThenSent({
      user,
      form: await screen.findByRole('region', { name: 'Answer' }),
      editor: 'Reply to the advertiser',
      submit: 'Send reply',
      method: 'POST',
      path: `${API}/replies`,
      text: 'It is on its way.',
    });
    await waitFor(() => expect(threadMessages()).toHaveLength(3));
    expect(await requests.matching('POST', `${API}/notes`)).toEqual([]);
  });

  it('adds an internal note from the note tab, never as an answer', async () => {
    const requests = recordRequests();
    const { user } = await openAsOperator(
      mockApi('post', '/api/ops/messages/:id/notes', ZOpsConversation, () => anOpsConversation()),
    );
    await user.click(await screen.findByRole('tab', { name: 'Internal note' }));
    await expectRequiredThenSent({
      user,
      form: screen.getByRole('region', { name: 'Answer' }),
      editor: 'Internal note',
      submit: 'Add note',
      method: 'POST',
      path: `${API}/notes`,
      text: 'Refund approved.',
    });
    expect(await requests.matching('POST', `${API}/replies`)).toEqual([]);
  });

  it('closes the conversation, then offers to reopen it', async () => {
    const requests = recordRequests();
    const { user } = await openAsOperator(
      mockApi('post', '/api/ops/messages/:id/status', ZOpsConversation, () =>
        anOpsConversation({ status: 'closed', closed_at: '2026-11-27T06:00:00.000Z' }),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(screen.getByText("Closed. The advertiser's reply or Reopen opens it again.")).toBeTruthy();
    const [status] = await requests.matching('POST', `${API}/status`);
    expect(status?.body).toEqual({ status: 'closed' });
  });

  it('assigns the conversation to an operator', async () => {
    const requests = recordRequests();
    const { user } = await openAsOperator(
      mockApi('put', '/api/ops/messages/:id/assignee', ZOpsConversation, () =>
        anOpsConversation({ assigned_operator: { id: OPERATOR_ID, name: 'Olivia Operator' } }),
      ),
    );
    const select = await screen.findByRole('combobox', { name: 'Assigned to' });
    await waitFor(() => expect(select.getAttribute('aria-disabled')).not.toBe('true'));
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Olivia Operator' }));
    await waitFor(async () => expect(await requests.matching('PUT', `${API}/assignee`)).toHaveLength(1));
    const [assign] = await requests.matching('PUT', `${API}/assignee`);
    expect(assign?.body).toEqual({ operator_id: OPERATOR_ID });
  });
});
