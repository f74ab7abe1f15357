import { ADVERTISER_AREAS } from '@adportal/permissions';
import { eq } from 'drizzle-orm';
import { roles, users } from '../../src/db/schema/index.ts';
import { type Catalogue, imageOf, moderate, upload } from '../ad-fixtures.ts';
import type { TestClient } from '../helper.ts';
import { ValuePools } from './pools.ts';
import type { CallerKind } from './requests.ts';

type SignedInKind = Exclude<CallerKind, 'none'>;

interface Caller {
  userId: string;
  roleId: string;
  advertiserId: string | null;
  token: string;
  /** The role as it was made, restored when fuzzed requests changed it. */
  role: { permissions: unknown; isAdministrator: boolean };
  /** GET /api/me's ability rules at the start: any difference means the caller was changed. */
  rules: string;
}

/**
 * The rows the fuzzer points at and the four signed-in callers: an advertiser's administrator (full), a
 * read-only member of the same advertiser, a user of another advertiser and a platform operator. Sessions
 * are opened through the session service (no password hashing, no sign-in rate limit), so a caller whose
 * session a fuzzed request ended (logout, revoked session) is cheap to restore.
 */
export class FuzzWorld {
  readonly callers = {} as Record<SignedInKind, Caller>;
  catalogue!: Catalogue;
  png!: Buffer;
  /** A paid-for crypto deposit of the full caller, for IPN-shaped bodies. */
  cryptoDeposit?: { reference: string; providerPaymentId: string; payAddress: string; amount: string };
  restored = 0;
  readonly pools = new ValuePools();
  /** The bodies set-up sent successfully: known-valid starting points for the fuzzer's one-field mutations. */
  readonly examples: { method: string; path: string; body: Record<string, unknown> }[] = [];

  constructor(private readonly client: TestClient) {}

  token(kind: SignedInKind) {
    return this.callers[kind].token;
  }

  private async openSession(userId: string) {
    const issued = await this.client.app.services.sessions.open(userId, { remember: false, ip: '10.77.0.1' });
    return issued.accessToken;
  }

  private async rulesOf(token: string) {
    const response = await this.client.get('/api/me', { token });
    return response.statusCode === 200 ? JSON.stringify(response.json().user_ability_rules) : undefined;
  }

  private async adopt(kind: SignedInKind, userId: string) {
    const db = this.client.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const [role] = await db.select().from(roles).where(eq(roles.id, user!.roleId));
    const token = await this.openSession(userId);
    this.callers[kind] = {
      userId,
      roleId: role!.id,
      advertiserId: user!.advertiserId,
      token,
      role: { permissions: role!.permissions, isAdministrator: role!.isAdministrator },
      rules: (await this.rulesOf(token)) ?? '',
    };
  }

  async post(path: string, body: Record<string, unknown>, kind: SignedInKind) {
    return this.send('POST', path, body, kind);
  }

  async put(path: string, body: Record<string, unknown>, kind: SignedInKind) {
    return this.send('PUT', path, body, kind);
  }

  private async send(
    method: 'POST' | 'PUT',
    path: string,
    body: Record<string, unknown>,
    kind: SignedInKind,
  ) {
    const response = await this.client.request(method, path, { body, token: this.token(kind) });
    if (response.statusCode >= 300) throw new Error(`setup ${path}: ${response.statusCode} ${response.body}`);
    this.examples.push({ method, path, body });
    return response.json();
  }

  /** Uploads a right-sized image and creates a pending ad. */
  private async createAd(patch: Record<string, unknown> = {}) {
    const image = (await upload(this.client, this.token('full'), this.png)).json();
    return this.post(
      '/api/advertisements',
      {
        name: 'Spring sale',
        type: 'click',
        ad_size_id: this.catalogue.size300x250,
        image_id: image.id,
        redirect_url: 'shop.example.com/sale?utm=portal',
        category_id: this.catalogue.category,
        all_countries: false,
        countries: ['TH'],
        ...patch,
      },
      'full',
    );
  }

  /** POST as `kind`; a 409 (the row exists already) is fine. */
  private async ensure(path: string, body: Record<string, unknown>, kind: SignedInKind) {
    const response = await this.client.request('POST', path, { body, token: this.token(kind) });
    if (response.statusCode === 409) return undefined;
    if (response.statusCode >= 300) throw new Error(`setup ${path}: ${response.statusCode} ${response.body}`);
    this.examples.push({ method: 'POST', path, body });
    return response.json();
  }

  /** A catalogue made through the operators' routes, each row also edited once (so PUTs have examples). */
  private async createCatalogue(suffix: string): Promise<Catalogue> {
    const op = 'operator';
    const size = async (name: string, width: number, height: number) => {
      const body = { name, width, height, status: 'active' };
      const created = await this.ensure('/api/ops/ad-sizes', body, op);
      const catalogue = (await this.client.get('/api/ops/catalogue', { token: this.token(op) })).json();
      const id =
        created?.id ??
        catalogue.ad_sizes.find(
          (s: { width: number; height: number }) => s.width === width && s.height === height,
        ).id;
      await this.put(`/api/ops/ad-sizes/${id}`, body, op);
      return id as string;
    };
    const size300x250 = await size('Medium rectangle', 300, 250);
    const size728x90 = await size('Leaderboard', 728, 90);
    for (const [code, name] of [
      ['TH', 'Thailand'],
      ['US', 'United States'],
    ]) {
      await this.ensure('/api/ops/countries', { code, name, status: 'active' }, op);
      await this.put(`/api/ops/countries/${code}`, { code, name, status: 'active' }, op);
    }
    const categoryBody = { name: `Crypto ${suffix}`, status: 'active' };
    const category = (await this.post('/api/ops/ad-categories', categoryBody, op)).id;
    await this.put(`/api/ops/ad-categories/${category}`, categoryBody, op);
    const keywordBody = (word: string) => ({
      keyword: `${word} ${suffix}`,
      min_cpc: '0.5',
      min_cpm: '2',
      status: 'active',
    });
    const keyword = (await this.post('/api/ops/keywords', keywordBody('bitcoin'), op)).id;
    const keyword2 = (await this.post('/api/ops/keywords', keywordBody('wallet'), op)).id;
    await this.put(
      `/api/ops/keywords/${keyword2}`,
      { ...keywordBody('wallet'), min_cpc: '0.2', min_cpm: '1' },
      op,
    );
    const websiteBody = {
      domain: `news-${suffix}.example.com`,
      name: 'Crypto News',
      min_cpc: '0.3',
      min_cpm: '1.5',
      status: 'active',
    };
    const website = (await this.post('/api/ops/websites', websiteBody, op)).id;
    await this.put(`/api/ops/websites/${website}`, websiteBody, op);
    return { size300x250, size728x90, category, keyword, keyword2, website };
  }

  /** `suffix` keeps names and emails apart from other rows (the test passes one derived from its seed). */
  async setUp(suffix: string) {
    const c = this.client;
    const operator = await c.app.services.operators.create({
      name: 'Fuzz Desk',
      email: `fuzz-op-${suffix}@example.com`,
      password: 'Operator#123',
    });
    await this.adopt('operator', operator.id);
    this.catalogue = await this.createCatalogue(suffix);

    const full = await c.register({ email: `fuzz-full-${suffix}@example.com`, ip: '10.77.1.1' });
    await this.adopt('full', full.user_id);
    await this.post(
      `/api/ops/advertisers/${full.advertiser_id}/adjust`,
      { amount: '500', reason: 'Fuzz credit' },
      'operator',
    );
    await this.put(
      '/api/profile',
      { name: 'Fuzz Admin', phone: '+66 81 234 5678', preferred_language: 'en' },
      'full',
    );
    await this.put(
      '/api/profile/advertiser',
      { company_name: 'Fuzz Co', company_email: `fuzz-co-${suffix}@example.com`, company_phone: '' },
      'full',
    );

    // Ads in each state: approved with a bid, a budget and a schedule; pending; rejected.
    this.png = await imageOf(300, 250);
    const approved = await this.createAd();
    await this.post(
      `/api/ops/advertisements/${approved.id}/moderate`,
      { action: 'approve', reason: '' },
      'operator',
    );
    await this.put(
      `/api/advertisements/${approved.id}`,
      {
        name: 'Spring sale, edited',
        image_id: approved.image.id,
        redirect_url: 'shop.example.com/sale?utm=portal',
        category_id: this.catalogue.category,
        all_countries: true,
        countries: [],
      },
      'full',
    );
    await this.put(`/api/advertisements/${approved.id}/display`, { display: 'online' }, 'full');
    const target = await this.post(
      `/api/advertisements/${approved.id}/targets`,
      { target_type: 'keyword', target_id: this.catalogue.keyword, min_bid: '0.5', max_bid: '0.8' },
      'full',
    );
    await this.put(
      `/api/advertisements/${approved.id}/targets/${target.id}`,
      { min_bid: '0.6', max_bid: '0.9', enabled: true },
      'full',
    );
    await this.put(
      `/api/advertisements/${approved.id}/budget`,
      { amount: '12', period: 'daily', start_date: '2026-01-01', end_date: null },
      'full',
    );
    await this.put(
      `/api/advertisements/${approved.id}/schedule`,
      {
        enabled: true,
        week: [0, 1, 2, 3, 4, 5, 6].map((day) => (day < 5 ? [{ start: '09:00', end: '18:00' }] : [])),
      },
      'full',
    );
    await this.createAd({ name: 'Pending fuzz ad', all_countries: true, countries: [] });
    const rejected = await this.createAd({ name: 'Rejected fuzz ad', type: 'impression' });
    await moderate(c, this.token('operator'), rejected.id, 'reject', 'Not this time');

    // A read-only member of the same advertiser: reads every advertiser area, writes none.
    const reader = await c.register({ email: `fuzz-reader-${suffix}@example.com`, ip: '10.77.1.2' });
    const [readOnly] = await c.database.db
      .insert(roles)
      .values({
        advertiserId: full.advertiser_id,
        kind: 'advertiser',
        name: 'Fuzz read only',
        permissions: Object.fromEntries(ADVERTISER_AREAS.map((area) => [area, { read: true }])),
      })
      .returning();
    await c.database.db
      .update(users)
      .set({ advertiserId: full.advertiser_id, roleId: readOnly!.id })
      .where(eq(users.id, reader.user_id));
    await this.adopt('readOnly', reader.user_id);

    const other = await c.register({ email: `fuzz-other-${suffix}@example.com`, ip: '10.77.1.3' });
    await this.adopt('otherAdvertiser', other.user_id);

    // A team role and member that are nobody's caller.
    const roleBody = {
      name: 'Fuzz campaign editors',
      permissions: { Advertisement: { read: true, create: true, update: true, delete: false } },
    };
    const role = await this.post('/api/roles', roleBody, 'full');
    await this.put(`/api/roles/${role.id}`, roleBody, 'full');
    const member = await this.post(
      '/api/users',
      { name: 'Fuzz Member', email: `fuzz-member-${suffix}@example.com`, role_id: role.id },
      'full',
    );
    await this.put(
      `/api/users/${member.id}`,
      { name: 'Fuzz Member', phone: null, role_id: role.id, status: 'active' },
      'full',
    );

    // Deposits: crypto ones through the sandbox provider, a manual one, a promotion and a deposit claiming it.
    const crypto = await this.post('/api/deposits', { amount: '5', method: 'crypto' }, 'full');
    this.cryptoDeposit = {
      reference: crypto.reference,
      providerPaymentId: String(crypto.provider_payment_id),
      payAddress: crypto.pay_address,
      amount: crypto.amount,
    };
    const paid = await this.post('/api/deposits', { amount: '6', method: 'crypto' }, 'full');
    await this.post(`/api/deposits/${paid.id}/simulate-payment`, { amount: '6' }, 'full');
    await this.post('/api/deposits', { amount: '7', method: 'manual' }, 'full');
    await this.post('/api/deposits', { amount: '3', method: 'crypto' }, 'otherAdvertiser');
    const code = `FUZZ${suffix.toUpperCase()}`;
    const promotionBody = {
      code,
      title: 'Fuzz bonus',
      description: 'Ten percent',
      type: 'percentage',
      value: '10',
      starts_at: '2025-01-01T00:00:00.000Z',
      ends_at: '2030-01-01T00:00:00.000Z',
      min_deposit: '1',
      max_amount: '50',
      claim_condition: 'unlimited',
      limit_per_user: 100,
      limit_total: 1000,
      target_page: 'deposit',
      status: 'active',
    };
    const promotion = await this.post('/api/ops/promotions', promotionBody, 'operator');
    await this.put(`/api/ops/promotions/${promotion.id}`, promotionBody, 'operator');
    await this.post('/api/deposits', { amount: '20', method: 'crypto', promotion_code: code }, 'full');

    // A second session of the full caller, for the session routes to end.
    await this.openSession(full.user_id);
    // The passwords set-up chose, so sign-in and password checks are sometimes passed.
    for (const password of ['Secret#123', 'Operator#123']) this.pools.add('password', password);
  }

  /**
   * Restores any caller a fuzzed request changed: ended session, deactivated user, another role, changed
   * permissions, two-step sign-in turned on. Cheap when nothing changed (one GET /api/me each).
   */
  async ensureCallers() {
    for (const kind of Object.keys(this.callers) as SignedInKind[]) {
      const caller = this.callers[kind];
      if ((await this.rulesOf(caller.token)) === caller.rules) continue;
      const db = this.client.database.db;
      await db
        .update(users)
        .set({
          status: 'active',
          roleId: caller.roleId,
          advertiserId: caller.advertiserId,
          twoFactorEnabledAt: null,
          twoFactorSecret: null,
        })
        .where(eq(users.id, caller.userId));
      await db
        .update(roles)
        .set({
          permissions: caller.role.permissions as typeof roles.$inferInsert.permissions,
          isAdministrator: caller.role.isAdministrator,
        })
        .where(eq(roles.id, caller.roleId));
      caller.token = await this.openSession(caller.userId);
      const rules = await this.rulesOf(caller.token);
      if (rules !== caller.rules) throw new Error(`could not restore the ${kind} caller (${rules})`);
      this.restored++;
    }
  }
}
