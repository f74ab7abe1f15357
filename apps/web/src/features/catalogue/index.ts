/** What other features may use of the catalogue feature (sizes, categories, countries, keywords, websites). */

// The review dialog names an ad's size, category and countries; the console's publisher demo picks a website.
export { useOpsCatalogue } from './ops/api/get-ops-catalogue.ts';
export { siteTagQueryOptions } from './ops/api/get-site-tag.ts';
