import type { Tutorial, TutorialCategory, TutorialSummary } from '@adportal/contracts';

/** The knowledge base as advertisers read it (the operators' editor has shapes of its own). */
export function aTutorialCategory(overrides: Partial<TutorialCategory> = {}): TutorialCategory {
  return {
    id: 'e0000000-0000-4000-8000-000000000001',
    name: 'Deposits',
    position: 1,
    article_count: 1,
    ...overrides,
  };
}

export function aTutorialSummary(overrides: Partial<TutorialSummary> = {}): TutorialSummary {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    category_id: 'e0000000-0000-4000-8000-000000000001',
    category_name: 'Deposits',
    title: 'How to top up with USDT',
    summary: 'Send USDT to your deposit address and it is credited after confirmation.',
    language: 'en',
    fallback: false,
    featured: true,
    position: 1,
    published_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T03:00:00.000Z',
    ...overrides,
  };
}

export function aTutorial(overrides: Partial<Tutorial> = {}): Tutorial {
  return {
    ...aTutorialSummary(),
    body_html: '<h2>Before you start</h2><p>Keep your deposit reference at hand.</p>',
    requested_language: 'en',
    previous: null,
    next: { id: 'f0000000-0000-4000-8000-000000000002', title: 'Why a deposit waits' },
    ...overrides,
  };
}
