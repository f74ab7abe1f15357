// @vitest-environment jsdom
import { ZConversation, ZConversationPage, ZNoContent } from '@adportal/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import {
  aConversation,
  aConversationMessage,
  CONVERSATION_ID,
  conversationPageOf,
} from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';
import { expectRequiredThenSent } from '../../../testing/rich-text-submit.ts';
import { serviceDownUntilRetry } from '../../../testing/service-down.ts';

const page = () => screen.getByRole('main');
const PATH = `/messages/conversation/${CONVERSATION_ID}`;
const API = `/api/messages/${CONVERSATION_ID}`;

const conversationOf = (answer: Parameters<typeof mockApi<typeof ZConversation>>[3]) =>
  mockApi('get', '/api/messages/:id', ZConversation, answer);

/** The thread's messages, oldest first, as a screen reader lists them. */
const threadMessages = () =>
  within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');

describe('/messages/conversation/:id', () => {
  it('keeps the way back while the conversation loads, then shows its subject, state and messages', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      api: [
        conversationOf(async () => {
          await hold.promise;
          return aConversation();
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Back to messages' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where did my welcome bonus go?' }),
    ).toBeTruthy();
    expect(within(page()).getByText('Answered')).toBeTruthy();
    expect(within(page()).getByText('Billing')).toBeTruthy();
    expect(within(page()).getByText(/^Started by Ada Lovelace, /)).toBeTruthy();
    const [first, second] = threadMessages();
    expect(first?.textContent).toContain('Our welcome bonus is not in the statement.');
    expect(first?.textContent).toContain('Your team');
    expect(second?.textContent).toContain('It was credited with your first deposit.');
    expect(second?.textContent).toContain('Support');
    expect(await axeProblems(page())).toEqual([]);
  });

  it("says a conversation that is not the caller's does not exist", async () => {
    await renderApp(PATH, {
      api: [conversationOf(() => apiError(404, 'NOT_FOUND', 'Not found'))],
    });
    expect(
      await screen.findByText('This conversation does not exist or belongs to another account.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the conversation cannot be loaded, and loads it on "Try again"', async () => {
    const service = serviceDownUntilRetry();
    const { user } = await renderApp(PATH, { api: [conversationOf(service.answer(() => aConversation()))] });
    await service.retry(user, {
      message: 'Messages could not be loaded.',
      loaded: () => screen.findByRole('heading', { level: 1, name: 'Where did my welcome bonus go?' }),
    });
  });

  it('gives a member who may only read messages no reply box and no closing; star and trash stay theirs', async () => {
    await renderApp(PATH, { as: readOnly('Message'), api: [conversationOf(() => aConversation())] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where did my welcome bonus go?' }),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Star: Where did my welcome bonus go?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move to trash' })).toBeTruthy();
  });

  it('tells a closed conversation apart: the banner, no Close, and a reply that reopens it', async () => {
    await renderApp(PATH, {
      api: [conversationOf(() => aConversation({ status: 'closed', closed_at: '2026-11-27T06:00:00.000Z' }))],
    });
    expect(await screen.findByText(/^This conversation is closed\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close conversation' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reply and reopen' })).toBeTruthy();
    expect(screen.getByText('Replying opens this conversation again.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });
});

describe('/messages/conversation/:id: what the team does', () => {
  it('refuses an empty reply, sending nothing, then sends the text written', async () => {
    const answered = aConversation({
      status: 'open',
      messages: [
        ...aConversation().messages,
        aConversationMessage({ id: 'c0a80101-0000-4000-8000-00000000d009', body_html: '<p>Thank you!</p>' }),
      ],
    });
    const { user } = await renderApp(PATH, {
      api: [
        conversationOf(() => aConversation()),
        mockApi('post', '/api/messages/:id/replies', ZConversation, () => answered),
      ],
    });
    await expectRequiredThenSent({
      user,
      form: await screen.findByRole('region', { name: 'Reply' }),
      editor: 'Reply',
      submit: 'Send reply',
      method: 'POST',
      path: `${API}/replies`,
      text: 'Thank you!',
    });
    await waitFor(() => expect(threadMessages()).toHaveLength(3));
  });

  it('closes the conversation for the team', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, {
      api: [
        conversationOf(() => aConversation()),
        mockApi('post', '/api/messages/:id/close', ZConversation, () =>
          aConversation({ status: 'closed', closed_at: '2026-11-27T06:00:00.000Z' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Close conversation' }));
    expect(await screen.findByText(/^This conversation is closed\./)).toBeTruthy();
    expect(await requests.matching('POST', `${API}/close`)).toHaveLength(1);
  });

  it('moves it to the trash and goes back to the inbox', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp(PATH, {
      api: [
        conversationOf(() => aConversation()),
        mockApi('put', '/api/messages/:id/trash', ZNoContent, () => new HttpResponse(null, { status: 204 })),
        mockApi('get', '/api/messages', ZConversationPage, () => conversationPageOf([])),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Move to trash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/messages'));
    const [trash] = await requests.matching('PUT', `${API}/trash`);
    expect(trash?.body).toEqual({ trashed: true });
  });
});
