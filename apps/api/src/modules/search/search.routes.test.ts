import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  createAd,
  createCatalogue,
  newAdvertiser,
  newOperator,
} from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase, type TestClient } from '../../../test/helper.ts';
import { joinTeamWithRole } from '../../../test/team-fixtures.ts';
import { deposits } from '../../db/schema/index.ts';

interface Results {
  ads: { id: string; name: string; status: string; type: string }[];
  deposits: { id: string; reference: string; amount: string; status: string; created_at: string }[];
  tutorials: { id: string; title: string }[];
}

describeOnEachDatabase('search', (client) => {
  let operator = '';
  let catalogue: Catalogue;
  let owner = { token: '', advertiserId: '' };
  let rival = { token: '', advertiserId: '' };
  const ads: Record<string, string> = {};
  const depositIds: Record<string, string> = {};
  let publishedId = '';

  const search = (q: string, token: string, headers: Record<string, string> = {}) =>
    client().get(`/api/search?q=${encodeURIComponent(q)}`, { token, headers });
  const found = async (q: string, token = owner.token, headers: Record<string, string> = {}) => {
    const response = await search(q, token, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Results>();
  };
  const names = (results: Results) => results.ads.map((ad) => ad.name);

  async function deposit(
    c: TestClient,
    advertiserId: string,
    values: { reference: string; txHash?: string },
  ) {
    const [row] = await c.database.db
      .insert(deposits)
      .values({
        advertiserId,
        method: 'manual',
        status: 'waiting',
        amountMicros: 12_500_000n,
        ...values,
      })
      .returning();
    return row!.id;
  }

  async function memberWith(c: TestClient, permissions: Record<string, { read: boolean }>) {
    const account = await c.register({ ip: `10.${randomBytes(3).join('.')}` });
    await joinTeamWithRole(
      c,
      { userId: account.user_id, advertiserId: owner.advertiserId },
      { name: `Only ${Object.keys(permissions).join(' ')}`, permissions },
    );
    return (await c.login(account.email, account.password)).access_token;
  }

  beforeAll(async () => {
    const c = client();
    operator = await newOperator(c);
    catalogue = await createCatalogue(c, operator);
    owner = await newAdvertiser(c);
    rival = await newAdvertiser(c);
    for (const name of [
      'Big spring sale',
      'Spring sale',
      'Spring',
      'Summer 100% off',
      'under_score',
      'Plain',
    ]) {
      ads[name] = (await createAd(c, owner.token, catalogue, { name })).id;
    }
    ads.rival = (await createAd(c, rival.token, catalogue, { name: 'Spring rival secret' })).id;

    depositIds.first = await deposit(c, owner.advertiserId, {
      reference: 'DPSEARCH0001',
      txHash: `ab12${'0'.repeat(60)}`,
    });
    depositIds.second = await deposit(c, owner.advertiserId, { reference: 'DPSEARCH0002' });
    depositIds.rival = await deposit(c, rival.advertiserId, { reference: 'DPSEARCH0099' });

    const category = await c.post(
      '/api/ops/tutorial-categories',
      { names: { en: 'Search help' } },
      { token: operator },
    );
    const article = (status: string, en: string, th?: string) =>
      c.post(
        '/api/ops/tutorials',
        {
          category_id: category.json().id,
          status,
          translations: {
            en: { title: en, body_html: `<p>${en}.</p>` },
            ...(th ? { th: { title: th, body_html: `<p>${th}</p>` } } : {}),
          },
        },
        { token: operator },
      );
    publishedId = (
      await article('published', 'Spring campaign checklist', 'รายการตรวจสอบแคมเปญ Spring')
    ).json().id;
    await article('draft', 'Spring draft notes');
  });

  it("finds the caller's ads by name, the best match first, and never another advertiser's", async () => {
    const results = await found('spring');
    // The whole name, then its start, then anywhere in the name.
    expect(names(results)).toEqual(['Spring', 'Spring sale', 'Big spring sale']);
    expect(results.ads[0]).toEqual({ id: ads.Spring, name: 'Spring', status: 'pending', type: 'click' });
    expect(results.ads.map((ad) => ad.id)).not.toContain(ads.rival);
    expect(names(await found('rival secret'))).toEqual([]);
    // The rival finds its own ad and none of the owner's.
    expect(names(await found('spring', rival.token))).toEqual(['Spring rival secret']);
  });

  it('finds an ad by its id or the start of it, with or without hyphens', async () => {
    const id = ads.Plain!;
    expect(names(await found(id))).toEqual(['Plain']);
    expect((await found(id.slice(0, 8).toUpperCase())).ads[0]?.id).toBe(id);
    expect((await found(id.replaceAll('-', '').slice(0, 14))).ads[0]?.id).toBe(id);
    // Another advertiser's id finds nothing.
    expect((await found(ads.rival!)).ads).toEqual([]);
  });

  it('matches % and _ literally', async () => {
    expect(names(await found('%'))).toEqual(['Summer 100% off']);
    expect(names(await found('_'))).toEqual(['under_score']);
    expect(names(await found('100%'))).toEqual(['Summer 100% off']);
    expect(names(await found('r_s'))).toEqual(['under_score']);
    expect(names(await found('\\'))).toEqual([]);
  });

  it('finds deposits by reference, transaction hash and id, amounts as USDT', async () => {
    const byReference = await found('dpsearch');
    expect(byReference.deposits.map((row) => row.reference).sort()).toEqual(['DPSEARCH0001', 'DPSEARCH0002']);
    const whole = await found('DPSEARCH0002');
    expect(whole.deposits).toEqual([
      {
        id: depositIds.second,
        reference: 'DPSEARCH0002',
        amount: '12.50',
        status: 'waiting',
        created_at: expect.any(String),
      },
    ]);
    expect((await found('ab12000000')).deposits.map((row) => row.id)).toEqual([depositIds.first]);
    expect((await found(depositIds.second!.slice(0, 13))).deposits[0]?.id).toBe(depositIds.second);
    expect((await found('DPSEARCH0099')).deposits).toEqual([]);
    expect((await found(depositIds.rival!)).deposits).toEqual([]);
  });

  it('shows at most five of a section', async () => {
    for (let n = 1; n <= 6; n++) await createAd(client(), owner.token, catalogue, { name: `Bulk ${n}` });
    expect((await found('bulk')).ads).toHaveLength(5);
  });

  it('finds published help articles in the reader’s language, never drafts', async () => {
    expect((await found('spring')).tutorials).toEqual([
      { id: publishedId, title: 'Spring campaign checklist' },
    ]);
    expect((await found('spring', owner.token, { 'accept-language': 'th' })).tutorials).toEqual([
      { id: publishedId, title: 'รายการตรวจสอบแคมเปญ Spring' },
    ]);
    expect((await found('ตรวจสอบ', owner.token, { 'accept-language': 'th' })).tutorials).toHaveLength(1);
    expect((await found('draft notes')).tutorials).toEqual([]);
  });

  it('leaves out the sections the caller may not read', async () => {
    const c = client();
    const depositsOnly = await memberWith(c, { Deposit: { read: true } });
    const onlyDeposits = await found('dpsearch0001', depositsOnly);
    expect(onlyDeposits.deposits.map((row) => row.id)).toEqual([depositIds.first]);
    expect((await found('spring', depositsOnly)).ads).toEqual([]);
    expect((await found('spring', depositsOnly)).tutorials).toEqual([]);

    const adsOnly = await memberWith(c, { Advertisement: { read: true } });
    expect((await found('dpsearch', adsOnly)).deposits).toEqual([]);
    expect(names(await found('spring', adsOnly))).toEqual(['Spring', 'Spring sale', 'Big spring sale']);

    // Operators act for no advertiser and read no advertiser area: nothing, but no refusal either.
    expect(await found('spring', operator)).toEqual({ ads: [], deposits: [], tutorials: [] });
  });

  it('refuses a missing, blank or too long query on its field, and anonymous callers', async () => {
    const c = client();
    for (const url of [
      '/api/search',
      '/api/search?q=',
      '/api/search?q=%20%20',
      `/api/search?q=${'x'.repeat(101)}`,
    ]) {
      const response = await c.get(url, { token: owner.token });
      expect(response.statusCode, url).toBe(422);
      expect(response.json().fields.map((field: { path: string }) => field.path)).toEqual(['querystring.q']);
    }
    const tooLong = await c.get(`/api/search?q=${'x'.repeat(101)}`, { token: owner.token });
    expect(tooLong.json().fields[0].key).toBe('validation.maxLength|max=100');
    expect(
      (await c.get(`/api/search?q=${' x'.padEnd(100, 'y')}%20%20`, { token: owner.token })).statusCode,
    ).toBe(200);
    expect((await c.get('/api/search?q=spring&extra=1', { token: owner.token })).statusCode).toBe(422);
    expect((await c.get('/api/search?q=spring')).statusCode).toBe(401);
  });
});
