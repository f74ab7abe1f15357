import { bidText } from '../../planner/index.ts';
import type { CatalogueEntry, CatalogueKind } from './api/catalogue-kinds.ts';

/** Every field any catalogue has, as typed. */
export interface CatalogueFormValues {
  name: string;
  width: string;
  height: string;
  code: string;
  keyword: string;
  domain: string;
  min_cpc: string;
  min_cpm: string;
  status: 'active' | 'inactive';
}
type FieldName = Exclude<keyof CatalogueFormValues, 'status'>;

/** The fields of each catalogue's body, in form order. */
export const CATALOGUE_FIELDS: Record<CatalogueKind, readonly FieldName[]> = {
  ad_sizes: ['name', 'width', 'height'],
  categories: ['name'],
  countries: ['code', 'name'],
  keywords: ['keyword', 'min_cpc', 'min_cpm'],
  websites: ['domain', 'name', 'min_cpc', 'min_cpm'],
};

export const NUMBER_FIELDS: readonly FieldName[] = ['width', 'height'];
export const PRICE_FIELDS: readonly FieldName[] = ['min_cpc', 'min_cpm'];

/** The body the catalogue's endpoint takes, from what was typed (pixels as numbers). */
export function toCatalogueBody(kind: CatalogueKind, values: CatalogueFormValues): Record<string, unknown> {
  const body: Record<string, unknown> = { status: values.status };
  for (const field of CATALOGUE_FIELDS[kind]) {
    const text = values[field];
    body[field] = NUMBER_FIELDS.includes(field) ? (text.trim() === '' ? undefined : Number(text)) : text;
  }
  return body;
}

/** An entry as form values (prices as the bid fields take them: at most one decimal). */
export function catalogueValues(entry: CatalogueEntry | null): CatalogueFormValues {
  const read = (field: string) => {
    const value = entry ? (entry as unknown as Record<string, unknown>)[field] : undefined;
    if (value === undefined || value === null) return '';
    return PRICE_FIELDS.includes(field as FieldName) ? bidText(String(value)) : String(value);
  };
  return {
    name: read('name'),
    width: read('width'),
    height: read('height'),
    code: read('code'),
    keyword: read('keyword'),
    domain: read('domain'),
    min_cpc: read('min_cpc'),
    min_cpm: read('min_cpm'),
    status: entry?.status ?? 'active',
  };
}
