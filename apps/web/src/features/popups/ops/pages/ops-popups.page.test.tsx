// @vitest-environment jsdom
import { ZNoContent, ZOpsPopup, ZOpsPopupPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../../testing/answers.ts';
import { heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { anOpsPopup, opsPopupPageOf } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZOpsPopupPage>>[3]) =>
  mockApi('get', '/api/ops/popups', ZOpsPopupPage, answer);
/** An operator who may read the content screens and change nothing. */
const READER = { kind: 'platform', permissions: { OpsContent: { read: true } } } as const;

describe('/ops/popups', () => {
  it('shows the loading bar, then each popup with its pages, period and counts', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/popups', {
      as: OPERATOR,
      api: [listOf(heldUntil(hold, () => opsPopupPageOf([anOpsPopup()])))],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByRole('link', { name: 'Year-end bonus week' })).closest('tr')!;
    expect(within(row).getByText('Every page')).toBeTruthy();
    expect(within(row).getByText('Always')).toBeTruthy();
    expect(row.querySelector('[data-col="seen"]')?.textContent).toBe('42');
    expect(row.querySelector('[data-col="dismissed"]')?.textContent).toBe('3');
    expect(await axeProblems(page())).toEqual([]);
  });

  it('sends the filters kept in the address and says when nothing matches', async () => {
    const requests = recordRequests();
    await renderApp('/ops/popups?status=inactive&q=bonus', {
      as: OPERATOR,
      api: [listOf(() => opsPopupPageOf([]))],
    });
    expect(await screen.findByText('No popup matches these filters.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/ops/popups');
    expect(sent?.query).toMatchObject({ status: 'inactive', search: 'bonus' });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the list cannot be loaded, and loads it on "Try again"', async () => {
    const { user } = await renderApp('/ops/popups', {
      as: OPERATOR,
      api: [listOf(failingTwiceThen(() => opsPopupPageOf([anOpsPopup()])))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The popups could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Year-end bonus week' })).toBeTruthy();
  });

  it('shows an operator who may only read no way to add, switch, edit or delete', async () => {
    await renderApp('/ops/popups', { as: READER, api: [listOf(() => opsPopupPageOf([anOpsPopup()]))] });
    expect(await screen.findByRole('link', { name: 'Year-end bonus week' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add popup' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Switch off Year-end bonus week' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Year-end bonus week' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Year-end bonus week' })).toBeNull();
  });

  it('switches a popup off with PUT …/status', async () => {
    const requests = recordRequests();
    const popup = anOpsPopup();
    const { user } = await renderApp('/ops/popups', {
      as: OPERATOR,
      api: [
        listOf(() => opsPopupPageOf([popup])),
        mockApi('put', '/api/ops/popups/:id/status', ZOpsPopup, () => ({
          ...popup,
          status: 'inactive' as const,
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Switch off Year-end bonus week' }));
    await waitFor(async () =>
      expect(await requests.matching('PUT', `/api/ops/popups/${popup.id}/status`)).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', `/api/ops/popups/${popup.id}/status`);
    expect(sent?.body).toEqual({ status: 'inactive' });
  });

  it('asks before deleting, then deletes with DELETE', async () => {
    const requests = recordRequests();
    const popup = anOpsPopup();
    const { user } = await renderApp('/ops/popups', {
      as: OPERATOR,
      api: [
        listOf(() => opsPopupPageOf([popup])),
        mockApi('delete', '/api/ops/popups/:id', ZNoContent, () => new Response(null, { status: 204 })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Year-end bonus week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this popup?' });
    expect(dialog.textContent).toContain('“Year-end bonus week” will no longer be shown');
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('DELETE', `/api/ops/popups/${popup.id}`)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this popup?' })).toBeNull());
    expect(await requests.matching('DELETE', `/api/ops/popups/${popup.id}`)).toHaveLength(1);
  });
});

describe('/ops/popups: the popup dialog', () => {
  it("refuses a popup without topic or image in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/popups', {
      as: OPERATOR,
      api: [listOf(() => opsPopupPageOf([]))],
    });
    await user.click(await screen.findByRole('button', { name: 'Add popup' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add popup' });
    await user.click(within(dialog).getByRole('button', { name: 'Create popup' }));
    const topic = within(dialog).getByRole('textbox', { name: 'Topic' });
    await waitFor(() => expect(topic.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(topic)).toContain('This field is required');
    expect(within(dialog).getByText("Upload the popup's image")).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', '/api/ops/popups')).toEqual([]);
  });

  it('saves a changed popup with PUT and closes', async () => {
    const requests = recordRequests();
    const popup = anOpsPopup();
    const { user } = await renderApp('/ops/popups', {
      as: OPERATOR,
      api: [
        listOf(() => opsPopupPageOf([popup])),
        mockApi('put', '/api/ops/popups/:id', ZOpsPopup, () => ({ ...popup, topic: 'Bonus week' })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Year-end bonus week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit popup' });
    const topic = within(dialog).getByRole('textbox', { name: 'Topic' });
    await user.clear(topic);
    await user.type(topic, 'Bonus week');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit popup' })).toBeNull());
    const [sent] = await requests.matching('PUT', `/api/ops/popups/${popup.id}`);
    expect(sent?.body).toMatchObject({
      topic: 'Bonus week',
      audience: 'advertiser',
      image_id: popup.image.id,
      direct_to: 'none',
      pages: [],
      status: 'active',
      not_show_again_enable: true,
      position: 0,
    });
  });
});
