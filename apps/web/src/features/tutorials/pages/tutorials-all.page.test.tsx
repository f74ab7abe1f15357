// @vitest-environment jsdom
import { ZTutorialHome, ZTutorialPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { aTutorialCategory, aTutorialSummary, pageOf } from '../../../testing/factories.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const home = mockApi('get', '/api/tutorials', ZTutorialHome, () => ({
  featured: [],
  latest: [],
  categories: [aTutorialCategory()],
  total: 1,
}));
const listAnswer = (answer: Parameters<typeof mockApi<typeof ZTutorialPage>>[3]) =>
  mockApi('get', '/api/tutorials/all', ZTutorialPage, answer);

describe('/tutorials/all', () => {
  it('shows placeholders until the articles arrive, then the list', async () => {
    const hold = heldAnswer();
    await renderApp('/tutorials/all', {
      api: [
        home,
        listAnswer(async () => {
          await hold.promise;
          return pageOf([aTutorialSummary()]);
        }),
      ],
    });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('link', { name: /How to top up with USDT/ })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks the search and category of the address, and says when nothing matches', async () => {
    const requests = recordRequests();
    await renderApp('/tutorials/all?search=refund&category=e0000000-0000-4000-8000-000000000001', {
      api: [home, listAnswer(() => pageOf([]))],
    });
    expect(await screen.findByText('No article matches “refund”.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/tutorials/all');
    expect(sent?.query).toMatchObject({
      search: 'refund',
      category_id: 'e0000000-0000-4000-8000-000000000001',
    });
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the articles cannot be loaded, and loads them on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/tutorials/all', {
      api: [
        home,
        listAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : pageOf([aTutorialSummary()]);
        }),
      ],
    });
    expect(await screen.findByText('The tutorials could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /How to top up with USDT/ })).toBeTruthy();
  });
});
