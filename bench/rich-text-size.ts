// `npm run bench:rich-text`: how much HTML the rich-text editor (Quill, as the web app configures it) writes for a
// long honest support message, so the message limits (packages/contracts/src/values/messages.ts) fit what the
// editor produces. Runs Quill in Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and prints, for ~20,000
// characters of text with ordinary and with heavy formatting, the text length, the HTML length and the ratio.
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';

const require = createRequire(import.meta.url);
const QUILL_JS = require.resolve('quill/dist/quill.js');
const TEXT_CHARS = 20_000;

interface Op {
  insert: string;
  attributes?: Record<string, unknown>;
}

const WORDS =
  'the campaign budget was charged twice for clicks on the banner yesterday please check deposit'.split(' ');

/** A support message: paragraphs, a heading, a bulleted list, a few bold words and links. */
function honestMessage(): Op[] {
  const ops: Op[] = [];
  let length = 0;
  let index = 0;
  while (length < TEXT_CHARS) {
    const word = WORDS[index % WORDS.length] ?? 'word';
    index += 1;
    const attributes =
      index % 25 === 0
        ? { bold: true }
        : index % 97 === 0
          ? { link: 'https://shop.example.com/landing' }
          : undefined;
    ops.push(attributes ? { insert: word, attributes } : { insert: word });
    ops.push({ insert: index % 70 === 0 ? '\n' : ' ' });
    if (index % 400 === 0) ops.push({ insert: 'Steps so far' }, { insert: '\n', attributes: { header: 2 } });
    if (index % 300 === 0)
      for (let item = 0; item < 3; item += 1)
        ops.push({ insert: `item ${item}` }, { insert: '\n', attributes: { list: 'bullet' } });
    length += word.length + 1;
  }
  ops.push({ insert: '\n' });
  return ops;
}

/** The worst an honest writer does: every word bold, italic, underlined or coloured, short list items. */
function heavilyFormatted(): Op[] {
  const styles = [
    { bold: true },
    { italic: true },
    { underline: true },
    { color: '#e60000' },
    { strike: true },
  ];
  const ops: Op[] = [];
  let length = 0;
  let index = 0;
  while (length < TEXT_CHARS) {
    const word = WORDS[index % WORDS.length] ?? 'word';
    ops.push({ insert: word, attributes: styles[index % styles.length] ?? {} });
    ops.push(
      index % 6 === 5
        ? { insert: '\n', attributes: { list: index % 12 === 5 ? 'bullet' : 'ordered', indent: 1 } }
        : { insert: ' ' },
    );
    length += word.length + 1;
    index += 1;
  }
  ops.push({ insert: '\n' });
  return ops;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  await page.setContent('<div id="editor"></div>');
  await page.addScriptTag({ path: QUILL_JS });
  for (const [name, ops] of [
    ['ordinary formatting', honestMessage()],
    ['heavy formatting', heavilyFormatted()],
  ] as const) {
    const measured = await page.evaluate((delta) => {
      const Quill = (window as unknown as { Quill: new (el: string, o: object) => QuillLike }).Quill;
      interface QuillLike {
        setContents(ops: unknown): void;
        getText(): string;
        root: HTMLElement;
      }
      document.querySelector('#editor')!.innerHTML = '';
      const quill = new Quill('#editor', { theme: 'snow' });
      quill.setContents(delta);
      return { text: quill.getText().length, html: quill.root.innerHTML.length };
    }, ops);
    console.info(
      `${name}: ${measured.text} characters of text → ${measured.html} characters of HTML (×${(
        measured.html / measured.text
      ).toFixed(2)})`,
    );
  }
} finally {
  await browser.close();
}
