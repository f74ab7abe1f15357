// @vitest-environment jsdom
import { ZRole, ZRoleList, ZUserPage } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi, recordRequests } from '../../../testing/api-mock.ts';
import { axeProblems } from '../../../testing/axe.ts';
import { readOnly } from '../../../testing/callers.ts';
import { aRole, aTeamUser, pageOf } from '../../../testing/factories.ts';
import { fieldMessage, renderApp, screen, waitFor, within } from '../../../testing/render-app.tsx';

const usersAnswer = (answer: Parameters<typeof mockApi<typeof ZUserPage>>[3]) =>
  mockApi('get', '/api/users', ZUserPage, answer);
const rolesAnswer = (answer: Parameters<typeof mockApi<typeof ZRoleList>>[3]) =>
  mockApi('get', '/api/roles', ZRoleList, answer);
const page = () => screen.getByRole('main');
const team = () => [
  usersAnswer(() => pageOf([aTeamUser()])),
  rolesAnswer(() => ({
    data: [aRole(), aRole({ id: 'r-admin', name: 'Administrator', is_administrator: true })],
  })),
];

describe('/user', () => {
  it("shows the team's users and its roles, with every action to an administrator", async () => {
    await renderApp('/user', { api: team() });
    const row = (await screen.findByText('Grace Hopper')).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Edit Grace Hopper' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Analyst' })).toBeTruthy();
    expect(screen.getByText('Access to 1 of 14 areas')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add user' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add role' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit role Analyst' })).toBeTruthy();
    expect(await axeProblems(page())).toEqual([]);
  });

  it('shows a member who may only read users neither the roles nor any way to change the team', async () => {
    await renderApp('/user', { as: readOnly('User'), api: [usersAnswer(() => pageOf([aTeamUser()]))] });
    const row = (await screen.findByText('Grace Hopper')).closest('tr')!;
    expect(within(row).queryByRole('button', { name: 'Edit Grace Hopper' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add user' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Roles & permissions' })).toBeNull();
  });

  it('lets a member who may read roles see them, without adding, editing or deleting one', async () => {
    await renderApp('/user', { as: readOnly('User', 'Role'), api: team() });
    expect(await screen.findByRole('heading', { name: 'Analyst' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add role' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit role Analyst' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete role Analyst' })).toBeNull();
  });

  it("says 'Failed to fetch roles' in the spec's words, and fetches them on \"Try again\"", async () => {
    let calls = 0;
    const { user } = await renderApp('/user', {
      api: [
        usersAnswer(() => pageOf([aTeamUser()])),
        rolesAnswer(() => {
          calls += 1;
          return calls <= 2 ? apiError(500, 'INTERNAL', 'Internal error') : { data: [aRole()] };
        }),
      ],
    });
    const alert = await screen.findByText('Failed to fetch roles');
    expect(await axeProblems(page())).toEqual([]);
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }),
    );
    expect(await screen.findByRole('heading', { name: 'Analyst' })).toBeTruthy();
  });

  it('says no user matches an empty search', async () => {
    await renderApp('/user', { api: [usersAnswer(() => pageOf([])), rolesAnswer(() => ({ data: [] }))] });
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
  });
});

describe('/user: the role dialog', () => {
  it('requires a name, then sends the name and the permissions ticked', async () => {
    const requests = recordRequests();
    const { user } = await renderApp('/user', {
      api: [
        ...team(),
        mockApi('post', '/api/roles', ZRole, async ({ request }) => ({
          ...aRole({ id: 'r-new', user_count: 0 }),
          ...((await request.json()) as object),
        })),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add role' });
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    const name = within(dialog).getByRole('textbox', { name: 'Role name' });
    await waitFor(() => expect(fieldMessage(name)).toContain('This field is required'));
    expect(await axeProblems(dialog)).toEqual([]);

    await user.type(name, 'Bookkeeper');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Statements: Read' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Deposits: Create' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save role' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add role' })).toBeNull());

    const [sent] = await requests.matching('POST', '/api/roles');
    expect(sent?.body).toMatchObject({
      name: 'Bookkeeper',
      is_administrator: false,
      permissions: {
        Statement: { read: true, create: false, update: false, delete: false },
        Deposit: { read: false, create: true, update: false, delete: false },
      },
    });
  });
});
