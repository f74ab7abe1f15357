import { describe, expect, it } from 'vitest';
import {
  MESSAGE_MARKUP_MAX_CHARS,
  MESSAGE_TEXT_MAX_CHARS,
  ZComposeMessageBody,
  ZMessageReplyBody,
} from './messages.ts';
import { richTextMarkupLength, richTextTextLength } from './rich-text.ts';

/** Quill's HTML for `chars` characters of text, every word bold: paragraphs of 70 words. */
function formattedText(chars: number): string {
  const words: string[] = [];
  let length = 0;
  while (length < chars) {
    const word = 'budget'.slice(0, Math.min(6, chars - length));
    words.push(word);
    length += word.length;
    if (length < chars) {
      words.push(' ');
      length += 1;
    }
  }
  const paragraphs: string[] = [];
  for (let index = 0; index < words.length; index += 140) {
    const inner = words
      .slice(index, index + 140)
      .map((word) => (word === ' ' ? ' ' : `<strong>${word}</strong>`))
      .join('');
    paragraphs.push(`<p>${inner}</p>`);
  }
  return paragraphs.join('');
}

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('a message body fits what the editor writes for an honest message', () => {
  it('counts text without tags and an entity as one character, markup without image data', () => {
    expect(richTextTextLength('<p>a &amp; <strong>b</strong></p>')).toBe(5);
    expect(richTextMarkupLength('<p><img src="data:image/png;base64,AAAA"></p>')).toBe(
      '<p><img src=""></p>'.length,
    );
  });

  it(`accepts ${MESSAGE_TEXT_MAX_CHARS} characters of formatted text and refuses one more, with a field error`, () => {
    const longest = formattedText(MESSAGE_TEXT_MAX_CHARS);
    expect(richTextTextLength(longest)).toBe(MESSAGE_TEXT_MAX_CHARS);
    expect(ZMessageReplyBody.safeParse({ message: longest }).success).toBe(true);
    const tooLong = ZComposeMessageBody.safeParse({
      subject: 'Hi',
      category: 'billing',
      message: formattedText(MESSAGE_TEXT_MAX_CHARS + 1),
    });
    expect(issuesOf(tooLong)).toEqual([`messages.validation.textTooLong|max=${MESSAGE_TEXT_MAX_CHARS}`]);
  });

  it('refuses markup far beyond any formatting of the text, but not a long text with an image', () => {
    const bloated = `<p>hi</p>${'<strong></strong>'.repeat(MESSAGE_MARKUP_MAX_CHARS / 10)}`;
    expect(issuesOf(ZMessageReplyBody.safeParse({ message: bloated }))).toEqual([
      'messages.validation.formattingTooLong',
    ]);
    const signature = String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    const image = `data:image/png;base64,${btoa(signature + '\0'.repeat(200_000))}`;
    const withImage = `${formattedText(15_000)}<p><img src="${image}"></p>`;
    expect(withImage.length).toBeGreaterThan(MESSAGE_MARKUP_MAX_CHARS);
    expect(ZMessageReplyBody.safeParse({ message: withImage }).success).toBe(true);
    // The old limit let 800,000 characters of text through.
    expect(ZMessageReplyBody.safeParse({ message: `<p>${'a'.repeat(799_000)}</p>` }).success).toBe(false);
  });
});
