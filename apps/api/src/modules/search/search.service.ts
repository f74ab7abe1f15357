import { type Language, SEARCH_SECTION_LIMIT, type SearchResults } from '@adportal/contracts';
import type { AdvertisementsService } from '../advertisements/advertisements.service.ts';
import type { DepositsService } from '../deposits/deposits.service.ts';
import type { Principal } from '../identity/principal.ts';
import type { TutorialsService } from '../tutorials/tutorials.service.ts';

export interface SearchDeps {
  advertisements: AdvertisementsService;
  deposits: DepositsService;
  tutorials: TutorialsService;
}

/**
 * The layout's search bar: a few ads, deposits and help articles at once. Each section is asked of the module
 * that owns it, and only when the caller may read that area; ads and deposits are the caller's advertiser's
 * only (operators have none, so they get neither). A section the caller may not read is empty, not refused:
 * the bar still answers with what it can show.
 */
export class SearchService {
  constructor(private readonly deps: SearchDeps) {}

  async search(principal: Principal, language: Language, search: string): Promise<SearchResults> {
    const can = (subject: 'Advertisement' | 'Deposit' | 'Tutorial') => principal.ability.can('read', subject);
    const ownsAccount = principal.user.advertiserId !== null;
    const limit = SEARCH_SECTION_LIMIT;
    const [ads, deposits, tutorials] = await Promise.all([
      ownsAccount && can('Advertisement') ? this.deps.advertisements.search(principal, search, limit) : [],
      ownsAccount && can('Deposit') ? this.deps.deposits.search(principal, search, limit) : [],
      can('Tutorial') ? this.deps.tutorials.search(principal, language, search, limit) : [],
    ]);
    return { ads, deposits, tutorials };
  }
}
