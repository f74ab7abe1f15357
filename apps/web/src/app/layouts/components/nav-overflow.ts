/**
 * How many of the horizontal navigation's items fit in `available` pixels, in order: all of them when they
 * fit side by side, otherwise as many as fit beside the "More" button that holds the rest. Widths are
 * rounded up, so a label never ends a fraction of a pixel past its button.
 */
export function fittingCount(
  widths: readonly number[],
  moreWidth: number,
  gap: number,
  available: number,
): number {
  const sizes = widths.map((width) => Math.ceil(width));
  const all = sizes.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, sizes.length - 1);
  if (all <= available) return sizes.length;
  let used = Math.ceil(moreWidth);
  let count = 0;
  for (const width of sizes) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
