// @vitest-environment jsdom
import {
  ZWebhookDelivery,
  ZWebhookEndpoint,
  ZWebhookEndpointCreated,
  ZWebhookEndpointList,
} from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { OPERATOR, readOnly } from '../../../testing/callers.ts';
import {
  A_WEBHOOK_SECRET,
  aWebhookDelivery,
  aWebhookEndpoint,
  webhookListOf,
} from '../../../testing/factories/webhooks.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const list = (answer: Parameters<typeof mockApi<typeof ZWebhookEndpointList>>[3]) =>
  mockApi('get', '/api/webhooks', ZWebhookEndpointList, answer);
const orders = aWebhookEndpoint();
const failing = aWebhookEndpoint({
  id: '3d9b1c20-6f4e-4a1b-9c2d-5e6f7a8b9c02',
  url: 'https://broken.acme.test/hook',
  description: null,
  events: ['spend.settled'],
  enabled: false,
  disabled_reason: 'failing',
  failing_since: '2026-11-21T04:00:00.000Z',
  last_delivery: { status: 'failed', at: '2026-11-26T10:00:00.000Z', response_status: 503 },
});
/** A member who manages webhooks and reads only the ads among the areas with events. */
const adsOnly = {
  kind: 'advertiser' as const,
  permissions: {
    Webhook: { read: true, create: true, update: true, delete: true },
    Advertisement: { read: true },
  },
};

type User = Awaited<ReturnType<typeof renderApp>>['user'];

async function openAddDialog(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
  return screen.findByRole('dialog', { name: 'Add endpoint' });
}

async function openRowAction(user: User, url: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${url}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

describe('/setting/webhooks', () => {
  it('shows the loading rows, then each endpoint with its events, state and last delivery', async () => {
    const hold = heldAnswer();
    await renderApp('/setting/webhooks', {
      api: [
        list(async () => {
          await hold.promise;
          return webhookListOf([orders, failing]);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Webhooks', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();

    const first = (await screen.findByRole('link', { name: orders.url })).closest('tr')!;
    expect(within(first).getByRole('link', { name: orders.url }).getAttribute('href')).toBe(
      `/setting/webhooks/${orders.id}`,
    );
    expect(within(first).getByText('Order system')).toBeTruthy();
    expect(within(first).getByText('deposit.credited')).toBeTruthy();
    expect(within(first).getByText('ad.status_changed')).toBeTruthy();
    expect(within(first).getByText('Enabled')).toBeTruthy();
    expect(within(first).getByText('Delivered')).toBeTruthy();
    expect(within(first).getByText('HTTP 200')).toBeTruthy();
    const second = screen.getByRole('link', { name: failing.url }).closest('tr')!;
    expect(within(second).getByText('No description')).toBeTruthy();
    expect(within(second).getByText('Turned off: failing')).toBeTruthy();
    expect(within(second).getByText('Every delivery failed since Nov 21, 2026')).toBeTruthy();
    expect(within(second).getByText('Failed')).toBeTruthy();
    expect(within(second).getByText('HTTP 503')).toBeTruthy();
    expect(screen.getByTestId('webhooks-count').textContent).toBe('2 of 10');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('explains webhooks when there is no endpoint and offers to add one', async () => {
    await renderApp('/setting/webhooks', { api: [list(() => webhookListOf([]))] });
    const empty = await screen.findByTestId('webhooks-empty');
    expect(within(empty).getByText('No endpoints yet')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Add endpoint' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the endpoints cannot be loaded, and loads them on "Try again"', async () => {
    let failingLoad = true;
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => (failingLoad ? apiError(500, 'INTERNAL', 'Internal error') : webhookListOf([orders]))),
      ],
    });
    const alert = (
      await screen.findByText('Your webhook endpoints could not be loaded.', {}, { timeout: 20_000 })
    ).closest('[role="alert"]') as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    failingLoad = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: orders.url })).toBeTruthy();
  });

  it('adds an endpoint with the events chosen, shows its secret once with copy and how to verify, then only its hint', async () => {
    const requests = recordRequests();
    let created = false;
    const fresh = aWebhookEndpoint({
      url: 'https://hooks.acme.test/new',
      description: null,
      events: ['ad.stopped', 'balance.low'],
      last_delivery: null,
    });
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf(created ? [fresh] : [])),
        mockApi('post', '/api/webhooks', ZWebhookEndpointCreated, () => {
          created = true;
          return { endpoint: fresh, secret: A_WEBHOOK_SECRET };
        }),
      ],
    });
    const dialog = await openAddDialog(user);
    // Every event the role reads is offered and ticked, grouped by area with its meaning.
    const boxes = within(dialog).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBe(7);
    expect(boxes.every((box) => box.checked && !box.disabled)).toBe(true);
    const deposits = within(dialog).getByRole('group', { name: 'Deposits and balance' });
    expect(within(deposits).getByText('A deposit is credited to the balance.')).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://hooks.acme.test/new');
    for (const event of [
      'deposit.credited',
      'deposit.failed',
      'ad.status_changed',
      'spend.settled',
      'message.answered',
    ]) {
      await user.click(within(dialog).getByRole('checkbox', { name: new RegExp(`^${event}`) }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));

    const secretDialog = await screen.findByRole('dialog', { name: /Endpoint added/ });
    expect(within(secretDialog).getByText(/Copy the signing secret now/)).toBeTruthy();
    const secret = within(secretDialog).getByRole('textbox', {
      name: 'Signing secret',
    }) as HTMLTextAreaElement;
    expect(secret.value).toBe(A_WEBHOOK_SECRET);
    expect(secret.readOnly).toBe(true);
    expect(
      within(secretDialog)
        .getByRole('link', { name: /How to verify, in the API reference/ })
        .getAttribute('href'),
    ).toBe('/api/docs');
    expect(within(secretDialog).getByText(/webhook-signature/)).toBeTruthy();
    expect(within(secretDialog).queryByRole('button', { name: 'Close this dialog' })).toBeNull();
    expect(await axeProblems(secretDialog)).toEqual([]);
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(A_WEBHOOK_SECRET);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: /Endpoint added/ })).toBeTruthy();

    const sent = await requests.matching('POST', '/api/webhooks');
    expect(sent.map((request) => request.body)).toEqual([
      { url: 'https://hooks.acme.test/new', events: ['ad.stopped', 'balance.low'], enabled: true },
    ]);

    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('link', { name: fresh.url })).toBeTruthy();
    expect(document.body.textContent).not.toContain(A_WEBHOOK_SECRET);
  });

  it('checks the URL and the events before sending anything', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/webhooks', { api: [list(() => webhookListOf([]))] });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'ftp://files.acme.test');
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(fieldMessage(url)).toContain('Enter a full http:// or https:// address'));
    expect(
      within(within(dialog).getByRole('group', { name: 'Events' })).getByText('This field is required'),
    ).toBeTruthy();
    expect(await requests.matching('POST', '/api/webhooks')).toEqual([]);
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it("puts the API's refusal of the address and of the events on their fields", async () => {
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf([])),
        mockApi('post', '/api/webhooks', ZWebhookEndpointCreated, () =>
          apiError(422, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'url', key: 'webhooks.validation.urlAddress', message: 'not public' },
            { path: 'events', key: 'webhooks.validation.eventNotAllowed', message: 'not allowed' },
          ]),
        ),
      ],
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'http://10.0.0.5/hook');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const url = within(dialog).getByRole('textbox', { name: 'URL' });
    await waitFor(() => expect(fieldMessage(url)).toContain('This address is not on the public internet'));
    const events = within(dialog).getByRole('group', { name: 'Events' });
    expect(within(events).getByText('Your access cannot read the area of some of these events')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Add endpoint' })).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it('shows the limit of endpoints as an alert in the dialog', async () => {
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf([orders])),
        mockApi('post', '/api/webhooks', ZWebhookEndpointCreated, () =>
          apiError(409, 'CONFLICT', 'Your team already has 10 webhook endpoints.'),
        ),
      ],
    });
    const dialog = await openAddDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://hooks.acme.test/11');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const alert = await within(dialog).findByTestId('webhook-form-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('10 webhook endpoints');
  });

  it('offers only the events of areas the role reads, and says why the others are off', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/webhooks', {
      as: adsOnly,
      api: [
        list(() => webhookListOf([])),
        mockApi('post', '/api/webhooks', ZWebhookEndpointCreated, () => ({
          endpoint: aWebhookEndpoint({ events: ['ad.status_changed', 'ad.stopped'] }),
          secret: A_WEBHOOK_SECRET,
        })),
      ],
    });
    const dialog = await openAddDialog(user);
    const deposits = within(dialog).getByRole('group', { name: 'Deposits and balance' });
    expect(
      within(deposits).getByText('Your role cannot open Deposits, so these events cannot be chosen.'),
    ).toBeTruthy();
    for (const box of within(deposits).getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).disabled).toBe(true);
      expect((box as HTMLInputElement).checked).toBe(false);
    }
    const ads = within(dialog).getByRole('group', { name: 'Advertisements' });
    for (const box of within(ads).getAllByRole('checkbox')) {
      expect((box as HTMLInputElement).disabled).toBe(false);
      expect((box as HTMLInputElement).checked).toBe(true);
    }
    expect(await axeProblems(dialog)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://hooks.acme.test/ads');
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    await screen.findByRole('dialog', { name: /Endpoint added/ });
    const sent = await requests.matching('POST', '/api/webhooks');
    expect(sent.map((request) => (request.body as { events: string[] }).events)).toEqual([
      ['ad.status_changed', 'ad.stopped'],
    ]);
  });

  it('says a role that reads no area with events cannot add an endpoint', async () => {
    await renderApp('/setting/webhooks', {
      as: { kind: 'advertiser', permissions: { Webhook: { read: true, create: true } } },
      api: [list(() => webhookListOf([]))],
    });
    expect(await screen.findByTestId('webhooks-cannot-add')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  });

  it('edits an endpoint with its settings filled in', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf([orders])),
        mockApi('put', '/api/webhooks/:id', ZWebhookEndpoint, () => orders),
      ],
    });
    await openRowAction(user, orders.url, 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit endpoint' });
    expect((within(dialog).getByRole('textbox', { name: 'URL' }) as HTMLInputElement).value).toBe(orders.url);
    expect(
      (within(dialog).getByRole('checkbox', { name: /^balance\.low/ }) as HTMLInputElement).checked,
    ).toBe(false);
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    await user.clear(description);
    await user.click(within(dialog).getByRole('checkbox', { name: /^balance\.low/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Endpoint saved')).toBeTruthy();
    const sent = await requests.matching('PUT', `/api/webhooks/${orders.id}`);
    expect(sent.map((request) => request.body)).toEqual([
      { url: orders.url, events: ['deposit.credited', 'ad.status_changed', 'balance.low'], enabled: true },
    ]);
  });

  it('switches an endpoint off, and a failing one on again, sending its other settings unchanged', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf([orders, failing])),
        mockApi('put', '/api/webhooks/:id', ZWebhookEndpoint, ({ params }) =>
          params.id === orders.id ? { ...orders, enabled: false } : { ...failing, enabled: true },
        ),
      ],
    });
    await openRowAction(user, orders.url, 'Disable');
    expect(await screen.findByText('Endpoint disabled')).toBeTruthy();
    await openRowAction(user, failing.url, 'Enable');
    expect(await screen.findByText('Endpoint enabled')).toBeTruthy();
    const sent = await requests.matching('PUT', /^\/api\/webhooks\//);
    expect(sent.map((request) => [request.path, request.body])).toEqual([
      [
        `/api/webhooks/${orders.id}`,
        { url: orders.url, description: 'Order system', events: orders.events, enabled: false },
      ],
      [`/api/webhooks/${failing.id}`, { url: failing.url, events: failing.events, enabled: true }],
    ]);
  });

  it('sends a test event', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf([orders])),
        mockApi('post', '/api/webhooks/:id/test', ZWebhookDelivery, () =>
          aWebhookDelivery({ event: 'webhook.test', status: 'pending', attempts: 0, response_status: null }),
        ),
      ],
    });
    await openRowAction(user, orders.url, 'Send test event');
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    expect((await requests.matching('POST', `/api/webhooks/${orders.id}/test`)).length).toBe(1);
  });

  it('asks before rotating the secret, then shows the new one once and until when the old one signs', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf([orders])),
        mockApi('post', '/api/webhooks/:id/rotate-secret', ZWebhookEndpointCreated, () => ({
          endpoint: orders,
          secret: A_WEBHOOK_SECRET,
        })),
      ],
    });
    await openRowAction(user, orders.url, 'Rotate secret');
    const question = await screen.findByRole('dialog', { name: 'Rotate the signing secret?' });
    expect(within(question).getByText(/keeps signing beside it for 24 hours/)).toBeTruthy();
    expect(await requests.matching('POST', /rotate-secret$/)).toEqual([]);
    await user.click(within(question).getByRole('button', { name: 'Rotate secret' }));
    const secretDialog = await screen.findByRole('dialog', { name: /New signing secret/ });
    expect(
      (within(secretDialog).getByRole('textbox', { name: 'Signing secret' }) as HTMLTextAreaElement).value,
    ).toBe(A_WEBHOOK_SECRET);
    expect(within(secretDialog).getByTestId('webhook-previous-secret').textContent).toMatch(
      /The previous secret keeps signing too for 24 hours, until/,
    );
    expect(await axeProblems(secretDialog)).toEqual([]);
    expect((await requests.matching('POST', `/api/webhooks/${orders.id}/rotate-secret`)).length).toBe(1);
  });

  it('asks before deleting an endpoint, then deletes that one', async () => {
    const requests = recordRequests();
    let deleted = false;
    const { user } = await renderApp('/setting/webhooks', {
      api: [
        list(() => webhookListOf(deleted ? [failing] : [orders, failing])),
        mockApi('delete', '/api/webhooks/:id', z.unknown(), () => {
          deleted = true;
          return new Response(null, { status: 204 });
        }),
      ],
    });
    await openRowAction(user, orders.url, 'Delete');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    expect(
      within(dialog).getByText(/AdPortal stops calling https:\/\/hooks\.acme\.test\/adportal/),
    ).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    expect(await screen.findByText('Endpoint deleted')).toBeTruthy();
    const sent = await requests.matching('DELETE', /^\/api\/webhooks\//);
    expect(sent.map((request) => request.path)).toEqual([`/api/webhooks/${orders.id}`]);
    await waitFor(() => expect(screen.queryByRole('link', { name: orders.url })).toBeNull());
  });

  it('shows a member who only reads webhooks the list and the delivery log, and no change', async () => {
    const { user } = await renderApp('/setting/webhooks', {
      as: readOnly('Webhook', 'Deposit'),
      api: [list(() => webhookListOf([orders]))],
    });
    await user.click(await screen.findByRole('button', { name: `Actions for ${orders.url}` }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Delivery log']);
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
    expect(screen.queryByTestId('webhooks-cannot-add')).toBeNull();
  });

  it('is not authorized for a member without the webhooks area', async () => {
    await renderApp('/setting/webhooks', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });

  it('is not authorized for an operator', async () => {
    await renderApp('/setting/webhooks', { as: OPERATOR });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
