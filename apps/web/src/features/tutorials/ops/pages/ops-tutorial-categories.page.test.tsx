// @vitest-environment jsdom
import { ZOpsTutorialCategory, ZOpsTutorialCategoryList } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../../testing/answers.ts';
import { heldAnswer, mockApi, recordRequests } from '../../../../testing/api-mock.ts';
import { axeProblems } from '../../../../testing/axe.ts';
import { OPERATOR } from '../../../../testing/callers.ts';
import { anOpsTutorialCategory } from '../../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZOpsTutorialCategoryList>>[3]) =>
  mockApi('get', '/api/ops/tutorial-categories', ZOpsTutorialCategoryList, answer);
const READER = { kind: 'platform', permissions: { OpsContent: { read: true } } } as const;
const started = anOpsTutorialCategory();
const billing = anOpsTutorialCategory({
  id: 'f0000000-0000-4000-8000-000000000002',
  names: { en: 'Billing' },
  position: 1,
  article_count: 0,
  published_count: 0,
});

describe('/ops/tutorials/categories', () => {
  it('shows the loading bar, then the categories in order with their names and counts', async () => {
    const hold = heldAnswer();
    await renderApp('/ops/tutorials/categories', {
      as: OPERATOR,
      api: [listOf(heldUntil(hold, () => ({ data: [started, billing] })))],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const names = await screen.findAllByTestId('tutorial-category-name');
    expect(names.map((name) => name.textContent)).toEqual(['Getting started', 'Billing']);
    expect(screen.getByRole('link', { name: '2 articles, 1 published' }).getAttribute('href')).toBe(
      `/ops/tutorials?category=${started.id}`,
    );
    // Only an empty category can go; the first cannot move up, the last not down.
    expect(screen.getByRole('button', { name: 'Delete Getting started' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Delete Billing' }).hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('button', { name: 'Move Getting started up' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Move Billing down' }).hasAttribute('disabled')).toBe(true);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('invites the first category when there is none', async () => {
    await renderApp('/ops/tutorials/categories', { as: OPERATOR, api: [listOf(() => ({ data: [] }))] });
    expect(await screen.findByText('No category yet. Add the first one.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the categories cannot be loaded, and loads them on "Try again"', async () => {
    const { user } = await renderApp('/ops/tutorials/categories', {
      as: OPERATOR,
      api: [listOf(failingTwiceThen(() => ({ data: [billing] })))],
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The tutorials could not be loaded.');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Billing')).toBeTruthy();
  });

  it('shows an operator who may only read no way to add, order, rename or delete', async () => {
    await renderApp('/ops/tutorials/categories', {
      as: READER,
      api: [listOf(() => ({ data: [started, billing] }))],
    });
    expect(await screen.findByText('Billing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add category' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move Billing up' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename Billing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Billing' })).toBeNull();
  });

  it('moves a category up by sending the whole new order', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/tutorials/categories', {
      as: OPERATOR,
      api: [
        listOf(() => ({ data: [started, billing] })),
        mockApi('put', '/api/ops/tutorial-categories/order', ZOpsTutorialCategoryList, () => ({
          data: [billing, started],
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Move Billing up' }));
    await waitFor(async () =>
      expect(await requests.matching('PUT', '/api/ops/tutorial-categories/order')).toHaveLength(1),
    );
    const [sent] = await requests.matching('PUT', '/api/ops/tutorial-categories/order');
    expect(sent?.body).toEqual({ ids: [billing.id, started.id] });
  });
});

describe('/ops/tutorials/categories: the category dialog', () => {
  it("refuses a category without an English name in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/tutorials/categories', {
      as: OPERATOR,
      api: [listOf(() => ({ data: [] }))],
    });
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const english = within(dialog).getByRole('textbox', { name: 'Name in English' });
    await waitFor(() => expect(english.getAttribute('aria-invalid')).toBe('true'));
    expect(fieldMessage(english)).toBe('This field is required');
    expect(await axeProblems(dialog)).toEqual([]);
    expect(await requests.matching('POST', '/api/ops/tutorial-categories')).toEqual([]);
  });

  it('adds a category with its names and closes', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/ops/tutorials/categories', {
      as: OPERATOR,
      api: [
        listOf(() => ({ data: [] })),
        mockApi('post', '/api/ops/tutorial-categories', ZOpsTutorialCategory, () => billing),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add category' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in English' }), 'Billing');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name in Thai' }), 'การเรียกเก็บเงิน');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add category' })).toBeNull());
    const [sent] = await requests.matching('POST', '/api/ops/tutorial-categories');
    expect(sent?.body).toMatchObject({ names: { en: 'Billing', th: 'การเรียกเก็บเงิน' } });
  });
});
