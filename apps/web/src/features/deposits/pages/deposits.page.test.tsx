// @vitest-environment jsdom
import { ZDepositPage } from '@adportal/contracts';
import { expect, it } from 'vitest';
import { mockApi } from '../../../testing/api-mock.ts';
import { renderApp, screen } from '../../../testing/render-app.tsx';

it('lists none yet', async () => {
  const t0 = performance.now();
  await renderApp('/deposit', {
    api: [mockApi('get', '/api/deposits', ZDepositPage, () => ({ data: [], total: 0, page: 1, page_size: 10 }))],
  });
  console.info('render', performance.now() - t0);
  expect(await screen.findByText('You have no deposits yet. Add one to fund your ads.')).toBeTruthy();
  console.info('done', performance.now() - t0);
});

it('lists none yet again', async () => {
  const t0 = performance.now();
  await renderApp('/deposit', {
    api: [mockApi('get', '/api/deposits', ZDepositPage, () => ({ data: [], total: 0, page: 1, page_size: 10 }))],
  });
  console.info('render2', performance.now() - t0);
  expect(await screen.findByText('You have no deposits yet. Add one to fund your ads.')).toBeTruthy();
  console.info('done2', performance.now() - t0);
});
