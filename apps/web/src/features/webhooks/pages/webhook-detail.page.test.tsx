// @vitest-environment jsdom
import {
  ZWebhookDelivery,
  ZWebhookDeliveryDetail,
  ZWebhookDeliveryPage,
  ZWebhookEndpoint,
  ZWebhookEndpointList,
} from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import {
  aWebhookDelivery,
  aWebhookDeliveryDetail,
  aWebhookEndpoint,
  webhookListOf,
} from '../../../testing/factories/webhooks.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const endpoint = aWebhookEndpoint();
const path = `/setting/webhooks/${endpoint.id}`;
const delivered = aWebhookDelivery();
const retrying = aWebhookDelivery({
  id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f02',
  message_id: 'msg_9zYx8WvU7tS6rQ5p',
  event: 'ad.status_changed',
  status: 'retrying',
  attempts: 3,
  next_attempt_at: '2026-11-27T11:00:00.000Z',
  last_attempt_at: '2026-11-27T09:00:00.000Z',
  response_status: 503,
  response_ms: 10_000,
  response_excerpt: '<html><body>Service Unavailable</body></html>',
  error: 'http_status',
  created_at: '2026-11-27T08:59:00.000Z',
});
const timedOut = aWebhookDelivery({
  id: '8e7d6c5b-4a39-4281-9f0e-1d2c3b4a5f03',
  event: 'webhook.test',
  status: 'failed',
  attempts: 8,
  response_status: null,
  response_ms: null,
  response_excerpt: null,
  error: 'timeout',
});

const endpointAnswer = () => mockApi('get', '/api/webhooks/:id', ZWebhookEndpoint, () => endpoint);
/** The log as the API pages it: `rows` in all, the page asked for, filtered by status when asked. */
function deliveriesAnswer(rows = [delivered, retrying, timedOut]) {
  return mockApi('get', '/api/webhooks/:id/deliveries', ZWebhookDeliveryPage, ({ query }) => {
    const status = query.get('status');
    const page = Number(query.get('page') ?? 1);
    const size = Number(query.get('page_size') ?? 25);
    const matching = status ? rows.filter((row) => row.status === status) : rows;
    return {
      data: matching.slice((page - 1) * size, page * size),
      total: matching.length,
      page,
      page_size: size,
    };
  });
}

describe('/setting/webhooks/:id', () => {
  it('shows the endpoint, then its delivery log with status, attempts, answer and error', async () => {
    const hold = heldAnswer();
    await renderApp(path, {
      api: [
        endpointAnswer(),
        mockApi('get', '/api/webhooks/:id/deliveries', ZWebhookDeliveryPage, async () => {
          await hold.promise;
          return { data: [delivered, retrying, timedOut], total: 3, page: 1, page_size: 25 };
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: endpoint.url, level: 1 })).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Endpoint' });
    expect(within(summary).getByText('whsec_…Q3xZ')).toBeTruthy();
    expect(within(summary).getByText('Enabled')).toBeTruthy();
    expect(within(summary).getByRole('button', { name: 'Send test event' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();

    const rows = await screen.findAllByTestId('webhook-delivery-row');
    expect(rows.length).toBe(3);
    const second = rows[1]!;
    expect(within(second).getByText('ad.status_changed')).toBeTruthy();
    expect(within(second).getByText('Retrying')).toBeTruthy();
    expect(within(second).getByText('503')).toBeTruthy();
    expect(within(second).getByText('10,000 ms')).toBeTruthy();
    expect(within(second).getByText('The endpoint answered with an error status')).toBeTruthy();
    const third = rows[2]!;
    expect(within(third).getByText('No answer')).toBeTruthy();
    expect(within(third).getByText('No answer within 10 seconds')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('filters the log by status, kept in the address', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp(`${path}?status=failed`, {
      api: [endpointAnswer(), deliveriesAnswer()],
    });
    expect(await screen.findByText('No answer within 10 seconds')).toBeTruthy();
    expect(screen.getAllByTestId('webhook-delivery-row').length).toBe(1);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Retrying' }));
    expect(await screen.findByText('The endpoint answered with an error status')).toBeTruthy();
    expect(router.state.location.search).toBe('?status=retrying');
    const asked = (await requests.matching('GET', `/api/webhooks/${endpoint.id}/deliveries`)).map(
      (request) => request.query.status,
    );
    expect(asked).toEqual(['failed', 'retrying']);
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Pending' }));
    expect(await screen.findByText('No delivery with this status.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('pages through the log', async () => {
    const requests = recordRequests();
    const many = Array.from({ length: 30 }, (_, index) =>
      aWebhookDelivery({
        id: `8e7d6c5b-4a39-4281-9f0e-${String(index).padStart(12, '0')}`,
        response_ms: 100 + index,
      }),
    );
    const { user, router } = await renderApp(path, { api: [endpointAnswer(), deliveriesAnswer(many)] });
    expect((await screen.findAllByTestId('webhook-delivery-row')).length).toBe(25);
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(screen.getAllByTestId('webhook-delivery-row').length).toBe(5));
    expect(screen.getByText('129 ms')).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    const pages = (await requests.matching('GET', `/api/webhooks/${endpoint.id}/deliveries`)).map(
      (request) => request.query.page,
    );
    expect(pages).toEqual(['1', '2']);
  });

  it('opens a delivery with its payload and answer, and redelivers it', async () => {
    const requests = recordRequests();
    const detail = aWebhookDeliveryDetail({
      ...retrying,
      payload: {
        type: 'ad.status_changed',
        timestamp: '2026-11-27T08:59:00.000Z',
        data: { ad_id: 'ad-1', name: 'Winter sale', from: 'pending', to: 'rejected', reason: 'Misleading' },
      },
    });
    const { user, router } = await renderApp(path, {
      api: [
        endpointAnswer(),
        deliveriesAnswer(),
        mockApi('get', '/api/webhooks/:id/deliveries/:deliveryId', ZWebhookDeliveryDetail, () => detail),
        mockApi(
          'post',
          '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
          ZWebhookDelivery,
          () => retrying,
        ),
      ],
    });
    await user.click((await screen.findByText('The endpoint answered with an error status')).closest('tr')!);
    const dialog = await screen.findByRole('dialog', { name: /Delivery of ad.status_changed/ });
    expect(router.state.location.search).toBe(`?delivery=${retrying.id}`);
    expect(within(dialog).getByText('msg_9zYx8WvU7tS6rQ5p')).toBeTruthy();
    const payload = within(dialog).getByTestId('webhook-delivery-payload');
    expect(payload.textContent).toBe(JSON.stringify(detail.payload, null, 2));
    expect(payload.textContent).toContain('\n  "data": {\n    "ad_id": "ad-1",');
    expect(within(dialog).getByTestId('webhook-delivery-response').textContent).toBe(
      '<html><body>Service Unavailable</body></html>',
    );
    expect(within(dialog).getByText('Next attempt')).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Redeliver' }));
    expect(await within(dialog).findByText('Delivery queued again')).toBeTruthy();
    const sent = await requests.matching('POST', /\/redeliver$/);
    expect(sent.map((request) => request.path)).toEqual([
      `/api/webhooks/${endpoint.id}/deliveries/${retrying.id}/redeliver`,
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Close this dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('offers no redelivery nor change to a member who only reads webhooks', async () => {
    const { user } = await renderApp(`${path}?delivery=${delivered.id}`, {
      as: readOnly('Webhook', 'Deposit'),
      api: [
        endpointAnswer(),
        deliveriesAnswer(),
        mockApi('get', '/api/webhooks/:id/deliveries/:deliveryId', ZWebhookDeliveryDetail, () =>
          aWebhookDeliveryDetail(),
        ),
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: /Delivery of deposit.credited/ });
    expect(await within(dialog).findByText('{"ok":true}')).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Redeliver' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close this dialog' }));
    expect(screen.queryByRole('button', { name: 'Send test event' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('says when the endpoint does not exist (another team’s, or deleted)', async () => {
    await renderApp(path, {
      api: [
        mockApi('get', '/api/webhooks/:id', ZWebhookEndpoint, () => apiError(404, 'NOT_FOUND', 'Not found')),
      ],
    });
    expect(await screen.findByText('This endpoint does not exist or was deleted.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All endpoints' }).getAttribute('href')).toBe(
      '/setting/webhooks',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when nothing was delivered yet', async () => {
    await renderApp(path, { api: [endpointAnswer(), deliveriesAnswer([])] });
    expect(await screen.findByText('Nothing delivered yet. Send a test event to see one here.')).toBeTruthy();
  });

  it('goes back to the list after deleting the endpoint', async () => {
    const { user, router } = await renderApp(path, {
      api: [
        endpointAnswer(),
        deliveriesAnswer(),
        mockApi('delete', '/api/webhooks/:id', z.unknown(), () => new Response(null, { status: 204 })),
        mockApi('get', '/api/webhooks', ZWebhookEndpointList, () => webhookListOf([])),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this endpoint?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete endpoint' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/setting/webhooks'));
  });
});
