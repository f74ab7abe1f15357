import type { Language } from '@adportal/contracts';

/**
 * Small builders for the demo articles' bodies, writing the markup Quill 2 itself writes (lists as
 * `<ol><li data-list="bullet|ordered">`), so an article opened in the editor comes back as it was seeded.
 */
export const h2 = (text: string) => `<h2>${text}</h2>`;
export const h3 = (text: string) => `<h3>${text}</h3>`;
export const p = (html: string) => `<p>${html}</p>`;
export const strong = (text: string) => `<strong>${text}</strong>`;
export const code = (text: string) => `<code>${text}</code>`;

const list = (kind: 'bullet' | 'ordered', items: string[]) =>
  `<ol>${items.map((item) => `<li data-list="${kind}">${item}</li>`).join('')}</ol>`;
export const bullets = (items: string[]) => list('bullet', items);
export const steps = (items: string[]) => list('ordered', items);

/** A link to a page of the portal (same tab) or to another site (new tab, as the editor writes it). */
export function link(href: string, text: string): string {
  return href.startsWith('/')
    ? `<a href="${href}">${text}</a>`
    : `<a href="${href}" rel="noopener noreferrer" target="_blank">${text}</a>`;
}

/** A link to the knowledge base's search, which finds an article in whatever language it is read. */
export const searchLink = (query: string, text: string) =>
  link(`/tutorials/all?search=${encodeURIComponent(query)}`, text);

export const image = (src: string, alt: string) => `<p><img src="${src}" alt="${alt}"></p>`;

export const body = (...parts: string[]) => parts.join('');

export interface SeedTexts {
  title: string;
  summary: string;
  body_html: string;
}

export interface SeedArticle {
  status: 'draft' | 'published';
  featured?: boolean;
  texts: { en: SeedTexts } & Partial<Record<Exclude<Language, 'en'>, SeedTexts>>;
}

export interface SeedCategory {
  names: { en: string; th: string; zh: string };
  articles: SeedArticle[];
}
