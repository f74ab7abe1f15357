import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../../../test/helper.ts';
import { seedTutorials } from '../seed-tutorials.ts';

describeOnEachDatabase('demo knowledge base', (client) => {
  it('seeds four categories of real articles through the services, once, and keeps them as written', async () => {
    const c = client();
    const email = 'kb-operator@example.com';
    await c.app.services.operators.create({ name: 'KB Operator', email, password: 'Operator#123' });
    const token = (await c.login(email, 'Operator#123')).access_token;
    const found = await c.app.services.auth.authenticate(token, undefined);
    const operator = found!.principal;

    await seedTutorials(c.app.services, operator);
    await seedTutorials(c.app.services, operator);

    const categories = (await c.get('/api/ops/tutorial-categories', { token })).json().data;
    expect(categories.map((row: { names: { en: string } }) => row.names.en)).toEqual([
      'Getting started',
      'Deposits and balance',
      'Ads and bidding',
      'Reports and clicks',
    ]);
    for (const category of categories) expect(category.names).toHaveProperty('th');

    const all = (await c.get('/api/ops/tutorials?page_size=100', { token })).json();
    const rows: { id: string; status: string; featured: boolean; languages: string[]; title: string }[] =
      all.data;
    const published = rows.filter((row) => row.status === 'published');
    expect(published.length).toBeGreaterThanOrEqual(6);
    expect(rows.filter((row) => row.status === 'draft')).toHaveLength(1);
    expect(rows.filter((row) => row.featured)).toHaveLength(2);
    expect(published.filter((row) => row.languages.join() === 'en')).toHaveLength(1);
    expect(published.filter((row) => row.languages.join() === 'en,th,zh').length).toBeGreaterThanOrEqual(6);

    // Sanitizing keeps what the articles are made of: headings, Quill's lists, links and the chart.
    const bodies = await Promise.all(
      published.map(async (row) => (await c.get(`/api/ops/tutorials/${row.id}`, { token })).json()),
    );
    const html = bodies.map((article) => article.translations.en.body_html).join('');
    expect(html).toContain('<h2>');
    expect(html).toContain('<li data-list="bullet">');
    expect(html).toContain('<li data-list="ordered">');
    expect(html).toContain('<a href="/deposit">');
    expect(html).toMatch(/<img src="data:image\/png;base64,[^"]+" alt="[^"]+">/);
  });
});
