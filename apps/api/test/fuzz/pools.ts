/**
 * Real values (ids, references, emails, file names) seen in the app's own answers, grouped by what they name,
 * so path parameters and id fields can point at rows that exist. Keys are normalised names: `ad_size_id`,
 * `/ad-sizes/{id}` and a catalogue's `ad_sizes` list all meet at `adsize`.
 */
export function poolKey(name: string): string {
  let key = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .replace(/(^|[_-])ids?$/, '')
    .replace(/[^a-z]/g, '');
  if (key.endsWith('ies')) key = `${key.slice(0, -3)}y`;
  else if (key.endsWith('s') && !key.endsWith('ss')) key = key.slice(0, -1);
  return key;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Containers whose name says nothing about what they hold. */
const GENERIC = new Set(['data', 'items', 'rows', 'results', 'list', 'records', 'entries', 'page']);
const MAX_PER_POOL = 40;

export class ValuePools {
  private readonly pools = new Map<string, string[]>();

  add(key: string, value: string) {
    if (!key || !value || value.length > 300) return;
    const pool = this.pools.get(key) ?? [];
    if (pool.includes(value) || pool.length >= MAX_PER_POOL) return;
    pool.push(value);
    this.pools.set(key, pool);
  }

  /**
   * The first non-empty pool of these keys; failing that, of a key that ends with one of them or that one of
   * them ends with (`actoruser` → `user`).
   */
  get(...keys: string[]): string[] | undefined {
    const wanted = keys.filter(Boolean);
    for (const key of wanted) {
      const exact = this.pools.get(key);
      if (exact?.length) return exact;
    }
    for (const key of wanted) {
      for (const [other, pool] of this.pools) {
        if (other.length < 4 || key.length < 4) continue;
        if ((key.endsWith(other) || other.endsWith(key)) && pool.length) return pool;
      }
    }
    return undefined;
  }

  /** Every uuid held, whatever it names. */
  allIds(): string[] {
    return [...this.pools.values()].flat().filter((value) => UUID.test(value));
  }

  summary(): Record<string, number> {
    return Object.fromEntries([...this.pools].map(([key, pool]) => [key, pool.length]));
  }

  /** Walks a JSON answer and keeps its ids (`id`, `*_id`), references, emails and /api/… file links. */
  harvest(value: unknown, context: string, depth = 0) {
    if (depth > 8 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, context, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(record)) {
      if (typeof field === 'string') {
        if (key === 'id') this.add(context, field);
        else if (/(_id|Id)$/.test(key) && UUID.test(field)) this.add(poolKey(key), field);
        else if (key === 'reference') this.add('ref', field);
        else if (key === 'email' || key.endsWith('_email')) this.add('email', field);
        else if (key === 'code') this.add('id' in record ? `${context}code` : context, field);
        else if (key.endsWith('_code')) this.add(poolKey(key), field);
        const link = /^\/api\/([a-z-]+)\/([^/?#]+)$/.exec(field);
        if (link) this.add(poolKey(link[1]!), link[2]!);
      } else if (field && typeof field === 'object') {
        this.harvest(field, GENERIC.has(key) ? context : poolKey(key), depth + 1);
      }
    }
  }
}

/** What a path's answer holds: its last fixed segment (`/api/advertisements/{id}/targets` → `target`). */
export function contextOfPath(path: string): string {
  const fixed = path.split('/').filter((segment) => segment && !segment.startsWith('{'));
  return poolKey(fixed[fixed.length - 1] ?? '');
}

/** Where the value of a path parameter may come from: its own name, then the segment before it. */
export function keysOfPathParam(path: string, name: string): string[] {
  const segments = path.split('/');
  const index = segments.indexOf(`{${name}}`);
  const before = index > 0 ? segments[index - 1]! : '';
  return [poolKey(name), poolKey(before)].filter(Boolean);
}
