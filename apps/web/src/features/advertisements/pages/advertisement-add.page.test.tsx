// @vitest-environment jsdom
import { ZAdCatalogue } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { adCatalogue } from '../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const catalogueAnswer = (answer: Parameters<typeof mockApi<typeof ZAdCatalogue>>[3]) =>
  mockApi('get', '/api/ad-catalogue', ZAdCatalogue, answer);
const page = () => screen.getByRole('main');

describe('/advertisement/add', () => {
  it('waits for the catalogue, then shows the form', async () => {
    const hold = heldAnswer();
    await renderApp('/advertisement/add', {
      api: [
        catalogueAnswer(async () => {
          await hold.promise;
          return adCatalogue();
        }),
      ],
    });
    expect(within(page()).getByLabelText('Loading…').getAttribute('aria-busy')).toBe('true');
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('textbox', { name: 'Ad name' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the catalogue cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/advertisement/add', {
      api: [
        catalogueAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : adCatalogue();
        }),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The ad sizes, categories and countries could not be loaded.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Ad name' })).toBeTruthy();
  });

  it("refuses an empty form field by field, in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/advertisement/add', { api: [catalogueAnswer(() => adCatalogue())] });
    const name = await screen.findByRole('textbox', { name: 'Ad name' });
    await user.click(within(page()).getByRole('button', { name: 'Create ad' }));

    await waitFor(() => expect(fieldMessage(name)).toContain('This field is required'));
    const redirect = screen.getByRole('textbox', { name: 'Redirect URL' });
    expect(fieldMessage(redirect)).toContain('This field is required');
    expect(within(page()).getByText('Choose an ad size')).toBeTruthy();
    expect(within(page()).getByText('Choose an image')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);

    await user.type(redirect, 'exa mple.com');
    await waitFor(() =>
      expect(fieldMessage(redirect)).toContain(
        'Enter a domain with a suffix, optionally with a path or query (example.com/page?a=1)',
      ),
    );
    await user.clear(redirect);
    await user.type(redirect, 'intranet/admin');
    await waitFor(() => expect(fieldMessage(redirect)).toContain('Enter the address of a public website'));
    await user.clear(redirect);
    await user.type(redirect, 'shop.example.com:99999');
    await waitFor(() =>
      expect(fieldMessage(redirect)).toContain('The port must be a number from 1 to 65535'),
    );
    expect(await requests.matching('POST', '/api/advertisements')).toEqual([]);
  });

  it('is not offered to a member who may only read ads: not authorized', async () => {
    await renderApp('/advertisement/add', { as: readOnly('Advertisement') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
