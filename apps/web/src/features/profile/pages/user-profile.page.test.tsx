// @vitest-environment jsdom
import { ZProfile, ZSessionList } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, heldAnswer, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { aProfile, aSession, MY_ID } from '../../../testing/factories/profile.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const PATH = `/user/${MY_ID}`;
const page = () => screen.getByRole('main');
const NOT_FOUND = 'Page not found';
const profileAnswer = (answer: Parameters<typeof mockApi<typeof ZProfile>>[3]) =>
  mockApi('get', '/api/profile', ZProfile, answer);
const sessions = mockApi('get', '/api/profile/sessions', ZSessionList, () => ({ items: [aSession()] }));

describe('/user/{id}', () => {
  it('shows the loading bar until the profile arrives, then the user, the advertiser and the sessions', async () => {
    const hold = heldAnswer();
    await renderApp(PATH, {
      api: [
        profileAnswer(async () => {
          await hold.promise;
          return aProfile();
        }),
        sessions,
      ],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
    hold.release();
    expect(((await screen.findByRole('textbox', { name: 'Full name' })) as HTMLInputElement).value).toBe(
      'Ada Lovelace',
    );
    expect((screen.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement).value).toBe(
      'Acme Ads Co.',
    );
    expect(await screen.findByText('This session')).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('says when the profile cannot be loaded, and loads it on "Try again"', async () => {
    let calls = 0;
    const { user } = await renderApp(PATH, {
      api: [
        profileAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(503, 'SERVICE_UNAVAILABLE', 'Service unavailable') : aProfile();
        }),
        sessions,
      ],
    });
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Service unavailable');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toBeTruthy();
  });

  it("refuses an empty name and a confirmation that differs in the spec's words, sending nothing", async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, { api: [profileAnswer(() => aProfile()), sessions] });
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.click(
      within(name.closest('form') as HTMLElement).getByRole('button', { name: 'Save changes' }),
    );
    await waitFor(() => expect(fieldMessage(name)).toContain('This field is required'));

    await user.type(screen.getByLabelText(/^Current password/), 'Old-pass-1234');
    await user.type(screen.getByLabelText(/^New password/), 'New-pass-5678!');
    const confirm = screen.getByLabelText(/^Confirm new password/);
    await user.type(confirm, 'Other-pass-5678!');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    await waitFor(() => expect(fieldMessage(confirm)).toContain('The password confirmation does not match'));
    expect(await axeProblems(page())).toEqual([]);
    expect(await requests.matching('PUT', '/api/profile')).toEqual([]);
    expect(await requests.matching('PUT', '/api/profile/password')).toEqual([]);
  });

  it('saves the name, phone and language together', async () => {
    const requests = recordRequests();
    const { user } = await renderApp(PATH, {
      api: [
        profileAnswer(() => aProfile()),
        sessions,
        mockApi('put', '/api/profile', ZProfile, () => aProfile()),
      ],
    });
    const name = await screen.findByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Ada King');
    await user.click(
      within(name.closest('form') as HTMLElement).getByRole('button', { name: 'Save changes' }),
    );
    await waitFor(async () => expect(await requests.matching('PUT', '/api/profile')).toHaveLength(1));
    const [sent] = await requests.matching('PUT', '/api/profile');
    expect(sent?.body).toMatchObject({ name: 'Ada King', preferred_language: 'en' });
  });

  it('shows the advertiser information read-only to a role that may not change it', async () => {
    await renderApp(PATH, { api: [profileAnswer(() => aProfile({ can_edit_advertiser: false })), sessions] });
    expect(
      await screen.findByText('Only a role with update access to settings can change this information.'),
    ).toBeTruthy();
    expect(screen.getByText('Acme Ads Co.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Company name' })).toBeNull();
    // One form left to save: the user's own.
    expect(screen.getAllByRole('button', { name: 'Save changes' })).toHaveLength(1);
  });

  it("does not show another user's profile", async () => {
    await renderApp('/user/0b7f2c1e-5a3d-4c8e-9f21-000000000000', {
      api: [profileAnswer(() => aProfile()), sessions],
    });
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Full name' })).toBeNull();
  });
});
