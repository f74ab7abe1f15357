// @vitest-environment jsdom
import { ZPromotionList } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { failingTwiceThen, heldUntil } from '../../../testing/answers.ts';
import { heldAnswer, mockApi } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aPromotion } from '../../../testing/factories.ts';
import { renderApp, screen, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');
const listOf = (answer: Parameters<typeof mockApi<typeof ZPromotionList>>[3]) =>
  mockApi('get', '/api/promotions', ZPromotionList, answer);

describe('/promotion', () => {
  it('shows placeholders while loading, then a card per promotion with its rules and the way to its page', async () => {
    const hold = heldAnswer();
    await renderApp('/promotion', {
      api: [listOf(heldUntil(hold, () => ({ data: [aPromotion({ my_claims: 0 })] })))],
    });
    expect(await screen.findByLabelText('Loading…')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const card = await screen.findByTestId('promotion-card');
    expect(within(card).getByText('WELCOME10')).toBeTruthy();
    expect(within(card).getByText('0 of 1 used')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'View details of Welcome bonus' }).getAttribute('href'),
    ).toBe(`/promotion/${aPromotion().id}`);
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when no promotion is on offer', async () => {
    await renderApp('/promotion', { api: [listOf(() => ({ data: [] }))] });
    expect(await screen.findByText('There are no active promotions at the moment.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the promotions cannot be loaded, and loads them on "Try again"', async () => {
    const { user } = await renderApp('/promotion', {
      api: [listOf(failingTwiceThen(() => ({ data: [aPromotion()] })))],
    });
    const alert = (await screen.findByText('The promotions could not be loaded.')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('promotion-card')).toBeTruthy();
  });

  it('sends a member without the promotions permission away: not authorized', async () => {
    await renderApp('/promotion', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
