// @vitest-environment jsdom
import { ZTutorial, ZTutorialCategoryArticles } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { aTutorial, aTutorialCategory, aTutorialSummary } from '../../../testing/factories.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const ID = 'f0000000-0000-4000-8000-000000000001';
const articleAnswer = (answer: Parameters<typeof mockApi<typeof ZTutorial>>[3]) =>
  mockApi('get', '/api/tutorials/:id', ZTutorial, answer);
const category = mockApi('get', '/api/tutorials/categories/:id', ZTutorialCategoryArticles, () => ({
  category: aTutorialCategory(),
  data: [aTutorialSummary()],
}));

describe('/tutorials/:id', () => {
  it('shows placeholders until the article arrives, then its text and the next one', async () => {
    const hold = heldAnswer();
    await renderApp(`/tutorials/${ID}`, {
      api: [
        category,
        articleAnswer(async () => {
          await hold.promise;
          return aTutorial();
        }),
      ],
    });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('heading', { name: 'How to top up with USDT', level: 1 })).toBeTruthy();
    expect(screen.getByText('Keep your deposit reference at hand.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Why a deposit waits/ }).getAttribute('href')).toBe(
      '/tutorials/f0000000-0000-4000-8000-000000000002',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when an article is shown in English for want of a translation', async () => {
    await renderApp(`/tutorials/${ID}`, {
      language: 'th',
      api: [category, articleAnswer(() => aTutorial({ fallback: true, requested_language: 'th' }))],
    });
    expect(await screen.findByRole('heading', { name: 'How to top up with USDT', level: 1 })).toBeTruthy();
    expect(await screen.findByTestId('tutorial-fallback')).toBeTruthy();
  });

  it('says an article that is not published is not found', async () => {
    await renderApp(`/tutorials/${ID}`, {
      api: [articleAnswer(() => apiError(404, 'NOT_FOUND', 'Tutorial not found'))],
    });
    expect(await screen.findByText('This article does not exist or is no longer published.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the article cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(`/tutorials/${ID}`, {
      api: [
        category,
        articleAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : aTutorial();
        }),
      ],
    });
    expect(await screen.findByText('The tutorials could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'How to top up with USDT', level: 1 })).toBeTruthy();
  });
});
