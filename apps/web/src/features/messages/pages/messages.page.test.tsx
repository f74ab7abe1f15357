// @vitest-environment jsdom
import { ZConversation, ZConversationPage, ZNoContent } from '@adportal/contracts';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aConversation, aConversationSummary, conversationPageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';
import { serviceDownUntilRetry } from '../../../testing/service-down.ts';

const page = () => screen.getByRole('main');

const listOf = (answer: Parameters<typeof mockApi<typeof ZConversationPage>>[3]) =>
  mockApi('get', '/api/messages', ZConversationPage, answer);

describe('/messages', () => {
  it('shows the loading bar until the inbox arrives, then its conversations', async () => {
    const hold = heldAnswer();
    await renderApp('/messages', {
      api: [
        listOf(async () => {
          await hold.promise;
          return conversationPageOf(
            [aConversationSummary({ subject: 'Where did my welcome bonus go?', unread: true })],
            {
              inbox: 1,
            },
          );
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByRole('link', { name: 'Where did my welcome bonus go?' })).closest('tr')!;
    expect(within(row).getByRole('img', { name: 'Unread' })).toBeTruthy();
    expect(within(row).getByText('Answered')).toBeTruthy();
    expect(within(row).getByText('Billing')).toBeTruthy();
    expect(within(page()).getByLabelText('1 unread')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it("says an empty folder is empty in the folder's own words", async () => {
    await renderApp('/messages/starred', { api: [listOf(() => conversationPageOf([]))] });
    const table = await screen.findByRole('table', { name: 'Starred' });
    expect(await within(table).findByText('Star a conversation to find it here.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it.each([
    ['/messages/trashed', 'trashed', 'Trash', 'The trash is empty.'],
    ['/messages/closed', 'closed', 'Closed', 'No closed conversations.'],
  ])('%s asks for its folder and names it, empty in its own words', async (path, folder, title, empty) => {
    const requests = recordRequests();
    await renderApp(path, { api: [listOf(() => conversationPageOf([]))] });
    const table = await screen.findByRole('table', { name: title });
    expect(await within(table).findByText(empty)).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/messages');
    expect(sent?.query).toMatchObject({ folder });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks the folder the address names, and says when a search finds nothing', async () => {
    const requests = recordRequests();
    await renderApp('/messages/sent?q=invoice', { api: [listOf(() => conversationPageOf([]))] });
    expect(await screen.findByText('No conversation has this in its subject.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/messages');
    expect(sent?.query).toMatchObject({ folder: 'sent', search: 'invoice' });
  });

  it('says when the folder cannot be loaded, and loads it on "Try again"', async () => {
    const service = serviceDownUntilRetry();
    const { user } = await renderApp('/messages', {
      api: [
        listOf(
          service.answer(() =>
            conversationPageOf([aConversationSummary({ subject: 'Invoice for October' })]),
          ),
        ),
      ],
    });
    await service.retry(user, {
      message: 'Messages could not be loaded.',
      loaded: () => screen.findByRole('link', { name: 'Invoice for October' }),
    });
  });

  it('hides Compose from a member who may only read messages; their star is still their own', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/messages', {
      as: readOnly('Message'),
      api: [
        listOf(() => conversationPageOf([aConversationSummary({ subject: 'Invoice for October' })])),
        mockApi('put', '/api/messages/:id/star', ZNoContent, () => new HttpResponse(null, { status: 204 })),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Invoice for October' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compose' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Star: Invoice for October' }));
    await waitFor(async () =>
      expect(await requests.matching('PUT', /\/api\/messages\/.+\/star$/)).toHaveLength(1),
    );
    const [star] = await requests.matching('PUT', /\/api\/messages\/.+\/star$/);
    expect(star?.path).toBe(`/api/messages/${aConversationSummary().id}/star`);
    expect(star?.body).toEqual({ starred: true });
  });

  it('sends nobody without the read permission to the folders: not authorized', async () => {
    await renderApp('/messages', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});

describe('/messages: compose', () => {
  it("refuses a message without subject, category or text in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/messages', { api: [listOf(() => conversationPageOf([]))] });
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: /^New message to support/ });
    await within(dialog).findByRole('textbox', { name: /Message/ });
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(within(dialog).getAllByText('This field is required')).toHaveLength(3));
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', '/api/messages')).toEqual([]);
  });

  it('sends the subject, category and message, then says it was sent', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/messages', {
      api: [
        listOf(() => conversationPageOf([])),
        mockApi('post', '/api/messages', ZConversation, () =>
          aConversation({ subject: 'Ad rejected twice' }),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Compose' }));
    const dialog = await screen.findByRole('dialog', { name: /^New message to support/ });
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Ad rejected twice');
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Advertisement review' }));
    await user.type(await within(dialog).findByRole('textbox', { name: /Message/ }), 'Why was it rejected?');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /^New message to support/ })).toBeNull());
    const [sent] = await requests.matching('POST', '/api/messages');
    expect(sent?.body).toMatchObject({ subject: 'Ad rejected twice', category: 'review' });
    expect(sent?.body).toMatchObject({ message: expect.stringContaining('Why was it rejected?') });
    expect(await screen.findByText('Message sent')).toBeTruthy();
  });
});
