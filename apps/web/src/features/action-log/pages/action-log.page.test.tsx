// @vitest-environment jsdom
import { ZActionLogPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { anEntry, logOf } from '../../../testing/factories/action-log.ts';
import { renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const page = () => screen.getByRole('main');

const logAnswer = (answer: Parameters<typeof mockApi<typeof ZActionLogPage>>[3]) =>
  mockApi('get', '/api/action-logs', ZActionLogPage, answer);

describe('/action-log', () => {
  it('shows the loading bar until the log arrives, then each change and its fields on "View"', async () => {
    const hold = heldAnswer();
    const { user } = await renderApp('/action-log', {
      as: readOnly('ActionLog'),
      api: [
        logAnswer(async () => {
          await hold.promise;
          return logOf([anEntry()]);
        }),
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    const view = await screen.findByRole('button', { name: 'View the change' });
    const row = view.closest('tr') as HTMLElement;
    expect(within(row).getByText('Ada Lovelace')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    await user.click(view);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reporting', { exact: false })).toBeTruthy();
    expect(within(dialog).getByText('Reports only', { exact: false })).toBeTruthy();
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it('says no change matches', async () => {
    await renderApp('/action-log', { api: [logAnswer(() => logOf([]))] });
    expect(await screen.findByText('No changes match these filters.')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('asks for the action chosen, from the first page', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/action-log', { api: [logAnswer(() => logOf([anEntry()]))] });
    await screen.findByRole('button', { name: 'View the change' });
    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));
    await waitFor(async () =>
      expect((await requests.matching('GET', '/api/action-logs')).at(-1)?.query).toMatchObject({
        action: 'deleted',
        page: '1',
      }),
    );
  });

  it('says when the log cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp('/action-log', {
      api: [
        logAnswer(() => {
          calls += 1;
          return calls <= 2
            ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable')
            : logOf([anEntry()]);
        }),
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Service unavailable');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'View the change' })).toBeTruthy();
  });

  it('is not authorized for a member without the action log permission', async () => {
    await renderApp('/action-log', { as: readOnly('Deposit') });
    expect(await screen.findByText('You are not authorized')).toBeTruthy();
  });
});
