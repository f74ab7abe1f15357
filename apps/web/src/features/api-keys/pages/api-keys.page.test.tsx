// @vitest-environment jsdom
import { ZApiKeyCreated, ZApiKeyList, ZOkResponse } from '@adportal/contracts';
import { API_KEY_AREAS } from '@adportal/permissions';
import { describe, expect, it } from 'vitest';
import { platformToday, shiftDay } from '../../../lib/format.ts';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { OPERATOR, readOnly } from '../../../testing/callers.ts';
import { AN_API_KEY_SECRET, anApiKey, apiKeyListOf } from '../../../testing/factories/api-keys.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const list = (answer: Parameters<typeof mockApi<typeof ZApiKeyList>>[3]) =>
  mockApi('get', '/api/api-keys', ZApiKeyList, answer);
const nightly = anApiKey();
const bidder = anApiKey({
  id: '7a4e2f10-3b1c-4d5e-8f90-1a2b3c4d5e02',
  name: 'Bid robot',
  hint: 'adp_Zx81Qm',
  scope: 'read_write',
  areas: ['Advertisement', 'Report'],
  expires_on: '2026-11-01',
  expired: true,
  last_used_at: '2026-10-31T09:15:00.000Z',
});

async function openCreateDialog(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Create API key' }));
  return screen.findByRole('dialog', { name: 'Create API key' });
}

describe('/setting/api-keys', () => {
  it('shows the loading rows, then each key with its hint, access, areas, expiry and last use', async () => {
    const hold = heldAnswer();
    await renderApp('/setting/api-keys', {
      api: [
        list(async () => {
          await hold.promise;
          return apiKeyListOf([nightly, bidder]);
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'API keys', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();

    const first = (await screen.findByText('Nightly report script')).closest('tr')!;
    expect(within(first).getByText('adp_4fGh7K…').tagName).toBe('CODE');
    expect(within(first).getByText('Read only')).toBeTruthy();
    expect(within(first).getByText('Reports')).toBeTruthy();
    expect(within(first).getByText('Statements')).toBeTruthy();
    expect(within(first).getByText('Nov 20, 2027')).toBeTruthy();
    expect(within(first).getByText('Never')).toBeTruthy();
    const second = screen.getByText('Bid robot').closest('tr')!;
    expect(within(second).getByText('Read and write')).toBeTruthy();
    expect(within(second).getByText('Advertisements')).toBeTruthy();
    expect(within(second).getByText('Expired')).toBeTruthy();
    expect(within(second).getByText('Oct 31')).toBeTruthy();
    expect(screen.getByTestId('api-keys-count').textContent).toBe('2 of 10');
    expect(screen.getByText('Authorization: Bearer adp_…')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the API reference/ }).getAttribute('href')).toBe(
      '/api/docs',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it('explains keys when there is none and offers to create one', async () => {
    await renderApp('/setting/api-keys', { api: [list(() => apiKeyListOf([]))] });
    const empty = await screen.findByTestId('api-keys-empty');
    expect(within(empty).getByText('No API keys yet')).toBeTruthy();
    expect(within(empty).getByRole('button', { name: 'Create API key' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the keys cannot be loaded, and loads them on "Try again"', async () => {
    let failing = true;
    const { user } = await renderApp('/setting/api-keys', {
      api: [list(() => (failing ? apiError(500, 'INTERNAL', 'Internal error') : apiKeyListOf([nightly])))],
    });
    const alert = (
      await screen.findByText('Your API keys could not be loaded.', {}, { timeout: 20_000 })
    ).closest('[role="alert"]') as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nightly report script')).toBeTruthy();
  });

  it('creates a key with the choices made, shows its secret once with a copy button, then only its hint', async () => {
    const requests = recordRequests();
    let created = false;
    const fresh = anApiKey({
      id: '7a4e2f10-3b1c-4d5e-8f90-1a2b3c4d5e03',
      name: 'Bid robot',
      hint: 'adp_4fGh7K',
    });
    const { user } = await renderApp('/setting/api-keys', {
      api: [
        list(() => apiKeyListOf(created ? [fresh] : [])),
        mockApi('post', '/api/api-keys', ZApiKeyCreated, () => {
          created = true;
          return { key: fresh, secret: AN_API_KEY_SECRET };
        }),
      ],
    });
    const dialog = await openCreateDialog(user);
    // Every area the role reads is offered and ticked; read only and 90 days are the defaults.
    expect(within(dialog).getAllByRole('checkbox').length).toBe(API_KEY_AREAS.length);
    expect((within(dialog).getByRole('radio', { name: /Read only/ }) as HTMLInputElement).checked).toBe(true);
    expect(await axeProblems(dialog)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Bid robot');
    await user.click(within(dialog).getByRole('radio', { name: /Read and write/ }));
    for (const area of [
      'Dashboard',
      'Deposits',
      'Promotions',
      'Statements',
      'Action log',
      'Tutorials',
      'Messages',
      'Webhooks',
    ]) {
      await user.click(within(dialog).getByRole('checkbox', { name: area }));
    }
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'In 30 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));

    const secretDialog = await screen.findByRole('dialog', { name: /Your new API key/ });
    expect(within(secretDialog).getByText('Copy it now: you will not see it again.')).toBeTruthy();
    const secret = within(secretDialog).getByRole('textbox', { name: 'API key' }) as HTMLTextAreaElement;
    expect(secret.value).toBe(AN_API_KEY_SECRET);
    expect(secret.readOnly).toBe(true);
    expect(within(secretDialog).queryByRole('button', { name: 'Close this dialog' })).toBeNull();
    expect(await axeProblems(secretDialog)).toEqual([]);
    await user.click(within(secretDialog).getByRole('button', { name: 'Copy' }));
    expect(await within(secretDialog).findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(await navigator.clipboard.readText()).toBe(AN_API_KEY_SECRET);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: /Your new API key/ })).toBeTruthy();

    const sent = await requests.matching('POST', '/api/api-keys');
    expect(sent.map((request) => request.body)).toEqual([
      {
        name: 'Bid robot',
        scope: 'read_write',
        areas: ['Advertisement', 'Report'],
        expires_on: shiftDay(platformToday(), 30),
      },
    ]);

    await user.click(within(secretDialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('adp_4fGh7K…')).toBeTruthy();
    expect(document.body.textContent).not.toContain(AN_API_KEY_SECRET);
  });

  it('asks for the day of a custom expiry before sending anything', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/setting/api-keys', { api: [list(() => apiKeyListOf([]))] });
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Old script');
    await user.click(within(dialog).getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'On a date I choose' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await within(dialog).findByText('This value is not valid')).toBeTruthy();
    expect(await requests.matching('POST', '/api/api-keys')).toEqual([]);
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it("puts the API's refusal of the areas and of the expiry on the fields they were chosen in", async () => {
    const { user } = await renderApp('/setting/api-keys', {
      api: [
        list(() => apiKeyListOf([])),
        mockApi('post', '/api/api-keys', ZApiKeyCreated, () =>
          apiError(422, 'VALIDATION_FAILED', 'Validation failed', [
            { path: 'areas', key: 'apiKeys.validation.areaNotAllowed', message: 'not allowed' },
            { path: 'expires_on', key: 'apiKeys.validation.expiryInPast', message: 'in the past' },
          ]),
        ),
      ],
    });
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Old script');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const areas = await within(dialog).findByText('Your role does not allow one of these areas.');
    expect(areas.closest('fieldset')).toBeTruthy();
    const expires = within(dialog).getByRole('combobox', { name: 'Expires' });
    expect(fieldMessage(expires)).toContain('Choose a day after today.');
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it('shows the limit of live keys as an alert in the dialog', async () => {
    const { user } = await renderApp('/setting/api-keys', {
      api: [
        list(() => apiKeyListOf([nightly])),
        mockApi('post', '/api/api-keys', ZApiKeyCreated, () =>
          apiError(409, 'CONFLICT', 'You already have 10 API keys.'),
        ),
      ],
    });
    const dialog = await openCreateDialog(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Eleventh');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const alert = await within(dialog).findByTestId('api-key-create-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toContain('10 API keys');
    expect(screen.getByRole('dialog', { name: 'Create API key' })).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it('asks before revoking a key, then revokes that one', async () => {
    const requests = recordRequests();
    let revoked = false;
    const { user } = await renderApp('/setting/api-keys', {
      api: [
        list(() => apiKeyListOf(revoked ? [bidder] : [nightly, bidder])),
        mockApi('delete', '/api/api-keys/:id', ZOkResponse, () => {
          revoked = true;
          return { ok: true as const };
        }),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Nightly report script' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Nightly report script?' });
    expect(within(dialog).getByText(/Scripts using it stop working at once/)).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('DELETE', /\/api\/api-keys\//)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('API key revoked')).toBeTruthy();
    const sent = await requests.matching('DELETE', /\/api\/api-keys\//);
    expect(sent.map((request) => request.path)).toEqual([`/api/api-keys/${nightly.id}`]);
    await waitFor(() => expect(screen.queryByText('Nightly report script')).toBeNull());
  });

  it('offers only the areas the role can read', async () => {
    const { user } = await renderApp('/setting/api-keys', {
      as: readOnly('Report', 'Statement', 'User'),
      api: [list(() => apiKeyListOf([]))],
    });
    const dialog = await openCreateDialog(user);
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['Reports', 'Statements']);
  });

  it('says a role that reads no area a key can reach cannot create one', async () => {
    await renderApp('/setting/api-keys', { as: readOnly('User'), api: [list(() => apiKeyListOf([]))] });
    expect(await screen.findByText(/you cannot create a key/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
  });

  it('offers no creation in a session an operator opened as the user, who may still revoke', async () => {
    await renderApp('/setting/api-keys', {
      as: { kind: 'advertiser', administrator: true, impersonated: true },
      api: [list(() => apiKeyListOf([nightly]))],
    });
    expect(await screen.findByText(/an operator signed in as the user cannot/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create API key' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Revoke Nightly report script' })).toBeTruthy();
  });

  it('is not authorized for an operator', async () => {
    await renderApp('/setting/api-keys', { as: OPERATOR });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
