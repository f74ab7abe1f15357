import sharp from 'sharp';

/** The worked example of docs/delivery.md: each bidder's expected value per thousand requests at its max bid. */
const BARS = [
  { label: 'A', detail: 'CPC 1.0 · CTR 1.86%', ecpm: 18.64, color: '#ed0000' },
  { label: 'B', detail: 'CPC 1.5 · CTR 0.50%', ecpm: 7.5, color: '#8a8d93' },
  { label: 'C', detail: 'CPM 12', ecpm: 12, color: '#8a8d93' },
];

const WIDTH = 640;
const HEIGHT = 260;

/**
 * The auction example as a bar chart (PNG, inline as a data URL as the editor embeds images): letters and
 * figures only, so one picture serves every language.
 */
export async function auctionChart(): Promise<string> {
  const left = 190;
  const barHeight = 44;
  const gap = 28;
  const scale = (WIDTH - left - 90) / 20;
  const rows = BARS.map((bar, index) => {
    const y = 40 + index * (barHeight + gap);
    const width = Math.round(bar.ecpm * scale);
    return `
      <text x="20" y="${y + 20}" font-size="22" font-weight="bold" fill="#3a3541">${bar.label}</text>
      <text x="20" y="${y + 40}" font-size="13" fill="#6d6777">${bar.detail}</text>
      <rect x="${left}" y="${y}" width="${width}" height="${barHeight}" rx="6" fill="${bar.color}"/>
      <text x="${left + width + 10}" y="${y + 29}" font-size="18" font-weight="bold" fill="#3a3541">${bar.ecpm.toFixed(2)}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" font-family="DejaVu Sans, Arial, sans-serif">
    <rect width="100%" height="100%" fill="#ffffff"/>
    <text x="${left}" y="24" font-size="14" fill="#6d6777">eCPM</text>
    ${rows}
  </svg>`;
  const png = await sharp(Buffer.from(svg)).png({ palette: true, colours: 64 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
