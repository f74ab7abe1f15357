import { describe, expect, it } from 'vitest';
import { fittingCount } from './nav-overflow.ts';

describe('fittingCount', () => {
  it('keeps every item when they fit side by side, without room for "More"', () => {
    expect(fittingCount([100, 100, 100], 80, 8, 316)).toBe(3);
  });

  it('moves what does not fit into "More", leaving room for its button', () => {
    // 80 (More) + 8 + 100 + 8 + 100 = 296; a third item would need 404.
    expect(fittingCount([100, 100, 100], 80, 8, 315)).toBe(2);
    expect(fittingCount([100, 100, 100], 80, 8, 296)).toBe(2);
    expect(fittingCount([100, 100, 100], 80, 8, 295)).toBe(1);
  });

  it('rounds widths up: a label never ends a fraction of a pixel past its button', () => {
    expect(fittingCount([100.2, 100.2], 80, 0, 200.4)).toBe(1);
  });

  it('keeps the order: a narrow item after a wide one that did not fit goes too', () => {
    expect(fittingCount([100, 300, 20], 80, 0, 250)).toBe(1);
  });

  it('puts everything in "More" when not even the first item fits beside it', () => {
    expect(fittingCount([200], 80, 8, 150)).toBe(0);
    expect(fittingCount([], 80, 8, 0)).toBe(0);
  });
});
