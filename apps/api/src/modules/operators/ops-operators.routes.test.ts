import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';

describeOnEachDatabase('operators: advertiser users across advertisers', (client) => {
  it('finds users of any advertiser by name, email or company, never operators, with pages', async () => {
    const tag = Math.random().toString(16).slice(2, 8);
    const first = await client().register({ advertiser_name: `Lookup ${tag} Media`, full_name: 'Una One' });
    await client().register({ advertiser_name: 'Other Co', full_name: `Zed ${tag}` });
    await client().app.services.operators.create({
      name: `Operator ${tag}`,
      email: `op-${tag}@example.com`,
      password: 'Operator#123',
    });
    const operator = await client().login(`op-${tag}@example.com`, 'Operator#123');
    const token = operator.access_token;

    const byCompany = await client().get(`/api/ops/users?search=${encodeURIComponent(`Lookup ${tag}`)}`, {
      token,
    });
    expect(byCompany.statusCode).toBe(200);
    expect(byCompany.json()).toMatchObject({
      total: 1,
      data: [{ id: first.user_id, email: first.email, advertiser_name: `Lookup ${tag} Media` }],
    });

    const byTag = await client().get(`/api/ops/users?search=${tag}&page_size=1`, { token });
    // The two advertiser users match; the operator with the tag in its name and email is not listed.
    expect(byTag.json().total).toBe(2);
    expect(byTag.json().data).toHaveLength(1);
    const second = await client().get(`/api/ops/users?search=${tag}&page_size=1&page=2`, { token });
    expect(second.json().data[0].id).not.toBe(byTag.json().data[0].id);

    const inactive = await client().get(`/api/ops/users?search=${tag}&status=inactive`, { token });
    expect(inactive.json().total).toBe(0);

    const bad = await client().get('/api/ops/users?page=0&status=gone', { token });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .fields.map((field: { path: string }) => field.path)
        .sort(),
    ).toEqual(['querystring.page', 'querystring.status']);
  });
});
