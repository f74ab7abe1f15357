import type { OpsTutorial, OpsTutorialCategory, OpsTutorialPage, OpsTutorialRow } from '@adportal/contracts';

export function anOpsTutorialCategory(overrides: Partial<OpsTutorialCategory> = {}): OpsTutorialCategory {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    names: { en: 'Getting started', th: 'เริ่มต้นใช้งาน', zh: '入门' },
    position: 0,
    article_count: 2,
    published_count: 1,
    ...overrides,
  };
}

/** An article on the operators' list: published, in English and Thai. */
export function anOpsTutorialRow(overrides: Partial<OpsTutorialRow> = {}): OpsTutorialRow {
  return {
    id: 'f1000000-0000-4000-8000-000000000001',
    category_id: 'f0000000-0000-4000-8000-000000000001',
    category_name: 'Getting started',
    title: 'Create your first ad',
    status: 'published',
    featured: false,
    position: 0,
    languages: ['en', 'th'],
    published_at: '2026-11-02T03:00:00.000Z',
    updated_at: '2026-11-25T03:00:00.000Z',
    updated_by: 'Olivia Operator',
    ...overrides,
  };
}

export function opsTutorialPageOf(rows: OpsTutorialRow[]): OpsTutorialPage {
  return { data: rows, total: rows.length, page: 1, page_size: 25 };
}

/** An article as the editor loads it. */
export function anOpsTutorial(overrides: Partial<OpsTutorial> = {}): OpsTutorial {
  return {
    id: 'f1000000-0000-4000-8000-000000000001',
    category_id: 'f0000000-0000-4000-8000-000000000001',
    status: 'draft',
    featured: false,
    position: 0,
    published_at: null,
    created_at: '2026-11-02T03:00:00.000Z',
    updated_at: '2026-11-25T03:00:00.000Z',
    translations: {
      en: { title: 'Create your first ad', summary: 'Five steps.', body_html: '<p>Open Create ad.</p>' },
    },
    ...overrides,
  };
}
