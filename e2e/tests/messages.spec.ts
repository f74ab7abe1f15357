import type { Browser, Page } from '@playwright/test';
import { annotateAxeProblemsAround, axeProblems } from './axe.ts';
import { DEMO, expect, OPERATOR, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * No serious or critical axe finding in the page's content (this feature's screens); what axe finds in the
 * shared layout around them is recorded on the test as an annotation for its owners, not failed here.
 */
async function expectAccessible(page: Page, name: string) {
  // A toast still fading out would be measured as the background of what it covers.
  await expect(page.locator('.swal2-container')).toHaveCount(0, { timeout: 10_000 });
  expect(await axeProblems(page, '#main-content'), `axe on ${name}`).toEqual([]);
  await annotateAxeProblemsAround(page, '#main-content', name);
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

async function operatorPage(
  browser: Browser,
  language = 'en',
  scheme: 'light' | 'dark' = 'light',
  viewport: { width: number; height: number } = WIDTHS.desktop,
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await openSignedIn(page, OPERATOR, undefined, { language, scheme });
  return { page, problems, close: () => context.close() };
}

/** Types in the conversation's rich-text editor (Quill's contenteditable) the way a person does. */
async function typeInEditor(page: Page, editorId: string, type: () => Promise<void>) {
  const editor = page.locator(`[id="${editorId}"]`);
  await expect(editor).toBeVisible();
  await editor.click();
  await type();
}

test('an advertiser writes to support with formatting, an operator answers, the advertiser sees it unread and replies', async ({
  page,
  browser,
}) => {
  const subject = `Formatted question ${Date.now()}`;
  await page.setViewportSize(WIDTHS.desktop);
  await openSignedIn(page, DEMO);

  // The layout's message button leads in; the demo's unread answer is counted and in bold.
  await page.goto('/deposit');
  await expect(page.getByTestId('message-button-count')).toHaveText(/[1-9]/);
  await page.getByTestId('message-button').click();
  await expect(page).toHaveURL(/\/messages$/);
  await expect(page.getByTestId('conversation-row').first()).toBeVisible();
  await expect(page.locator('[data-testid="conversation-row"][data-unread="true"]').first()).toBeVisible();
  await expect(page.getByTestId('folder-unread-inbox')).toHaveText(/[1-9]/);

  // Compose: every field required, with the spec's failure wording when sending fails.
  await page.getByTestId('compose-open').click();
  await page.getByTestId('compose-send').click();
  const dialog = page.getByTestId('compose-dialog');
  await expect(dialog.getByText('This field is required')).toHaveCount(3);
  await page.getByTestId('compose-subject').fill(subject);
  await page.getByTestId('compose-category').click();
  await page.getByRole('option', { name: 'Technical' }).click();
  await typeInEditor(page, 'compose-message', async () => {
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Bold words');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' then a list:');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- first point');
    await page.keyboard.press('Enter');
    await page.keyboard.type('second point');
  });
  await expect(dialog.locator('.ql-editor strong')).toHaveText('Bold words');
  await expect(dialog.locator('.ql-editor li[data-list="bullet"]')).toHaveCount(2);
  await shot(page, 'messages-compose-desktop-en-light');
  await page.route('**/api/messages', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 503,
          json: { requestId: 'e2e', statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Unavailable' },
        })
      : route.continue(),
  );
  await page.getByTestId('compose-send').click();
  await expect(page.getByTestId('compose-error')).toContainText('Failed to send message');
  await page.unroute('**/api/messages');
  await page.getByTestId('compose-send').click();
  await expect(page.locator('.swal2-title')).toHaveText('Message sent');
  await expect(page.getByTestId('compose-dialog')).toHaveCount(0);
  const row = page.getByTestId('conversation-row').filter({ hasText: subject });
  await expect(row).toHaveAttribute('data-unread', 'false');
  await expect(row.getByTestId('conversation-status')).toHaveText('Waiting for support');
  await expectAccessible(page, '/messages');

  // The operator finds it in the queue and answers.
  const ops = await operatorPage(browser);
  await ops.page.goto('/ops/messages');
  await ops.page.getByLabel('Search subject or advertiser').fill(subject);
  const queued = ops.page.getByTestId('queue-row').filter({ hasText: subject });
  await expect(queued).toHaveCount(1);
  await expect(queued).toContainText('Demo Advertising Co.');
  await expectAccessible(ops.page, '/ops/messages');
  await queued.getByTestId('queue-subject').click();
  const body = ops.page.getByTestId('thread-message-body').first();
  await expect(body.locator('strong')).toHaveText('Bold words');
  await expect(body.locator('li[data-list="bullet"]')).toHaveText(['first point', 'second point']);
  await ops.page.getByTestId('answer-tab-note').click();
  await typeInEditor(ops.page, 'note-editor', () =>
    ops.page.keyboard.type('Internal: check the click logs first'),
  );
  await ops.page.getByTestId('note-send').click();
  await expect(ops.page.locator('[data-testid="thread-message"][data-side="note"]')).toHaveCount(1);
  await ops.page.getByTestId('answer-tab-reply').click();
  await typeInEditor(ops.page, 'answer-editor', () =>
    ops.page.keyboard.type('Thanks! The clicks were void because they came too fast.'),
  );
  await ops.page.getByTestId('answer-send').click();
  await expect(ops.page.locator('[data-testid="thread-message"][data-side="support"]')).toHaveCount(1);
  await expect(ops.page.getByTestId('conversation-status')).toHaveText('Answered');
  await shot(ops.page, 'messages-ops-formatted-thread-desktop-en-light');
  await expectAccessible(ops.page, '/ops/messages/:id');
  expect(ops.problems).toEqual([]);
  await ops.close();

  // The advertiser sees it unread: the button's count and the bold row; the note is not there.
  await page.reload();
  await expect(row).toHaveAttribute('data-unread', 'true');
  await expect(row.getByTestId('conversation-subject')).toHaveCSS('font-weight', '700');
  await expect(row.getByTestId('conversation-status')).toHaveText('Answered');
  const before = Number(await page.getByTestId('message-button-count').innerText());
  expect(before).toBeGreaterThanOrEqual(1);
  await row.getByTestId('conversation-subject').click();
  await expect(page).toHaveURL(/\/messages\/conversation\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('thread-message')).toHaveCount(2);
  await expect(page.getByText('Internal: check the click logs first')).toHaveCount(0);
  // Reading it takes it off the button.
  await expect(page.getByTestId('message-button')).toHaveAttribute(
    'aria-label',
    before > 1 ? `Messages, ${before - 1} unread answer${before - 1 > 1 ? 's' : ''}` : 'Messages',
  );
  await typeInEditor(page, 'reply-editor', () => page.keyboard.type('Understood, thank you.'));
  await page.getByTestId('reply-send').click();
  await expect(page.getByTestId('thread-message')).toHaveCount(3);
  await expect(page.getByTestId('conversation-status')).toHaveText('Waiting for support');
  await shot(page, 'messages-formatted-thread-desktop-en-light');
  await expectAccessible(page, '/messages/conversation/:id');

  // Closed by the advertiser: the banner says a reply opens it again.
  await page.getByTestId('conversation-close').click();
  await expect(page.getByTestId('conversation-closed-banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to messages' }).click();
  await expect(page).toHaveURL(/\/messages\/closed$/);
  await expect(page.getByTestId('conversation-row').filter({ hasText: subject })).toHaveCount(1);
});

/** Both widths, both schemes, the three languages: folders, a thread and the desk fit without sideways scroll. */
for (const { device, viewport, language, scheme } of looks()) {
  test(`messages at ${device} width in ${language}, ${scheme}`, async ({ page, browser }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO, '/messages', { language, scheme });
    await expect(page.getByTestId('conversation-row').first()).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `messages-${device}-${language}-${scheme}`);
    await page.getByTestId('conversation-subject').first().click();
    await expect(page.getByTestId('thread-message').first()).toBeVisible();
    await expect(page.locator('[id="reply-editor"]')).toBeVisible();
    await noSidewaysScroll(page);
    await shot(page, `messages-conversation-${device}-${language}-${scheme}`);
    if (device === 'desktop') await expectAccessible(page, `thread ${scheme}`);

    const ops = await operatorPage(browser, language, scheme, viewport);
    await ops.page.goto('/ops/messages');
    await expect(ops.page.getByTestId('queue-row').first()).toBeVisible();
    await noSidewaysScroll(ops.page);
    await shot(ops.page, `messages-ops-${device}-${language}-${scheme}`);
    await ops.page.getByTestId('queue-subject').first().click();
    await expect(ops.page.getByTestId('thread-message').first()).toBeVisible();
    await noSidewaysScroll(ops.page);
    await shot(ops.page, `messages-ops-conversation-${device}-${language}-${scheme}`);
    if (device === 'desktop') await expectAccessible(ops.page, `desk ${scheme}`);
    expect(ops.problems).toEqual([]);
    await ops.close();
  });
}
