import { beforeAll, expect, it } from 'vitest';
import {
  type Catalogue,
  createAd,
  createCatalogue,
  moderate,
  newAdvertiser,
  newOperator,
} from '../../../test/ad-fixtures.ts';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('the dashboard checklist of a new account', (client) => {
  let operator = '';
  let catalogue: Catalogue;
  beforeAll(async () => {
    operator = await newOperator(client());
    catalogue = await createCatalogue(client(), operator);
  });

  const checklist = async (token: string) => {
    const response = await client().get('/api/account/checklist', { token });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it('ticks each step from the account’s data: email, a credited deposit, an ad, a bid', async () => {
    const { token, advertiserId } = await newAdvertiser(client());
    expect(await checklist(token)).toEqual({
      email_confirmed: true,
      deposit: false,
      advertisement: false,
      bid: false,
      dismissed: false,
    });

    const ad = await createAd(client(), token, catalogue);
    expect(await checklist(token)).toMatchObject({ deposit: false, advertisement: true, bid: false });

    // A deposit credited to the ledger (what crediting a confirmed deposit books).
    const { ledger } = client().app.services;
    await client().database.db.transaction((tx) =>
      ledger.post(tx, {
        advertiserId,
        type: 'deposit',
        amountMicros: 50_000_000n,
        reference: `checklist-deposit-${advertiserId}`,
      }),
    );
    expect(await checklist(token)).toMatchObject({ deposit: true, advertisement: true, bid: false });

    await moderate(client(), operator, ad.id, 'approve');
    const bid = await client().post(
      `/api/advertisements/${ad.id}/targets`,
      { target_type: 'keyword', target_id: catalogue.keyword, min_bid: '0.5', max_bid: '1' },
      { token },
    );
    expect(bid.statusCode).toBe(201);
    expect(await checklist(token)).toEqual({
      email_confirmed: true,
      deposit: true,
      advertisement: true,
      bid: true,
      dismissed: false,
    });
  });

  it('remembers a dismissal for the user across sessions, and refuses one from an impersonated session', async () => {
    const { token, email } = await newAdvertiser(client());
    const link = (await client().post('/api/ops/login-bypass', { email }, { token: operator })).json();
    const impersonated = (
      await client().post('/api/auth/login-bypass', { token: link.url.split('/login-bypass/')[1] })
    ).json();
    const refused = await client().post(
      '/api/account/checklist/dismiss',
      {},
      { token: impersonated.access_token },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('IMPERSONATION_FORBIDDEN');
    expect((await checklist(token)).dismissed).toBe(false);

    const dismissed = await client().post('/api/account/checklist/dismiss', {}, { token });
    expect(dismissed.statusCode).toBe(200);
    expect(dismissed.json().dismissed).toBe(true);
    const { access_token: later } = await client().login(email, 'Secret#123');
    expect((await checklist(later)).dismissed).toBe(true);
  });

  it('is for advertisers only: an operator is refused and an anonymous caller is 401', async () => {
    expect((await client().get('/api/account/checklist', { token: operator })).statusCode).toBe(403);
    expect((await client().get('/api/account/checklist')).statusCode).toBe(401);
    expect((await client().post('/api/account/checklist/dismiss', {})).statusCode).toBe(401);
  });
});
