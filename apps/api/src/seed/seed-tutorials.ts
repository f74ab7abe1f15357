import { ZTutorialBody, ZTutorialCategoryBody } from '@adportal/contracts';
import type { Principal } from '../modules/identity/principal.ts';
import type { Services } from '../services.ts';
import { auctionChart } from './seed-tutorials/auction-chart.ts';
import { adsAndBidding } from './seed-tutorials/bidding.ts';
import { depositsAndBalance } from './seed-tutorials/deposits.ts';
import { gettingStarted } from './seed-tutorials/getting-started.ts';
import type { SeedCategory } from './seed-tutorials/html.ts';
import { reportsAndClicks } from './seed-tutorials/reports.ts';

/**
 * The knowledge base of the demo, written by the demo operator through the operators' services: four
 * categories, articles in English, Thai and Chinese (one in English only, to show the fallback), two featured,
 * one draft. Seeded once: when any category exists, the operators' own content is left alone.
 */
export async function seedTutorials(services: Services, operator: Principal): Promise<void> {
  const existing = await services.tutorialCategories.list(operator);
  if (existing.data.length > 0) return;
  const categories: SeedCategory[] = [
    gettingStarted,
    depositsAndBalance,
    adsAndBidding(await auctionChart()),
    reportsAndClicks,
  ];
  for (const category of categories) {
    const created = await services.tutorialCategories.create(
      operator,
      ZTutorialCategoryBody.parse({ names: category.names }),
    );
    for (const [position, article] of category.articles.entries()) {
      await services.opsTutorials.create(
        operator,
        ZTutorialBody.parse({
          category_id: created.id,
          status: article.status,
          featured: article.featured ?? false,
          position,
          translations: article.texts,
        }),
      );
    }
  }
}
