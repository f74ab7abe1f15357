// @vitest-environment jsdom
import { ZNoContent, ZOpsTutorialCategoryList, ZOpsTutorialPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../../testing/answers.ts';
import { heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { anOpsTutorialCategory, anOpsTutorialRow, opsTutorialPageOf } from '../../../../testing/factories.ts';
import { renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZOpsTutorialPage>>[3]) =>
  mockApi('get', '/api/ops/tutorials', ZOpsTutorialPage, answer);
/** The category filter's options. */
const categories = mockApi('get', '/api/ops/tutorial-categories', ZOpsTutorialCategoryList, () => ({
  data: [anOpsTutorialCategory()],
}));
const READER = { kind: 'platform', permissions: { OpsContent: { read: true } } } as const;

describe('/ops/tutorials', () => {
  it('shows the loading bar, then every article with its category, status and languages', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/tutorials', {
      as: OPERATOR,
      api: [categories, listOf(heldUntil(hold, () => opsTutorialPageOf([anOpsTutorialRow()])))],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const row = (await screen.findByRole('link', { name: 'Create your first ad' })).closest('tr')!;
    expect(within(row).getByText('Getting started')).toBeTruthy();
    expect(within(row).getByText('Published')).toBeTruthy();
    expect(within(row).getByTitle('Not translated into Chinese: readers get English')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('invites the first article when there is none, and says so when filters match nothing', async () => {
    await renderApp('/ops/tutorials', {
      as: OPERATOR,
      api: [categories, listOf(() => opsTutorialPageOf([]))],
    });
    expect(await screen.findByText('No article yet. Write the first one.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('sends the filters kept in the address', async () => {
    const requests = recordRequests();
    await renderApp('/ops/tutorials?status=draft&search=first', {
      as: OPERATOR,
      api: [categories, listOf(() => opsTutorialPageOf([]))],
    });
    expect(await screen.findByText('No article matches these filters.')).toBeTruthy();
    const [sent] = await requests.matching('GET', '/api/ops/tutorials');
    expect(sent?.query).toMatchObject({ status: 'draft', search: 'first', page_size: '25' });
  });

  it('says when the list cannot be loaded, and loads it on "Try again"', async () => {
    const { user } = await renderApp('/ops/tutorials', {
      as: OPERATOR,
      api: [categories, listOf(failingTwiceThen(() => opsTutorialPageOf([anOpsTutorialRow()])))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The tutorials could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Create your first ad' })).toBeTruthy();
  });

  it('shows an operator who may only read no way to write, edit or delete', async () => {
    await renderApp('/ops/tutorials', {
      as: READER,
      api: [categories, listOf(() => opsTutorialPageOf([anOpsTutorialRow()]))],
    });
    expect(await screen.findByRole('link', { name: 'Create your first ad' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New article' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit Create your first ad' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Create your first ad' })).toBeNull();
  });

  it('asks before deleting an article, then deletes it with DELETE', async () => {
    const requests = recordRequests();
    const row = anOpsTutorialRow();
    const { user } = await renderApp('/ops/tutorials', {
      as: OPERATOR,
      api: [
        categories,
        listOf(() => opsTutorialPageOf([row])),
        mockApi('delete', '/api/ops/tutorials/:id', ZNoContent, () => new Response(null, { status: 204 })),
      ],
    });
    expect(
      (await screen.findByRole('link', { name: 'Edit Create your first ad' })).getAttribute('href'),
    ).toBe(`/ops/tutorials/${row.id}`);
    await user.click(screen.getByRole('button', { name: 'Delete Create your first ad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Create your first ad”?' });
    expect(await axeProblems(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await requests.matching('DELETE', `/api/ops/tutorials/${row.id}`)).toHaveLength(1);
  });
});
