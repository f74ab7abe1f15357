// @vitest-environment jsdom
import { ZAdSize, ZOpsCatalogue, ZSiteTag, ZWebsite } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR, type SignedInCaller } from '../../../../testing/callers.ts';
import {
  aSiteTag,
  aWebsite,
  emptyOpsCatalogue,
  opsCatalogue,
} from '../../../../testing/factories/ops-console.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const catalogue = (answer: Parameters<typeof mockApi<typeof ZOpsCatalogue>>[3]) =>
  mockApi('get', '/api/ops/catalogue', ZOpsCatalogue, answer);
/** An operator who reviews ads and reads the catalogues but may not change them. */
const CATALOGUE_READER: SignedInCaller = {
  kind: 'platform',
  permissions: { Ops: { read: true }, OpsReview: { read: true } },
};

describe('/ops/catalogues', () => {
  it('shows the loading rows, then the ad sizes with their dimensions and status', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/catalogues', {
      as: OPERATOR,
      api: [
        catalogue(async () => {
          await hold.promise;
          return opsCatalogue();
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByText('Leaderboard')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit Leaderboard' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when a catalogue is empty, tab by tab', async () => {
    const { user } = await renderApp('/ops/catalogues', {
      as: OPERATOR,
      api: [catalogue(() => ({ ...emptyOpsCatalogue }))],
    });
    expect(await screen.findByText('No ad sizes yet.')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Websites/ }));
    expect(await screen.findByText('No websites yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the catalogues cannot be loaded, and loads them on "Try again"', async () => {
    let failing = true;
    const { user } = await renderApp('/ops/catalogues', {
      as: OPERATOR,
      api: [catalogue(() => (failing ? apiError(500, 'INTERNAL', 'Internal error') : opsCatalogue()))],
    });
    const alert = (
      await screen.findByText('The catalogues could not be loaded.', {}, { timeout: 20_000 })
    ).closest('[role="alert"]') as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Leaderboard')).toBeTruthy();
  });

  it('hides adding, editing and switching from an operator who may only read the catalogues', async () => {
    const { user } = await renderApp('/ops/catalogues?tab=websites', {
      as: CATALOGUE_READER,
      api: [
        catalogue(() => opsCatalogue()),
        mockApi('get', '/api/ops/websites/:id/tag', ZSiteTag, () => aSiteTag()),
      ],
    });
    const row = (await screen.findByText('news.example')).closest('tr')!;
    expect(screen.queryByRole('button', { name: 'Add website' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Edit Example News' })).toBeNull();
    expect(within(row).queryByTestId('catalogue-status-toggle')).toBeNull();
    // The ad tag is for copying, not a change: it stays.
    await user.click(within(row).getByRole('button', { name: /^Ad tag of / }));
    expect(await screen.findByRole('dialog', { name: /^Ad tag: / })).toBeTruthy();
  });

  it("checks a new ad size in the spec's words, then adds it", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/catalogues', {
      as: OPERATOR,
      api: [
        catalogue(() => opsCatalogue()),
        mockApi('post', '/api/ops/ad-sizes', ZAdSize, () => ({
          id: 'a0000000-0000-4000-8000-000000000160',
          name: 'Wide skyscraper',
          width: 160,
          height: 600,
          status: 'active' as const,
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add ad size' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add ad size' });
    const width = within(dialog).getByRole('textbox', { name: 'Width' });
    await user.type(width, '5000');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(fieldMessage(name)).toContain('This field is required'));
    expect(fieldMessage(width)).toContain('Must be between 1 and 4000');
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', '/api/ops/ad-sizes')).toEqual([]);

    await user.type(name, 'Wide skyscraper');
    await user.clear(width);
    await user.type(width, '160');
    await user.type(within(dialog).getByRole('textbox', { name: 'Height' }), '600');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(async () => expect(await requests.matching('POST', '/api/ops/ad-sizes')).toHaveLength(1));
    const [sent] = await requests.matching('POST', '/api/ops/ad-sizes');
    expect(sent?.body).toEqual({ name: 'Wide skyscraper', width: 160, height: 600, status: 'active' });
  });

  it('switches a website inactive with the rest of its entry unchanged', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/catalogues?tab=websites', {
      as: OPERATOR,
      api: [
        catalogue(() => opsCatalogue()),
        mockApi('put', '/api/ops/websites/:id', ZWebsite, () => aWebsite({ status: 'inactive' })),
      ],
    });
    const toggle = await screen.findByTestId('catalogue-status-toggle');
    expect(toggle.getAttribute('aria-label')).toMatch(/^Deactivate /);
    await user.click(toggle);
    await waitFor(async () =>
      expect(await requests.matching('PUT', /\/api\/ops\/websites\//)).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', /\/api\/ops\/websites\//);
    expect(sent?.path).toBe(`/api/ops/websites/${aWebsite().id}`);
    expect(sent?.body).toMatchObject({ domain: 'news.example', name: 'Example News', status: 'inactive' });
  });

  it('is not authorized for an advertiser', async () => {
    await renderApp('/ops/catalogues');
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
