import { RICH_TEXT_IMAGE_MAX_BYTES } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { plainTextOf, sanitizeRichText } from './rich-text.ts';

/** A 1×1 transparent png, as Quill embeds a picked file. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const GIF = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** What the output may hold: tag → attributes; every class is checked against CLASSES. */
const ALLOWED: Record<string, readonly string[]> = {
  p: ['class'],
  br: [],
  h1: ['class'],
  h2: ['class'],
  h3: ['class'],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  blockquote: ['class'],
  pre: ['class'],
  code: [],
  ol: [],
  ul: [],
  li: ['class', 'data-list'],
  span: ['class'],
  div: ['class'],
  a: ['href', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
};
const CLASSES =
  /^(?:ql-indent-[1-8]|ql-align-(?:center|right|justify)|ql-size-(?:small|large|huge)|ql-syntax|ql-code-block(?:-container)?)$/;
const SAFE_HREF = /^(?:https?:\/\/[^/\\\s]|mailto:|tel:|\/(?![/\\]))/i;
const SAFE_SRC = /^data:image\/(?:png|gif|jpeg|bmp|x-icon);base64,[A-Za-z0-9+/]+=*$/;

/**
 * Reads the sanitized HTML strictly: every `<` must open a well-formed allowed tag whose attributes are allowed
 * and double-quoted, text holds no `<` or `>`, links and images pass their rules. Anything else fails — so a
 * payload cannot hide in a shape this reader does not know.
 */
function expectInert(html: string): void {
  const tag = /<(\/?)([a-z0-9]+)((?:\s[a-z-]+="[^"<>]*")*)\s*>/y;
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    const text = html.slice(index, next === -1 ? html.length : next);
    expect(text, `text ${JSON.stringify(text)} in ${html}`).not.toMatch(/[<>]/);
    if (next === -1) break;
    tag.lastIndex = next;
    const match = tag.exec(html);
    expect(match, `malformed tag at ${next} in ${html}`).not.toBeNull();
    if (!match) return;
    const [, closing, name = '', attributes = ''] = match;
    expect(Object.keys(ALLOWED), html).toContain(name);
    if (closing) expect(attributes).toBe('');
    for (const [, attribute = '', value = ''] of attributes.matchAll(/\s([a-z-]+)="([^"]*)"/g)) {
      expect(ALLOWED[name], `${name}[${attribute}] in ${html}`).toContain(attribute);
      const decoded = value.replaceAll('&amp;', '&').replaceAll('&quot;', '"');
      if (attribute === 'class') for (const name of decoded.split(' ')) expect(name).toMatch(CLASSES);
      if (attribute === 'href') expect(decoded).toMatch(SAFE_HREF);
      if (attribute === 'src') expect(decoded).toMatch(SAFE_SRC);
      if (attribute === 'data-list') expect(['bullet', 'ordered']).toContain(decoded);
      if (attribute === 'target') expect(decoded).toBe('_blank');
      if (attribute === 'rel') expect(decoded).toBe('noopener noreferrer nofollow');
    }
    index = tag.lastIndex;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: none may be left
  expect(html).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  expect(html).not.toMatch(
    /javascript:|vbscript:|livescript:|data:text|srcdoc|expression\(|onerror|onload|style=/i,
  );
}

/**
 * Known XSS payloads in the spirit of OWASP's filter evasion cheat sheet and the mutation XSS papers. Each one
 * goes through the sanitizer; whatever comes out must be inert (expectInert), and for some the visible text is
 * pinned too.
 */
const PAYLOADS: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
  '<ScRiPt>alert(String.fromCharCode(88,83,83))</sCrIpT>',
  '<script/xss src="https://xss.example/xss.js"></script>',
  '<<script>alert("xss");//<</script>',
  '<script>alert(1)',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=javascript:alert(&quot;XSS&quot;)>',
  '<img src="jav\tascript:alert(1);">',
  '<img src="jav&#x09;ascript:alert(1);">',
  '<img src=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<img src="x" onerror="alert(1)" alt="cat">',
  '<img """><script>alert("XSS")</script>">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+">',
  '<img src="data:image/png;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+PC9zdmc+">',
  '<img src="https://tracker.example/pixel.gif">',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  // Raw-text elements inside foreign content (fixed in sanitize-html 2.17.6, which needs Node 22: ADR 11).
  '<svg><textarea><img src=x onerror=alert(1)></textarea></svg>',
  '<math><xmp><img src=x onerror=alert(1)></xmp></math>',
  '<math><mtext><textarea><img src=x onerror=alert(1)></textarea></mtext></math>',
  // SVG animation setting a scheme (fixed in 2.17.7): SVG is never kept, with its content.
  '<svg><animate attributeName="href" values="javascript:alert(1)"/><a><text>x</text></a></svg>',
  '<svg><set attributeName="href" to="javascript:alert(1)"/></svg><p>ok</p>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">click</a>',
  '<a href=" &#14;  javascript:alert(1)">click</a>',
  '<a href="java\nscript:alert(1)">click</a>',
  '<a href="java\u0000script:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="//evil.example/phish">click</a>',
  '<a href="/\\evil.example/phish">click</a>',
  '<a href="\\\\evil.example">click</a>',
  '<a href="ftp://files.example/x">click</a>',
  '<a href="https://ok.example" onclick="alert(1)" onmouseover=alert(1)>ok</a>',
  '<a href=https://ok.example target=_self rel=opener>ok</a>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1));">x</div>',
  '<p style="position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999">cover</p>',
  '<span class="ql-ui" style="position:fixed;inset:0">overlay</span>',
  '<style>body{display:none}</style><p>after</p>',
  '<link rel="stylesheet" href="https://xss.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1);">',
  '<base href="https://evil.example/">',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<button formaction="javascript:alert(1)">go</button>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<body onload=alert(1)>',
  '<p onclick=alert(1) onmouseover=alert(1)>hover</p>',
  '<p/onmouseover=alert(1)>x</p>',
  '<template><img src=x onerror=alert(1)></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<p>a\u0000<scr\u0000ipt>alert(1)</scr\u0000ipt></p>',
  '<li data-list="javascript:alert(1)" class="ql-indent-99 evil">item</li>',
  '<h4>deep</h4><h6 onclick=alert(1)>deeper</h6>',
  `<img src="${PNG}" onerror="alert(1)" style="width:9999px" width="9999999">`,
  '<p class="ql-align-center" data-x="1" id="login-form">id taken</p>',
];

describe('sanitizeRichText against known XSS payloads', () => {
  it('has a list long enough to mean something', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PAYLOADS)('leaves nothing executable: %s', (payload) => {
    const clean = sanitizeRichText(payload);
    expectInert(clean);
    // Sanitizing is stable: the kept HTML sanitizes to itself.
    expect(sanitizeRichText(clean)).toBe(clean);
  });

  it('keeps the words but not the markup of what it drops', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(sanitizeRichText('<a href="//evil.example/phish">click</a>')).toBe('click');
    expect(sanitizeRichText('<style>body{display:none}</style><p>after</p>')).toBe('<p>after</p>');
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg>')).toBe('');
    expect(sanitizeRichText('<svg><textarea><img src=x onerror=alert(1)></textarea></svg><p>ok</p>')).toBe(
      '<p>ok</p>',
    );
    expect(sanitizeRichText('<p onclick=alert(1) onmouseover=alert(1)>hover</p>')).toBe('<p>hover</p>');
    expect(sanitizeRichText('<p style="position:fixed;top:0">cover</p>')).toBe('<p>cover</p>');
    expect(sanitizeRichText('<span class="ql-ui" style="position:fixed;inset:0">overlay</span>')).toBe(
      'overlay',
    );
    expect(sanitizeRichText('<h4>deep</h4>')).toBe('deep');
    expect(sanitizeRichText('<img src="https://tracker.example/pixel.gif"><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeRichText('<li data-list="javascript:alert(1)" class="ql-indent-99 evil">item</li>')).toBe(
      '<li>item</li>',
    );
  });

  it('forces external links to a new tab without opener, referrer or ranking', () => {
    expect(sanitizeRichText('<a href=https://ok.example target=_self rel=opener>ok</a>')).toBe(
      '<a href="https://ok.example" rel="noopener noreferrer nofollow" target="_blank">ok</a>',
    );
    expect(sanitizeRichText('<a href="mailto:support@example.com">mail</a>')).toBe(
      '<a href="mailto:support@example.com" rel="noopener noreferrer nofollow" target="_blank">mail</a>',
    );
    // A path of this site stays in the tab.
    expect(sanitizeRichText('<a href="/deposit" target="_blank">deposit</a>')).toBe(
      '<a href="/deposit">deposit</a>',
    );
  });
});

describe('sanitizeRichText keeps what Quill 2 writes', () => {
  // Quill's HTML as the editor holds it (root.innerHTML), copied from the editor in a browser.
  const link =
    '<a href="https://example.com/help?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">help</a>';
  const kept = {
    paragraphs:
      '<p>Hello <strong>bold</strong> <em>italic</em> <u>under</u> <s>gone</s></p><p><br></p><p>a  b</p>',
    headers: '<h1>One</h1><h2>Two</h2><h3 class="ql-align-center">Three</h3>',
    indents: '<p class="ql-indent-1">one</p><p class="ql-indent-8 ql-align-justify">eight</p>',
    alignment:
      '<p class="ql-align-center">c</p><p class="ql-align-right">r</p><p class="ql-align-justify">j</p>',
    sizes:
      '<p><span class="ql-size-small">s</span> <span class="ql-size-large">l</span> <span class="ql-size-huge">h</span></p>',
    quoteAndCode:
      '<blockquote>quoted</blockquote><div class="ql-code-block-container"><div class="ql-code-block">if (a &lt; b) {}</div><div class="ql-code-block">  return;</div></div><p><code>x = 1</code></p>',
    inlinePng: `<p>before <img src="${PNG}" alt="dot"> after</p>`,
    sizedGif: `<p><img src="${GIF}" alt="spinner" width="16" height="16"></p>`,
    nbsp: '<p>a&nbsp;&nbsp;b &amp; c &lt;d&gt; "e" \'f\'</p>',
    thai: '<p>สวัสดี 你好 — €</p>',
  };

  it.each(Object.entries(kept))('%s byte for byte', (_name, html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('lists: items keep data-list and indent, Quill’s marker span is left to the viewer', () => {
    const quill =
      '<ol><li data-list="bullet"><span class="ql-ui" contenteditable="false"></span>one</li><li data-list="bullet" class="ql-indent-1"><span class="ql-ui" contenteditable="false"></span>nested</li><li data-list="ordered"><span class="ql-ui" contenteditable="false"></span>first</li></ol>';
    expect(sanitizeRichText(quill)).toBe(
      '<ol><li data-list="bullet">one</li><li data-list="bullet" class="ql-indent-1">nested</li><li data-list="ordered">first</li></ol>',
    );
  });

  it('links: Quill’s rel becomes ours, the rest is kept', () => {
    expect(sanitizeRichText(`<p>${link}</p>`)).toBe(
      '<p><a href="https://example.com/help?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">help</a></p>',
    );
    expect(
      sanitizeRichText(
        '<p><a href="tel:+66 2 123 4567" rel="noopener noreferrer" target="_blank">call</a></p>',
      ),
    ).toBe('<p><a href="tel:+66 2 123 4567" rel="noopener noreferrer nofollow" target="_blank">call</a></p>');
  });

  it('code blocks written elsewhere as <pre> and semantic lists stay', () => {
    const html =
      '<pre class="ql-syntax">a\n  b</pre><ul><li>x<ul><li>y</li></ul></li></ul><ol><li>1</li></ol>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops the attributes Quill adds for editing (spellcheck, contenteditable)', () => {
    expect(
      sanitizeRichText(
        '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block">x</div></div>',
      ),
    ).toBe('<div class="ql-code-block-container"><div class="ql-code-block">x</div></div>');
  });
});

describe('embedded images', () => {
  const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
  const pngOfSize = (size: number) => {
    const bytes = new Uint8Array(size);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    return `data:image/png;base64,${base64Of(bytes)}`;
  };

  it('keeps an image up to the limit and drops a bigger one', () => {
    const atLimit = pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES);
    const over = pngOfSize(RICH_TEXT_IMAGE_MAX_BYTES + 1);
    expect(sanitizeRichText(`<p><img src="${atLimit}"></p>`)).toBe(`<p><img src="${atLimit}" alt=""></p>`);
    expect(sanitizeRichText(`<p><img src="${over}"></p>`)).toBe('<p></p>');
  });

  it('keeps each allowed type only when its bytes are that type', () => {
    const signatures: Record<string, number[]> = {
      'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
      'image/bmp': [0x42, 0x4d, 0x3a, 0, 0, 0],
      'image/x-icon': [0, 0, 1, 0, 1, 0],
    };
    for (const [type, signature] of Object.entries(signatures)) {
      const src = `data:${type};base64,${base64Of(new Uint8Array([...signature, 1, 2, 3, 4, 5, 6]))}`;
      expect(sanitizeRichText(`<img src="${src}" alt="a">`), type).toBe(`<img src="${src}" alt="a">`);
      // The same bytes declared as another type are refused.
      const lie = type === 'image/png' ? 'image/gif' : 'image/png';
      expect(sanitizeRichText(`<img src="${src.replace(type, lie)}" alt="a">`), `${type} as ${lie}`).toBe('');
    }
  });

  it('refuses SVG, WebP and anything not base64', () => {
    const svg = `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`;
    expect(sanitizeRichText(`<img src="${svg}">`)).toBe('');
    expect(
      sanitizeRichText('<img src="data:image/webp;base64,UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==">'),
    ).toBe('');
    expect(sanitizeRichText('<img src="data:image/png,%89PNG">')).toBe('');
    expect(sanitizeRichText('<img src="/api/content-images/1">')).toBe('');
  });
});

describe('plainTextOf', () => {
  it('gives the words, one block a line, entities decoded, spaces collapsed', () => {
    expect(
      plainTextOf(
        '<h2>Deposits</h2><p>Send&nbsp;USDT &amp; wait  for <strong>19</strong> confirmations.</p><ol><li data-list="bullet"><span class="ql-ui"></span>Copy the address</li><li data-list="bullet">Pay</li></ol><p>a<br>b &lt;c&gt;</p>',
      ),
    ).toBe('Deposits\nSend USDT & wait for 19 confirmations.\nCopy the address\nPay\na\nb <c>');
  });

  it('is empty for Quill’s empty editor, white space, images only and scripts', () => {
    expect(plainTextOf('<p><br></p>')).toBe('');
    expect(plainTextOf('<p> &nbsp; </p><p><br></p>')).toBe('');
    expect(plainTextOf(`<p><img src="${PNG}"></p>`)).toBe('');
    expect(plainTextOf('<script>alert(1)</script><style>p{}</style>')).toBe('');
  });

  it('never turns escaped text back into markup it would keep', () => {
    expect(plainTextOf('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe('<script>alert(1)</script>');
  });
});
