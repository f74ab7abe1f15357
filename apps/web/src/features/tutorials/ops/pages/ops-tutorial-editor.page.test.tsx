// @vitest-environment jsdom
import { ZOpsTutorial, ZOpsTutorialCategoryList } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../../testing/answers.ts';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { anOpsTutorial, anOpsTutorialCategory } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

/** The routes ops-tutorial-new (/ops/tutorials/new) and ops-tutorial-edit (/ops/tutorials/{id}): one page. */
const page = () => screen.getByRole('main');
const categoriesOf = (answer: Parameters<typeof mockApi<typeof ZOpsTutorialCategoryList>>[3]) =>
  mockApi('get', '/api/ops/tutorial-categories', ZOpsTutorialCategoryList, answer);
const categories = categoriesOf(() => ({ data: [anOpsTutorialCategory()] }));
const tutorial = anOpsTutorial();
const articleOf = (answer: Parameters<typeof mockApi<typeof ZOpsTutorial>>[3]) =>
  mockApi('get', '/api/ops/tutorials/:id', ZOpsTutorial, answer);

describe('/ops/tutorials/new', () => {
  it('shows placeholders while the categories load, then an empty article to write', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/tutorials/new', {
      as: OPERATOR,
      api: [categoriesOf(heldUntil(hold, () => ({ data: [anOpsTutorialCategory()] })))],
    });
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(await screen.findByRole('button', { name: 'Create article' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'New article' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks for a category first when there is none', async () => {
    await renderApp('/ops/tutorials/new', { as: OPERATOR, api: [categoriesOf(() => ({ data: [] }))] });
    expect(await screen.findByText('Articles live in categories: create a category first.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Categories' }).getAttribute('href')).toBe(
      '/ops/tutorials/categories',
    );
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the categories cannot be loaded, and loads them on "Try again"', async () => {
    const { user } = await renderApp('/ops/tutorials/new', {
      as: OPERATOR,
      api: [categoriesOf(failingTwiceThen(() => ({ data: [anOpsTutorialCategory()] })))],
    });
    const alert = (await screen.findByText('The tutorials could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Create article' })).toBeTruthy();
  });

  it("refuses an article without its English title in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/tutorials/new', { as: OPERATOR, api: [categories] });
    await user.click(await screen.findByRole('button', { name: 'Create article' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(title)).toContain('This field is required');
    expect(await axeProblems(page())).toEqual([]);
    expect(await requests.matching('POST', '/api/ops/tutorials')).toEqual([]);
  });

  it('is not open to an operator who may only read the content', async () => {
    await renderApp('/ops/tutorials/new', {
      as: { kind: 'platform', permissions: { OpsContent: { read: true } } },
    });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});

describe('/ops/tutorials/:id', () => {
  it('loads the article and saves its changes with PUT', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(`/ops/tutorials/${tutorial.id}`, {
      as: OPERATOR,
      api: [
        categories,
        articleOf(() => tutorial),
        mockApi('put', '/api/ops/tutorials/:id', ZOpsTutorial, () => tutorial),
      ],
    });
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect((title as HTMLInputElement).value).toBe('Create your first ad');
    expect(screen.getByRole('heading', { name: 'Create your first ad' })).toBeTruthy();
    await user.clear(title);
    await user.type(title, 'Your first ad');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () =>
      expect(await requests.matching('PUT', `/api/ops/tutorials/${tutorial.id}`)).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', `/api/ops/tutorials/${tutorial.id}`);
    expect(sent?.body).toMatchObject({
      category_id: tutorial.category_id,
      status: 'draft',
      featured: false,
      position: 0,
      translations: { en: { title: 'Your first ad', summary: 'Five steps.' } },
    });
  });

  it('says an unknown article does not exist', async () => {
    await renderApp(`/ops/tutorials/${tutorial.id}`, {
      as: OPERATOR,
      api: [categories, articleOf(() => apiError(404, 'NOT_FOUND', 'Not found'))],
    });
    expect(await screen.findByText('This article does not exist (it may have been deleted).')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });
});
