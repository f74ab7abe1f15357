// @vitest-environment jsdom
import { ZTutorialCategoryArticles } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { aTutorialCategory, aTutorialSummary } from '../../../testing/factories.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const ID = 'e0000000-0000-4000-8000-000000000001';
const categoryAnswer = (answer: Parameters<typeof mockApi<typeof ZTutorialCategoryArticles>>[3]) =>
  mockApi('get', '/api/tutorials/categories/:id', ZTutorialCategoryArticles, answer);

describe('/tutorials/categories/:id', () => {
  it('shows placeholders until the category arrives, then its articles', async () => {
    const hold = heldAnswer();
    await renderApp(`/tutorials/categories/${ID}`, {
      api: [
        categoryAnswer(async () => {
          await hold.promise;
          return { category: aTutorialCategory(), data: [aTutorialSummary()] };
        }),
      ],
    });
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('heading', { name: 'Deposits', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: /How to top up with USDT/ })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the category has no article yet', async () => {
    await renderApp(`/tutorials/categories/${ID}`, {
      api: [categoryAnswer(() => ({ category: aTutorialCategory({ article_count: 0 }), data: [] }))],
    });
    expect(await screen.findByText('No article in this category yet.')).toBeTruthy();
  });

  it('says a category that does not exist is not there', async () => {
    await renderApp(`/tutorials/categories/${ID}`, {
      api: [categoryAnswer(() => apiError(404, 'NOT_FOUND', 'Category not found'))],
    });
    expect((await screen.findAllByText('This category does not exist.')).length).toBeGreaterThan(0);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the category cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(`/tutorials/categories/${ID}`, {
      api: [
        categoryAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : { category: aTutorialCategory(), data: [aTutorialSummary()] };
        }),
      ],
    });
    expect(await screen.findByText('The tutorials could not be loaded.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /How to top up with USDT/ })).toBeTruthy();
  });
});
