// @vitest-environment jsdom
import { ZRegisterAccepted } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { fieldMessage, renderApp, screen, waitFor } from '../../../testing/render-app.tsx';

const registering = (answer: Parameters<typeof mockApi<typeof ZRegisterAccepted>>[3]) =>
  mockApi('post', '/api/auth/register', ZRegisterAccepted, answer);

/** The five fields of spec §2's register screen, by their labels. */
function fields() {
  return {
    advertiser: screen.getByRole('textbox', { name: 'Advertiser name' }),
    fullName: screen.getByRole('textbox', { name: 'Full name' }),
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    confirm: screen.getByLabelText('Confirm password'),
  };
}

describe('/register', () => {
  it("refuses an empty form, a weak password and a confirmation that differs, in the spec's words", async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/register', { as: 'visitor' });
    const form = fields();
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // The advertiser name and the password keep their hints beside the error.
    await waitFor(() => expect(fieldMessage(form.advertiser)).toContain('This field is required'));
    for (const field of [form.fullName, form.email, form.confirm]) {
      expect(fieldMessage(field)).toBe('This field is required');
    }
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);

    await user.type(form.email, 'not-an-email');
    await user.type(form.password, 'short');
    await user.type(form.confirm, 'other');
    await waitFor(() => expect(fieldMessage(form.email)).toBe('The Email field must be a valid email'));
    expect(fieldMessage(form.password)).toContain('Password must be at least 8 characters');
    await user.clear(form.password);
    await user.type(form.password, 'alllowercase1!');
    await waitFor(() =>
      expect(fieldMessage(form.password)).toContain(
        'Password must contain an uppercase letter, a lowercase letter, a digit and a special character',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fieldMessage(form.confirm)).toBe('The password confirmation does not match'));
    expect(await requests.matching('POST', '/api/auth/register')).toEqual([]);
  });

  it('sends the form and says where the confirmation link went', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/register', {
      as: 'visitor',
      api: [registering(() => ({ email: 'ada@acme.test', link_valid_hours: 24 }))],
    });
    const form = fields();
    await user.type(form.advertiser, 'Acme Ads Co.');
    await user.type(form.fullName, 'Ada Lovelace');
    await user.type(form.email, 'ada@acme.test');
    await user.type(form.password, 'Str0ng-pass!');
    await user.type(form.confirm, 'Str0ng-pass!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByRole('heading', { name: 'Confirm your email' })).toBeTruthy();
    expect(
      screen.getByText('We sent a link to ada@acme.test. Open it within 24 hours to create your account.'),
    ).toBeTruthy();
    const [sent] = await requests.matching('POST', '/api/auth/register');
    expect(sent?.body).toEqual({
      advertiser_name: 'Acme Ads Co.',
      full_name: 'Ada Lovelace',
      email: 'ada@acme.test',
      password: 'Str0ng-pass!',
      confirm_password: 'Str0ng-pass!',
    });
    expect(await axeProblems(screen.getByRole('main'))).toEqual([]);
  });

  it("puts the API's field errors on their fields", async () => {
    const { user } = await renderApp('/register', {
      as: 'visitor',
      api: [
        registering(() =>
          apiError(422, 'VALIDATION_FAILED', 'Validation failed', [
            {
              path: 'advertiser_name',
              key: 'validation.forbiddenName',
              message: 'This name is not allowed.',
            },
          ]),
        ),
      ],
    });
    const form = fields();
    await user.type(form.advertiser, 'admin');
    await user.type(form.fullName, 'Ada Lovelace');
    await user.type(form.email, 'ada@acme.test');
    await user.type(form.password, 'Str0ng-pass!');
    await user.type(form.confirm, 'Str0ng-pass!');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(fieldMessage(form.advertiser)).toContain('This name is not allowed.'));
  });
});
