import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../lib/money.ts';
import type { CatalogueEntry, CatalogueKind } from './api/catalogue-kinds.ts';

export interface CatalogueColumn {
  key: string;
  align?: 'right';
  cell: (entry: CatalogueEntry) => ReactNode;
  /** The text a search looks in. */
  text?: (entry: CatalogueEntry) => string;
}

const field = (entry: CatalogueEntry, name: string) =>
  String((entry as unknown as Record<string, unknown>)[name] ?? '');
const price = (name: string) => (entry: CatalogueEntry) => `${formatMoney(field(entry, name))} USDT`;
/** The columns of each catalogue (status and actions are added to all). */
export const CATALOGUE_COLUMNS: Record<CatalogueKind, CatalogueColumn[]> = {
  ad_sizes: [
    { key: 'name', cell: (entry) => field(entry, 'name'), text: (entry) => field(entry, 'name') },
    {
      key: 'dimensions',
      cell: (entry) => `${field(entry, 'width')} × ${field(entry, 'height')} px`,
      text: (entry) => `${field(entry, 'width')}x${field(entry, 'height')}`,
    },
  ],
  categories: [{ key: 'name', cell: (entry) => field(entry, 'name'), text: (entry) => field(entry, 'name') }],
  countries: [
    {
      key: 'code',
      cell: (entry) => (
        <Chip size="small" variant="outlined" label={field(entry, 'code')} sx={{ fontFamily: 'monospace' }} />
      ),
      text: (entry) => field(entry, 'code'),
    },
    { key: 'name', cell: (entry) => field(entry, 'name'), text: (entry) => field(entry, 'name') },
  ],
  keywords: [
    { key: 'keyword', cell: (entry) => field(entry, 'keyword'), text: (entry) => field(entry, 'keyword') },
    { key: 'min_cpc', align: 'right', cell: price('min_cpc') },
    { key: 'min_cpm', align: 'right', cell: price('min_cpm') },
  ],
  websites: [
    {
      key: 'domain',
      cell: (entry) => (
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {field(entry, 'domain')}
        </Box>
      ),
      text: (entry) => field(entry, 'domain'),
    },
    { key: 'name', cell: (entry) => field(entry, 'name'), text: (entry) => field(entry, 'name') },
    { key: 'min_cpc', align: 'right', cell: price('min_cpc') },
    { key: 'min_cpm', align: 'right', cell: price('min_cpm') },
  ],
};

/** The label an entry is known by (aria labels). */
export const labelOf = (kind: CatalogueKind, entry: CatalogueEntry) =>
  kind === 'keywords'
    ? field(entry, 'keyword')
    : kind === 'websites'
      ? field(entry, 'domain')
      : field(entry, 'name');
