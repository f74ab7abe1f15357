import type { Language, OpsTutorialCategory, TutorialCategory, TutorialSummary } from '@adportal/contracts';
import type { LocalizedText } from '../../db/schema/index.ts';
import type { CategoryRow, SummaryRow } from './tutorials.repository.ts';

/** A category's name in the reader's language, English when not translated. */
export function nameIn(names: LocalizedText, language: Language): string {
  return names[language] || names.en;
}

export function categoryView(row: CategoryRow, language: Language, articleCount: number): TutorialCategory {
  return {
    id: row.id,
    name: nameIn(row.names, language),
    position: row.position,
    article_count: articleCount,
  };
}

export function opsCategoryView(
  row: CategoryRow,
  counts: { all: number; published: number } | undefined,
): OpsTutorialCategory {
  const { en, th, zh } = row.names;
  return {
    id: row.id,
    names: { en, ...(th ? { th } : {}), ...(zh ? { zh } : {}) },
    position: row.position,
    article_count: counts?.all ?? 0,
    published_count: counts?.published ?? 0,
  };
}

export function summaryView(row: SummaryRow, language: Language): TutorialSummary {
  const { tutorial } = row;
  return {
    id: tutorial.id,
    category_id: tutorial.categoryId,
    category_name: nameIn(row.category.names, language),
    title: row.title,
    summary: row.summary,
    language: row.translated ? language : 'en',
    fallback: !row.translated,
    featured: tutorial.featured,
    position: tutorial.position,
    published_at: tutorial.publishedAt?.toISOString() ?? null,
    updated_at: tutorial.updatedAt.toISOString(),
  };
}
