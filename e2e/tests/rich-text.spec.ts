import type { Browser, Page } from '@playwright/test';
import { axeProblems } from './axe.ts';
import { apiSession, DEMO, expect, OPERATOR, openSignedIn, shot, test, WIDTHS } from './fixtures.ts';
import { looks } from './looks.ts';

/**
 * The shared rich-text editor and viewer (docs/adr/0011-rich-text.md) in the pages that use them: the operators'
 * article editor (full preset), the advertiser's compose dialog (essential) and a conversation's thread (viewer).
 */

/** No serious or critical axe finding inside `scope` (a selector). */
async function expectAccessible(page: Page, name: string, scope: string) {
  expect(await axeProblems(page, scope), `axe on ${name}`).toEqual([]);
}

const noSidewaysScroll = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBeLessThanOrEqual(0);

/** A png of `size` bytes (signature, then zeros): the editor reads the type from the bytes. */
const pngOfSize = (size: number) => {
  const bytes = Buffer.alloc(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
};
/** A real 2×2 png. */
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAFElEQVR42mP8z8DwnwEJMDIyMjAAAB/tA/2rJ0O3AAAAAElFTkSuQmCC',
  'base64',
);

async function operatorPage(browser: Browser, viewport = WIDTHS.desktop) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text())) {
      problems.push(`csp: ${message.text()}`);
    }
  });
  await openSignedIn(page, OPERATOR);
  return { page, problems, close: () => context.close() };
}

test('the full editor: labelled, keyboard-usable, links and images only as the stored text keeps them, no inline styles', async ({
  browser,
}) => {
  const ops = await operatorPage(browser);
  const { page } = ops;
  await page.goto('/ops/tutorials/new');

  // The text area is a labelled, described text box; Quill and its CSS arrived with this page.
  const editor = page.getByRole('textbox', { name: /^Article/ }).first();
  await expect(editor).toBeVisible();
  await expect(editor).toHaveAttribute('contenteditable', 'true');
  await expect(editor).toHaveAttribute('aria-multiline', 'true');
  const frame = page.getByTestId('rich-text-editor').filter({ has: editor });
  const toolbar = frame.getByRole('toolbar', { name: 'Formatting' });
  for (const name of [
    'Bold',
    'Italic',
    'Underline',
    'Strikethrough',
    'Quote',
    'Code block',
    'Numbered list',
    'Bulleted list',
    'Increase indent',
    'Align centre',
    'Link',
    'Insert image',
    'Clear formatting',
  ]) {
    await expect(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await expect(toolbar.getByRole('button', { name: 'Heading', exact: true })).toBeVisible();

  // Keyboard: type, make a heading from the picker, centre it; Tab leaves the text (no keyboard trap).
  await editor.click();
  await page.keyboard.type('Getting started');
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Heading 2', exact: true }).click();
  await toolbar.getByRole('button', { name: 'Align centre', exact: true }).click();
  await expect(editor.locator('h2.ql-align-center')).toHaveText('Getting started');
  await editor.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Align left', exact: true }).click();
  await editor.pressSequentially('Read the guide');
  await page.keyboard.press('Shift+Home');

  // Links: anything but http(s), mailto, tel or a path of the site is refused with a reason; a bare address
  // becomes https.
  await toolbar.getByRole('button', { name: 'Link', exact: true }).click();
  const linkBox = frame.getByRole('textbox', { name: 'Link address' });
  await expect(linkBox).toBeFocused();
  await linkBox.fill('javascript:alert(1)');
  await linkBox.press('Enter');
  await expect(frame.getByRole('alert')).toContainText(
    'A link must start with http://, https://, mailto: or tel:',
  );
  await expect(linkBox).toHaveAttribute('aria-invalid', 'true');
  await expect(editor.locator('a')).toHaveCount(0);
  await linkBox.fill('example.com/help');
  await linkBox.press('Enter');
  await expect(editor.locator('a')).toHaveAttribute('href', 'https://example.com/help');
  await expect(frame.getByRole('alert')).toHaveCount(0);

  // Tab from the text moves on; Shift+Tab comes back through the toolbar.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.press('Tab');
  await expect(editor).not.toBeFocused();
  expect(await editor.evaluate((element) => element.textContent?.includes('\t'))).toBe(false);

  // Images: png/gif/jpeg/bmp/ico by their bytes, under the limit; SVG and big files are refused with a reason.
  await editor.click();
  await page.keyboard.press('Control+End');
  const pick = async (name: string, mimeType: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await toolbar.getByRole('button', { name: 'Insert image', exact: true }).click();
    await (await chooser).setFiles({ name, mimeType, buffer });
  };
  await pick(
    'evil.svg',
    'image/svg+xml',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
  );
  await expect(frame.getByRole('alert')).toContainText('Images must be PNG, GIF, JPEG, BMP or ICO');
  await pick('renamed.png', 'image/png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
  await expect(frame.getByRole('alert')).toContainText('Images must be PNG, GIF, JPEG, BMP or ICO');
  await pick('huge.png', 'image/png', pngOfSize(256 * 1024 + 1));
  await expect(frame.getByRole('alert')).toContainText('Each image must be at most 256 KB');
  await expect(editor.locator('img')).toHaveCount(0);
  await pick('dot.png', 'image/png', SMALL_PNG);
  await expect(editor.locator('img')).toHaveCount(1);
  await expect(editor.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,iVBORw0KGgo/);
  await expect(editor.locator('img')).toHaveAttribute('alt', 'dot');
  await expect(frame.getByRole('alert')).toHaveCount(0);

  // Nothing the editor wrote carries a style attribute (the CSP would drop it; the sanitizer too).
  await expect(editor.locator('[style]')).toHaveCount(0);

  await shot(page, 'rich-text-editor-full-desktop-en-light');
  await expectAccessible(page, 'the full editor', '[data-testid="rich-text-editor"]');
  expect(ops.problems).toEqual([]);
  await ops.close();
});

test('stored rich text reads as written — lists, indents, alignment, images, links — and nothing in it runs', async ({
  page,
  request,
}) => {
  const headers = await apiSession(request, DEMO);
  const png = `data:image/png;base64,${SMALL_PNG.toString('base64')}`;
  const longWord = 'TRC20'.repeat(60);
  const message = [
    '<h2 class="ql-align-center">Centred heading</h2>',
    '<ol><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>first</li>',
    '<li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>second</li>',
    '<li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>nested bullet</li></ol>',
    `<p class="ql-indent-2">indented</p><p><img src="${png}" alt="dot" width="40"></p>`,
    '<p><a href="https://example.com/help" target="_self">external</a> <a href="/tutorials">inside</a></p>',
    `<p>${longWord}</p>`,
    // What a hostile client might send: none of it may reach the page.
    // (The contract already refuses an image that is not embedded, so these carry a valid one or none.)
    `<img src="${png}" onerror="window.__xss=1"><svg onload="window.__xss=2"></svg><script>window.__xss=3</script>`,
    '<a href="javascript:window.__xss=4">js</a><p style="position:fixed;inset:0;background:red">styled</p>',
    '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe><a href="//evil.example" onclick="window.__xss=6">far</a>',
    '<math><mtext><table><mglyph><style><a href="x" onmouseover="window.__xss=7">m</a></style></mglyph></table></mtext></math>',
  ].join('');
  const created = await request.post('/api/messages', {
    headers,
    data: { subject: `Rich text ${Date.now()}`, category: 'technical', message },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  for (const [device, viewport] of Object.entries(WIDTHS)) {
    await page.setViewportSize(viewport);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    if (device === 'desktop') {
      await openSignedIn(page, DEMO);
    }
    await page.goto(`/messages/conversation/${id}`);
    const view = page.getByTestId('thread-message-body').first();
    await expect(view.locator('h2')).toHaveText('Centred heading');
    await expect(view.locator('h2')).toHaveCSS('text-align', 'center');
    // Quill's list markers, drawn by the viewer from data-list (the marker span is not stored).
    await expect(view.locator('.ql-ui')).toHaveCount(0);
    // One marker each: the browser's own list numbering is off for Quill's items.
    await expect(view.locator('li').first()).toHaveCSS('list-style-type', 'none');
    await expect(view.locator('li').nth(2)).toHaveCSS('list-style-type', 'none');
    const marker = (nth: number) =>
      view
        .locator('li')
        .nth(nth)
        .evaluate((item) => getComputedStyle(item, '::before').content);
    expect(await marker(0)).toMatch(/^counter\(list-0(, decimal)?\) "\. "$/);
    expect(await marker(2)).toBe('"•"');
    const paddings = await view
      .locator('li')
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).paddingLeft));
    expect(Number.parseFloat(paddings[2] ?? '0')).toBeGreaterThan(Number.parseFloat(paddings[0] ?? '0'));
    await expect(view.locator('p.ql-indent-2')).not.toHaveCSS('padding-left', '0px');
    // Images within the box, links: outside in a new tab without opener, inside in place.
    await expect(view.locator('img')).toHaveCount(2);
    await expect(view.locator('img').first()).toHaveCSS('max-width', '100%');
    await expect(view.locator('img').nth(1)).toHaveAttribute('alt', '');
    await expect(view.getByRole('link', { name: 'external' })).toHaveAttribute('target', '_blank');
    await expect(view.getByRole('link', { name: 'external' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    await expect(view.getByRole('link', { name: 'inside' })).not.toHaveAttribute('target', /.*/);
    // A refused link leaves its words.
    await expect(view).toContainText('js');
    await expect(
      view.locator(
        'a[href^="javascript"], a[href^="//"], script, iframe, svg, math, style, [style], [onerror], [onclick]',
      ),
    ).toHaveCount(0);
    await expect(view).toContainText('far');
    await expect(view.getByText('styled')).toHaveCSS('position', 'static');
    // The long word wraps instead of widening the page.
    await noSidewaysScroll(page);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await shot(page, `rich-text-view-${device}-en-light`);
  }
});

/** The compose dialog's editor in every language and scheme at both widths: translated, wrapped, readable. */
for (const { device, viewport, language, scheme } of looks()) {
  test(`the editor at ${device} width in ${language}, ${scheme}`, async ({ page }) => {
    const names = {
      en: { bold: 'Bold', toolbar: 'Formatting', link: 'Link address' },
      th: { bold: 'ตัวหนา', toolbar: 'การจัดรูปแบบ', link: 'ที่อยู่ลิงก์' },
      zh: { bold: '粗体', toolbar: '格式', link: '链接地址' },
    }[language];
    await page.setViewportSize(viewport);
    await openSignedIn(page, DEMO, '/messages', { language, scheme });
    await page.getByTestId('compose-open').click();
    const frame = page.getByTestId('compose-dialog').getByTestId('rich-text-editor');
    const editor = frame.locator('[id="compose-message"]');
    await expect(editor).toBeVisible();
    const toolbar = frame.getByRole('toolbar', { name: names.toolbar });
    await expect(toolbar.getByRole('button', { name: names.bold, exact: true })).toBeVisible();
    // The toolbar wraps inside the dialog rather than overflowing it.
    expect(
      await toolbar.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    await editor.click();
    await page.keyboard.type(language === 'th' ? 'สวัสดี ' : language === 'zh' ? '你好 ' : 'Hello ');
    await page.keyboard.press('Control+b');
    await page.keyboard.type('bold');
    await expect(editor.locator('strong')).toHaveText('bold');
    // The link tooltip opens inside the editor's box, translated.
    await page.keyboard.press('Shift+Home');
    await toolbar.locator('button.ql-link').click();
    // Words that are not an address do not prefill the box.
    await expect(frame.getByRole('textbox', { name: names.link })).toBeVisible();
    await expect(frame.getByRole('textbox', { name: names.link })).toHaveValue('');
    const inside = await frame.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const tip = element.querySelector('.ql-tooltip')?.getBoundingClientRect();
      return tip ? tip.left >= box.left - 1 && tip.right <= box.right + 1 : false;
    });
    expect(inside).toBe(true);
    await noSidewaysScroll(page);
    await shot(page, `rich-text-compose-${device}-${language}-${scheme}`);
    await expectAccessible(
      page,
      `compose editor ${language} ${scheme}`,
      '[data-testid="compose-dialog"] [data-testid="rich-text-editor"]',
    );
  });
}
