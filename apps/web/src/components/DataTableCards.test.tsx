// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { DataColumn } from './DataTable.tsx';
import { DataTableCards } from './DataTableCards.tsx';

afterEach(cleanup);

interface Ad {
  id: string;
  redirectUrl: string;
}

const columns: DataColumn<Ad>[] = [
  { id: 'id', header: 'Ad', essential: true, cell: (row) => row.id },
  {
    id: 'url',
    header: 'Redirect URL',
    essential: true,
    cell: (row) => row.redirectUrl,
  },
];

it('wraps a card label between words only, while its value may break anywhere (a long URL)', () => {
  render(
    <DataTableCards
      label="Ads to review"
      columns={columns}
      rows={[
        { id: 'ad-1', redirectUrl: `https://shop.example.com/${'landing'.repeat(12)}?utm_source=adportal` },
      ]}
      rowKey={(row) => row.id}
      loading={false}
      isEmpty={false}
      empty="No ads"
    />,
  );
  const label = screen.getByText('Redirect URL');
  expect(label.tagName).toBe('DT');
  // "Redirect URL" on a 390 px card beside a long address broke as "Redire / ct URL" when it inherited the
  // card's overflow-wrap: anywhere (its narrowest width became one letter).
  expect(getComputedStyle(label).overflowWrap).toBe('normal');
  const value = screen.getByText(/^https:\/\/shop\.example\.com/);
  expect(getComputedStyle(value.closest('dd')!).overflowWrap).toBe('anywhere');
});
