import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { actionLogs } from '../../db/schema/index.ts';

type Texts = { title: string; summary?: string; body_html: string };
type Summary = { id: string; title: string; fallback: boolean; language: string };

/** A 1×1 PNG, embedded the way the editor embeds images. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

const text = (title: string, body = `<p>${title} explained.</p>`, summary = ''): Texts => ({
  title,
  summary,
  body_html: body,
});

describeOnEachDatabase('tutorials', (client) => {
  let operator = '';
  let reader = '';
  const th = { 'accept-language': 'th' };
  const zh = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' };

  async function category(en: string, names: Record<string, string> = {}) {
    const response = await client().post(
      '/api/ops/tutorial-categories',
      { names: { en, ...names } },
      { token: operator },
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string; position: number }>();
  }

  async function article(
    categoryId: string,
    translations: Record<string, Texts>,
    patch: Record<string, unknown> = {},
  ) {
    const response = await client().post(
      '/api/ops/tutorials',
      { category_id: categoryId, status: 'published', translations, ...patch },
      { token: operator },
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string; position: number; published_at: string | null }>();
  }

  const read = (c: TestClient, url: string, headers: Record<string, string> = {}) =>
    c.get(url, { token: reader, headers });

  beforeAll(async () => {
    const c = client();
    await c.app.services.operators.create({
      name: 'Content Desk',
      email: 'content-desk@example.com',
      password: 'Operator#123',
    });
    operator = (await c.login('content-desk@example.com', 'Operator#123')).access_token;
    const account = await c.register();
    reader = (await c.login(account.email, account.password)).access_token;
  });

  it('keeps drafts away from advertisers (404, not listed, not counted) and shows them once published', async () => {
    const c = client();
    const home = await category('Drafts and more');
    const draft = await article(home.id, { en: text('Secret roadmap') }, { status: 'draft' });
    expect(draft.published_at).toBeNull();

    expect((await read(c, `/api/tutorials/${draft.id}`)).statusCode).toBe(404);
    const all = (await read(c, '/api/tutorials/all?search=roadmap')).json();
    expect(all.total).toBe(0);
    const listed = (await read(c, `/api/tutorials/categories/${home.id}`)).json();
    expect(listed.data).toEqual([]);
    const front = (await read(c, '/api/tutorials')).json();
    expect(front.categories.map((row: { id: string }) => row.id)).not.toContain(home.id);

    const published = await c.request('PUT', `/api/ops/tutorials/${draft.id}`, {
      token: operator,
      body: { category_id: home.id, status: 'published', translations: { en: text('Secret roadmap') } },
    });
    expect(published.statusCode).toBe(200);
    const firstPublished = published.json().published_at;
    expect(firstPublished).not.toBeNull();
    expect((await read(c, `/api/tutorials/${draft.id}`)).statusCode).toBe(200);

    // Back to draft and published again: the first publication date stays.
    for (const status of ['draft', 'published']) {
      const again = await c.request('PUT', `/api/ops/tutorials/${draft.id}`, {
        token: operator,
        body: { category_id: home.id, status, translations: { en: text('Secret roadmap') } },
      });
      expect(again.json().published_at).toBe(firstPublished);
    }
  });

  it("answers in the reader's language and falls back to English, saying so", async () => {
    const c = client();
    const cat = await category('Deposits', { th: 'การฝากเงิน' });
    const both = await article(cat.id, {
      en: text('How to deposit', '<p>Send USDT on TRC20.</p>', 'Top up in minutes'),
      th: text('วิธีฝากเงิน', '<p>โอน USDT บนเครือข่าย TRC20</p>', 'เติมเงินในไม่กี่นาที'),
    });
    const englishOnly = await article(cat.id, { en: text('Minimum amounts') });

    const thai = (await read(c, `/api/tutorials/${both.id}`, th)).json();
    expect(thai).toMatchObject({
      title: 'วิธีฝากเงิน',
      summary: 'เติมเงินในไม่กี่นาที',
      language: 'th',
      requested_language: 'th',
      fallback: false,
      category_name: 'การฝากเงิน',
    });
    expect(thai.body_html).toContain('โอน USDT');

    const fallback = (await read(c, `/api/tutorials/${englishOnly.id}`, th)).json();
    expect(fallback).toMatchObject({
      title: 'Minimum amounts',
      language: 'en',
      requested_language: 'th',
      fallback: true,
    });
    // Chinese: neither article nor category is translated.
    const chinese = (await read(c, `/api/tutorials/${both.id}`, zh)).json();
    expect(chinese).toMatchObject({ title: 'How to deposit', language: 'en', fallback: true });
    expect(chinese.category_name).toBe('Deposits');
    const english = (await read(c, `/api/tutorials/${both.id}`)).json();
    expect(english).toMatchObject({ title: 'How to deposit', language: 'en', fallback: false });
  });

  it("searches title, summary and text in the reader's language and English, never the markup", async () => {
    const c = client();
    const cat = await category('Search corner');
    const target = await article(cat.id, {
      en: text(
        'Voided clicks',
        '<p>A <strong>crawler</strong> click is never charged.</p>',
        'Why clicks are void',
      ),
      th: text('คลิกที่เป็นโมฆะ', '<p>คลิกจากบอตจะไม่ถูกเรียกเก็บเงิน</p>'),
    });
    await article(cat.id, { en: text('Reading the statement', '<p>Settlement after midnight.</p>') });

    const ids = async (query: string, headers: Record<string, string> = {}) =>
      (await read(c, `/api/tutorials/all?${query}`, headers)).json().data.map((row: Summary) => row.id);
    // English body text, read in Thai: English is searched too.
    expect(await ids('search=crawler', th)).toEqual([target.id]);
    // Thai body text.
    expect(await ids(`search=${encodeURIComponent('บอต')}`, th)).toEqual([target.id]);
    // Thai text is not searched for an English reader.
    expect(await ids(`search=${encodeURIComponent('บอต')}`)).toEqual([]);
    // The summary, case-insensitive.
    expect(await ids('search=WHY%20CLICKS')).toEqual([target.id]);
    // A tag name is markup, not text.
    expect(await ids('search=strong')).toEqual([]);
    // % and _ are matched literally.
    expect(await ids('search=%25')).toEqual([]);
    // The category filter.
    const inCategory = (await read(c, `/api/tutorials/all?category_id=${cat.id}&page_size=1`)).json();
    expect(inCategory).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(inCategory.data).toHaveLength(1);
    // Bad filters are field errors.
    const bad = await read(c, '/api/tutorials/all?category_id=nope&page=0');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['querystring.category_id', 'querystring.page']);
  });

  it('orders a category by position and walks previous/next inside it, skipping drafts', async () => {
    const c = client();
    const cat = await category('Getting started');
    const other = await category('Elsewhere');
    const third = await article(cat.id, { en: text('Third') }, { position: 30 });
    const first = await article(cat.id, { en: text('First') }, { position: 10 });
    await article(cat.id, { en: text('Hidden draft') }, { position: 15, status: 'draft' });
    const second = await article(cat.id, { en: text('Second') }, { position: 20 });
    await article(other.id, { en: text('Not a neighbour') }, { position: 25 });
    // No position: the end of the category.
    const last = await article(cat.id, { en: text('Last') });
    expect(last.position).toBe(31);

    const listed = (await read(c, `/api/tutorials/categories/${cat.id}`)).json();
    expect(listed.category).toMatchObject({ name: 'Getting started', article_count: 4 });
    expect(listed.data.map((row: Summary) => row.title)).toEqual(['First', 'Second', 'Third', 'Last']);

    const middle = (await read(c, `/api/tutorials/${second.id}`)).json();
    expect(middle.previous).toEqual({ id: first.id, title: 'First' });
    expect(middle.next).toEqual({ id: third.id, title: 'Third' });
    const start = (await read(c, `/api/tutorials/${first.id}`)).json();
    expect(start.previous).toBeNull();
    expect(start.next).toEqual({ id: second.id, title: 'Second' });
    const end = (await read(c, `/api/tutorials/${last.id}`)).json();
    expect(end.next).toBeNull();

    // Categories in a new order: the home lists them so.
    const order = (await c.get('/api/ops/tutorial-categories', { token: operator })).json();
    const ids = order.data.map((row: { id: string }) => row.id);
    const reversed = [...ids].reverse();
    const moved = await c.request('PUT', '/api/ops/tutorial-categories/order', {
      token: operator,
      body: { ids: reversed },
    });
    expect(moved.statusCode).toBe(200);
    const front = (await read(c, '/api/tutorials')).json();
    const shown = front.categories.map((row: { id: string }) => row.id);
    expect(shown).toEqual(reversed.filter((id: string) => shown.includes(id)));
    // An order must name every category once.
    const partial = await c.request('PUT', '/api/ops/tutorial-categories/order', {
      token: operator,
      body: { ids: reversed.slice(1) },
    });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().fields[0].path).toBe('ids');
  });

  it('validates articles and categories: English title and body required, field errors per language', async () => {
    const c = client();
    const cat = await category('Validation');
    const missing = await c.post(
      '/api/ops/tutorials',
      {
        category_id: cat.id,
        status: 'published',
        translations: { en: { title: '  ', body_html: '<p><br></p>' }, th: { title: 'หัวข้อ' } },
      },
      { token: operator },
    );
    expect(missing.statusCode).toBe(422);
    expect(
      missing
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['translations.en.body_html', 'translations.en.title', 'translations.th.body_html']);
    const noEnglish = await c.post(
      '/api/ops/tutorials',
      { category_id: cat.id, status: 'draft', translations: { th: text('หัวข้อ') } },
      { token: operator },
    );
    expect(noEnglish.statusCode).toBe(422);
    expect(noEnglish.json().fields).toEqual([
      expect.objectContaining({ path: 'translations.en', key: 'validation.required' }),
    ]);
    // Nothing left once sanitized: as empty as no body.
    const onlyScript = await c.post(
      '/api/ops/tutorials',
      {
        category_id: cat.id,
        status: 'draft',
        translations: { en: text('Script', '<script>alert(1)</script>') },
      },
      { token: operator },
    );
    expect(onlyScript.statusCode).toBe(422);
    expect(onlyScript.json().fields[0]).toMatchObject({ path: 'translations.en.body_html' });
    const unknownCategory = await c.post(
      '/api/ops/tutorials',
      {
        category_id: '00000000-0000-4000-8000-000000000000',
        status: 'draft',
        translations: { en: text('Lost') },
      },
      { token: operator },
    );
    expect(unknownCategory.statusCode).toBe(422);
    expect(unknownCategory.json().fields[0].path).toBe('category_id');
    const badPosition = await c.post(
      '/api/ops/tutorials',
      { category_id: cat.id, status: 'draft', position: -1, translations: { en: text('Negative') } },
      { token: operator },
    );
    expect(badPosition.json().fields[0].path).toBe('position');

    const noName = await c.post('/api/ops/tutorial-categories', { names: { th: 'ชื่อ' } }, { token: operator });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().fields[0].path).toBe('names.en');
    const renamed = await c.request('PUT', `/api/ops/tutorial-categories/${cat.id}`, {
      token: operator,
      body: { names: { en: 'Checks', th: 'การตรวจสอบ', zh: '' } },
    });
    expect(renamed.json()).toMatchObject({ names: { en: 'Checks', th: 'การตรวจสอบ' } });
    expect(renamed.json().names).not.toHaveProperty('zh');
  });

  it("sanitizes every body, the operators' too", async () => {
    const c = client();
    const cat = await category('Sanitizing');
    const created = await article(cat.id, {
      en: text(
        'Payloads',
        `<p>Hello <img src="${PIXEL}" onerror="alert(1)"><a href="javascript:alert(2)">link</a> <a href="//evil.example/x">away</a> <a href="https://example.com/help">help</a></p><script>alert(3)</script>`,
      ),
      zh: text('载荷', '<p onclick="alert(4)">你好</p><svg onload="alert(5)"></svg>'),
    });
    const stored = (await c.get(`/api/ops/tutorials/${created.id}`, { token: operator })).json();
    for (const html of [stored.translations.en.body_html, stored.translations.zh.body_html]) {
      expect(html).not.toMatch(/onerror|onclick|onload|javascript:|<script|<svg|evil\.example/i);
    }
    expect(stored.translations.en.body_html).toContain('https://example.com/help');
    expect(stored.translations.en.body_html).toContain(`<img src="${PIXEL}"`);
    expect(stored.translations.zh.body_html).toContain('你好');
    const shown = (await read(c, `/api/tutorials/${created.id}`)).json();
    expect(shown.body_html).toBe(stored.translations.en.body_html);
  });

  it('takes an article whose three languages together pass the default body limit', async () => {
    const cat = await category('Long reads');
    const long = (word: string) => `<p>${`${word} `.repeat(100_000)}</p>`;
    const created = await article(cat.id, {
      en: text('Long', long('words')),
      th: text('ยาว', long('คำ')),
      zh: text('长', long('文字')),
    });
    const stored = (await client().get(`/api/ops/tutorials/${created.id}`, { token: operator })).json();
    expect(stored.translations.th.body_html.length).toBeGreaterThan(300_000);
  });

  it('deletes an empty category only, deletes articles, and logs every change without an advertiser', async () => {
    const c = client();
    const cat = await category('Short-lived');
    const one = await article(cat.id, { en: text('Only one') });
    const refused = await c.request('DELETE', `/api/ops/tutorial-categories/${cat.id}`, { token: operator });
    expect(refused.statusCode).toBe(409);
    const gone = await c.request('DELETE', `/api/ops/tutorials/${one.id}`, { token: operator });
    expect(gone.statusCode).toBe(204);
    expect((await read(c, `/api/tutorials/${one.id}`)).statusCode).toBe(404);
    expect((await c.get(`/api/ops/tutorials/${one.id}`, { token: operator })).statusCode).toBe(404);
    expect(
      (await c.request('DELETE', `/api/ops/tutorial-categories/${cat.id}`, { token: operator })).statusCode,
    ).toBe(204);

    const logged = await c.database.db
      .select()
      .from(actionLogs)
      .where(and(eq(actionLogs.subject, 'Tutorial'), eq(actionLogs.subjectId, one.id)));
    expect(logged.map((row) => row.action).sort()).toEqual(['created', 'deleted']);
    expect(logged.every((row) => row.advertiserId === null)).toBe(true);
    expect(logged.find((row) => row.action === 'created')?.after).toMatchObject({
      translations: { en: { title: 'Only one' } },
    });
    const categoryLog = await c.database.db
      .select()
      .from(actionLogs)
      .where(and(eq(actionLogs.subject, 'TutorialCategory'), eq(actionLogs.subjectId, cat.id)));
    expect(categoryLog.map((row) => row.action).sort()).toEqual(['created', 'deleted']);
  });

  describe('who may call what', () => {
    it('needs OpsContent for the ops routes and read Tutorial for the reader routes', async () => {
      const c = client();
      const cat = await category('Permissions');
      const one = await article(cat.id, { en: text('Allowed') });
      for (const [method, url] of [
        ['GET', '/api/ops/tutorials'],
        ['GET', `/api/ops/tutorials/${one.id}`],
        ['GET', '/api/ops/tutorial-categories'],
        ['DELETE', `/api/ops/tutorials/${one.id}`],
        ['DELETE', `/api/ops/tutorial-categories/${cat.id}`],
      ] as const) {
        expect((await c.request(method, url, { token: reader })).statusCode, url).toBe(403);
      }
      expect(
        (
          await c.post(
            '/api/ops/tutorials',
            { category_id: cat.id, status: 'published', translations: { en: text('Nope') } },
            { token: reader },
          )
        ).statusCode,
      ).toBe(403);
      // Operators reach the console, not the advertisers' knowledge base.
      expect((await c.get(`/api/tutorials/${one.id}`, { token: operator })).statusCode).toBe(403);
      expect((await c.get('/api/tutorials')).statusCode).toBe(401);
    });
  });
});
