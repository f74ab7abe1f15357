import type { DeliveryFigures } from '@adportal/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeliveryFiguresGrid } from './DeliveryFiguresGrid.tsx';

const FIGURES: DeliveryFigures = {
  impressions: 4_000,
  clicks: 154,
  successful_clicks: 112,
  void_clicks: 42,
  void_impressions: 395,
  ctr: 0.028,
  void_share: 42 / 154,
  spend: '64.000000',
  average_cpc: '0.571428',
  average_cpm: null,
};

/** The text of the card whose test id ends in `key` (MUI's styles left out). */
function tile(key: string): string {
  const html = renderToStaticMarkup(
    <DeliveryFiguresGrid figures={FIGURES} adType="click" testIdPrefix="figure" />,
  ).replace(/<style[^>]*>.*?<\/style>/g, '');
  const card = html.split(`data-testid="figure-${key}"`)[1]?.split('data-testid="figure-')[0];
  if (card === undefined) throw new Error(`no ${key} tile in ${html}`);
  return card.replace(/<[^>]+>/g, ' ');
}

describe('DeliveryFiguresGrid', () => {
  it('counts only successful clicks on the Clicks tile, as its caption says (void ones are not)', () => {
    expect(tile('clicks')).toMatch(/\b112\b/);
    expect(tile('clicks')).not.toMatch(/\b154\b/);
  });

  it('names the void impressions under the impressions, which count only valid ones', () => {
    expect(tile('impressions')).toMatch(/4,000/);
    expect(tile('impressions')).toContain('ad.delivery.impressionsHint');
  });
});
