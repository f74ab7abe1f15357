import { ZTutorialBody } from '@adportal/contracts';
import { describe, expect, it } from 'vitest';
import { toTutorialBody, tutorialFormValues } from './tutorial-form.ts';

const CATEGORY = '5b0c8a4e-8f43-4c0b-9d7e-1f2a3b4c5d6e';

describe('tutorial editor form', () => {
  it('sends English always and another language only when something is written in it', () => {
    const values = tutorialFormValues(undefined, CATEGORY);
    values.translations.en = { title: 'Deposits', summary: '', body_html: '<p>How.</p>' };
    values.translations.th = { title: '', summary: '', body_html: '<p><br></p>' };
    values.translations.zh = { title: '充值', summary: '', body_html: '<p><br></p>' };
    const body = toTutorialBody(values);
    expect(Object.keys(body.translations)).toEqual(['en', 'zh']);
    expect(body).not.toHaveProperty('position');
    // Chinese has a title but no text: the contract names that field.
    const result = ZTutorialBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['translations.zh.body_html']);
  });

  it('reads a position as a whole number, and anything else as an error for the contract', () => {
    const values = tutorialFormValues(undefined, CATEGORY);
    values.translations.en = { title: 'Order', summary: '', body_html: '<p>Text.</p>' };
    values.position = ' 12 ';
    expect(toTutorialBody(values).position).toBe(12);
    values.position = '1.5';
    expect(ZTutorialBody.safeParse(toTutorialBody(values)).error?.issues[0]?.path).toEqual(['position']);
  });

  it('loads an article with its written languages and blanks for the others', () => {
    const values = tutorialFormValues({
      id: 'a',
      category_id: CATEGORY,
      status: 'published',
      featured: true,
      position: 3,
      published_at: null,
      created_at: '2026-11-24T00:00:00.000Z',
      updated_at: '2026-11-24T00:00:00.000Z',
      translations: { en: { title: 'T', summary: 'S', body_html: '<p>B</p>' } },
    });
    expect(values).toMatchObject({ status: 'published', featured: true, position: '3' });
    expect(values.translations.th).toEqual({ title: '', summary: '', body_html: '' });
  });
});
