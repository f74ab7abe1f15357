/**
 * A small seeded PRNG (sfc32, seeded through splitmix32) so a fuzz run can be replayed from its seed: every
 * generated input — values, uuids, choices — comes from here, never from Math.random or crypto.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: number) {
    let s = seed >>> 0;
    const next = () => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) >>> 0;
    return t / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)]!;
  }

  /** One of the entries, chosen in proportion to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += '0123456789abcdef'[this.int(0, 15)];
    return out;
  }

  /** A random version-4 uuid. */
  uuid(): string {
    const variant = '89ab'[this.int(0, 3)];
    return `${this.hex(8)}-${this.hex(4)}-4${this.hex(3)}-${variant}${this.hex(3)}-${this.hex(12)}`;
  }

  word(min = 3, max = 10): string {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    let out = '';
    const length = this.int(min, max);
    for (let i = 0; i < length; i++) out += letters[this.int(0, letters.length - 1)];
    return out;
  }
}

/** The seed from FUZZ_SEED, or a fresh one (printed by the test so a failing run can be replayed). */
export function seedFromEnv(value: string | undefined): number {
  if (value && /^\d+$/.test(value)) return Number(value) >>> 0;
  return Math.floor(Math.random() * 2 ** 32) >>> 0;
}
