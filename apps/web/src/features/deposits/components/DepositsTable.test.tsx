import type { DepositPage } from '@adportal/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadCataloguePart } from '../../../lib/i18n.ts';
import { DepositsTable, EMPTY_DEPOSITS_FILTER } from './DepositsTable.tsx';
import { NoDepositsYet } from './NoDepositsYet.tsx';

/** What the API answers a new account: no deposits at all. */
const none = {
  data: { data: [], total: 0, page: 1, page_size: 10 },
  status: 'success',
  isSuccess: true,
  isPending: false,
  isLoading: false,
  isError: false,
  isFetching: false,
  isPlaceholderData: false,
  error: null,
} as unknown as UseQueryResult<DepositPage>;

/** The list's text as the browser receives it (MUI's styles left out). */
function drawn(filter: typeof EMPTY_DEPOSITS_FILTER, withNoneYet = true) {
  return renderToStaticMarkup(
    <DepositsTable
      filter={filter}
      onFilter={() => {}}
      query={none}
      noneYet={withNoneYet ? <NoDepositsYet onAdd={() => {}} /> : undefined}
    />,
  )
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ');
}

describe('the deposit list of a new account (issue 26, U-13)', () => {
  beforeAll(async () => {
    await loadCataloguePart('console');
    await changeLanguage('en');
  });

  it('says there are no deposits yet, with the way to make one, when no filter is set', () => {
    const text = drawn(EMPTY_DEPOSITS_FILTER);
    expect(text).not.toContain('No deposits match.');
    expect(text).toContain('You have no deposits yet. Add one to fund your ads.');
    expect(text).toContain('Add deposit');
  });

  it('says nothing matches only when a filter narrows the list', () => {
    expect(drawn({ ...EMPTY_DEPOSITS_FILTER, status: 'success' })).toContain('No deposits match.');
    expect(drawn({ ...EMPTY_DEPOSITS_FILTER, search: 'DEP-1' })).toContain('No deposits match.');
    // The operators' list has no "add" of its own: plainly none yet.
    expect(drawn(EMPTY_DEPOSITS_FILTER, false)).toContain('No deposits yet.');
  });
});
