import { chooseLanguage, DEMO, expect, shot, signIn, test, WIDTHS } from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * Team administration end to end: the demo administrator creates a read-only "Report viewer" role, invites a
 * user with it, the invitee chooses a password through the emailed link, signs in, and finds user management
 * neither offered nor allowed.
 */
const PASSWORD = 'Viewer#2468';

test('an administrator creates a read-only role and invites a user who cannot manage the team', async ({
  page,
  mailbox: smtp,
}) => {
  const stamp = Date.now().toString(36);
  const roleName = `Report viewer ${stamp}`;
  const invitee = { name: 'Rita Viewer', email: `rita-${stamp}@example.com` };

  await chooseLanguage(page, 'en');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);

  // The menu offers the team page to the administrator.
  await page.getByRole('link', { name: 'Users & roles' }).first().click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Users & roles', level: 1 })).toBeVisible();

  // A role with read-only Reports and Dashboard.
  await page.getByRole('button', { name: 'Add role' }).click();
  const roleDialog = page.getByRole('dialog', { name: 'Add role' });
  await roleDialog.getByLabel('Role name').fill(roleName);
  await roleDialog.getByRole('checkbox', { name: 'Reports: Read' }).check();
  await roleDialog.getByRole('checkbox', { name: 'Dashboard: Read' }).check();
  await expect(roleDialog.getByRole('checkbox', { name: 'Reports: Update' })).not.toBeChecked();
  await roleDialog.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByRole('heading', { name: 'Role saved' })).toBeVisible();
  const card = page.getByTestId('role-card').filter({ hasText: roleName });
  await expect(card).toContainText('Users: 0');
  await expect(card).toContainText('Access to 2 of 14 areas');

  // Invite a user with it.
  await page.getByRole('button', { name: 'Add user' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Add user' });
  await userDialog.getByLabel('Full name').fill(invitee.name);
  await userDialog.getByLabel('Email').fill(invitee.email);
  await userDialog.getByLabel(/^Phone/).fill('12ab');
  await userDialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleName }).click();
  await userDialog.getByRole('button', { name: 'Add and invite' }).click();
  await expect(userDialog.getByText('Phone must be valid')).toBeVisible();
  await userDialog.getByLabel(/^Phone/).fill('+66 81 234 5678');
  await userDialog.getByRole('button', { name: 'Add and invite' }).click();
  await expect(page.getByRole('heading', { name: 'User added' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User added' })).toBeHidden();

  // Listed, found by the server-side search, and editable.
  await page.getByLabel('Search by name or email').fill('rita-');
  const row = page.getByTestId('user-row').filter({ hasText: invitee.email });
  await expect(row).toBeVisible();
  await expect(page.getByTestId('user-row')).toHaveCount(1);
  await expect(row).toContainText(roleName);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Edit ${invitee.name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit user' });
  await expect(editDialog.getByLabel('Email')).toBeDisabled();
  await editDialog.getByLabel(/^Phone/).fill('+66 81 000 0000');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'User updated' })).toBeVisible();
  await expect(row).toContainText('+66 81 000 0000');
  await expect(card).toContainText('Users: 1');

  // A role in use cannot be deleted.
  await card.getByRole('button', { name: `Delete role ${roleName}` }).click();
  await page
    .getByRole('dialog', { name: `Delete the role "${roleName}"?` })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page.getByText('Users still hold this role (1). Give them another role before deleting it'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(card).toBeVisible();
  await page.getByLabel('Search by name or email').fill('');
  await shot(page, 'team-admin-en');

  // The invitation arrives by email; its link lets the invitee choose a password.
  const mail = await smtp.next(invitee.email);
  expect(mail.subject).toContain('You are invited');
  const link = /https?:\/\/\S+\/change-password\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);

  await page.goto(new URL(link!).pathname);
  // An invitation is worded as one, not as an administrator's request.
  await expect(page.getByRole('heading', { name: 'Welcome to the team' })).toBeVisible();
  await shot(page, 'team-invite-set-password-en');
  await page.getByLabel(/^New password/).fill(PASSWORD);
  await page.getByLabel(/^Confirm new password/).fill(PASSWORD);
  await page.locator('button[type=submit]').click();
  await expect(page).toHaveURL(/\/change-password\/complete/);

  // Signed in as the invitee: no team page in the menu, the route is refused, and so is a direct write.
  await page.goto('/login');
  await signIn(page, invitee.email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboards$/);
  await expect(page.getByRole('link', { name: 'Users & roles' })).toHaveCount(0);
  await page.goto('/user');
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add role' })).toHaveCount(0);
  await expect(page.getByText('You are not authorized')).toBeVisible();

  const status = await page.evaluate(async () => {
    const token = window.localStorage.getItem('accessToken') ?? '';
    const response = await fetch('/api/roles', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token.replace(/^"|"$/g, '')}`,
      },
      body: JSON.stringify({ name: 'Sneaky', is_administrator: true, permissions: {} }),
    });
    return response.status;
  });
  expect(status).toBe(403);
});

// Screenshots only (the phone walk measures /user at 390 px, the axe walk reads it in both schemes): `npm run looks`.
test('the team page in en/th/zh, light and dark, at 1440 and 390 px', { tag: '@looks' }, async ({ page }) => {
  await chooseLanguage(page, 'en');
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/dashboards$/);
  for (const { language, scheme, device, viewport } of looks()) {
    await page.evaluate((lang) => {
      localStorage.setItem('language', lang);
      localStorage.setItem('preferredLanguage', lang);
    }, language);
    await page.context().addCookies([
      { name: 'theme', value: scheme, url: page.url() },
      { name: 'color-scheme', value: scheme, url: page.url() },
    ]);
    await page.setViewportSize(viewport);
    await page.goto('/user');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', scheme);
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect(page.getByTestId('role-card').first()).toBeVisible();
    await shot(page, `team-users-${device}-${language}-${scheme}`);
  }
  // The role dialog with its permission table.
  await page.setViewportSize(WIDTHS.desktop);
  await page.getByTestId('role-card').first().getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await shot(page, 'team-role-dialog-desktop-zh');
});
