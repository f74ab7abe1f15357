// @vitest-environment jsdom
import { ZTutorialHome, ZTutorialPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aTutorialCategory, aTutorialSummary, pageOf } from '../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const homeAnswer = (answer: Parameters<typeof mockApi<typeof ZTutorialHome>>[3]) =>
  mockApi('get', '/api/tutorials', ZTutorialHome, answer);
const filledHome = () => ({
  featured: [aTutorialSummary()],
  latest: [aTutorialSummary()],
  categories: [aTutorialCategory()],
  total: 1,
});

describe('/tutorials', () => {
  it('shows placeholders until the home arrives, then categories and articles', async () => {
    const hold = heldAnswer();
    await renderApp('/tutorials', {
      api: [
        homeAnswer(async () => {
          await hold.promise;
          return filledHome();
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'How can we help?' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect((await screen.findAllByRole('link', { name: /How to top up with USDT/ })).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole('heading', { name: 'Browse by category' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when nothing is published yet', async () => {
    await renderApp('/tutorials', {
      api: [homeAnswer(() => ({ featured: [], latest: [], categories: [], total: 0 }))],
    });
    expect(await screen.findByText('No tutorials have been published yet.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the tutorials cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/tutorials', {
      api: [
        homeAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : filledHome();
        }),
      ],
    });
    expect(await screen.findByText('The tutorials could not be loaded.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findAllByRole('link', { name: /How to top up with USDT/ })).length).toBeGreaterThan(
      0,
    );
  });

  it('searches every article from the home', async () => {
    const requests = recordRequests();
    const { user, router } = await renderApp('/tutorials', {
      api: [
        homeAnswer(() => filledHome()),
        mockApi('get', '/api/tutorials/all', ZTutorialPage, () => pageOf([])),
      ],
    });
    const hero = await screen.findByRole('region', { name: 'How can we help?' });
    await user.type(within(hero).getByRole('searchbox', { name: 'Search the tutorials' }), 'void clicks');
    await user.click(within(hero).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutorials/all'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('void clicks');
    // The list page opens on that search (and its answer is awaited, so nothing is still asking at the test's end).
    expect(await screen.findByText('No article matches “void clicks”.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/tutorials/all');
    expect(sent?.query).toMatchObject({ search: 'void clicks' });
  });

  it('sends nobody without the read permission: not authorized', async () => {
    await renderApp('/tutorials', {
      as: { kind: 'platform', permissions: readOnly('OpsReview').permissions },
    });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
