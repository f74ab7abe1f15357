import { ZPopupBody } from '@adportal/contracts';
import sharp from 'sharp';
import type { Principal } from '../modules/auth/principal.ts';
import type { Services } from '../services.ts';

export const DEMO_POPUP_TOPIC = 'Deposit bonus this week';

/** A 1200 × 600 announcement banner, drawn as an SVG and uploaded as the PNG an operator would make of it. */
const BANNER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#ff3b3b"/><stop offset="0.55" stop-color="#ed0000"/><stop offset="1" stop-color="#8f0010"/>
    </linearGradient>
    <radialGradient id="coin" cx="0.35" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#fff6c2"/><stop offset="0.5" stop-color="#ffd24a"/><stop offset="1" stop-color="#d89a00"/>
    </radialGradient>
    <radialGradient id="tether" cx="0.35" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#7fe0c6"/><stop offset="1" stop-color="#1a9c7b"/>
    </radialGradient>
  </defs>
  <rect width="1200" height="600" fill="url(#sky)"/>
  <circle cx="1090" cy="-40" r="260" fill="#ffffff" opacity="0.07"/>
  <circle cx="-60" cy="640" r="300" fill="#000000" opacity="0.10"/>
  <g fill="#ffffff" opacity="0.35">
    <circle cx="640" cy="90" r="4"/><circle cx="700" cy="150" r="3"/><circle cx="600" cy="520" r="5"/>
    <circle cx="1150" cy="520" r="4"/><circle cx="560" cy="60" r="2"/>
  </g>
  <g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" fill="#ffffff">
    <rect x="72" y="78" width="236" height="46" rx="23" fill="#ffffff" opacity="0.18"/>
    <text x="96" y="110" font-size="24" font-weight="700" letter-spacing="3">THIS WEEK ONLY</text>
    <text x="72" y="220" font-size="76" font-weight="700">Deposit bonus</text>
    <text x="72" y="305" font-size="76" font-weight="700">this week</text>
    <text x="72" y="372" font-size="30" opacity="0.92">+10% on deposits of 20 USDT or more</text>
    <text x="72" y="414" font-size="30" opacity="0.92">with the code WELCOME10</text>
    <rect x="72" y="456" width="300" height="72" rx="36" fill="#ffffff"/>
    <text x="222" y="503" font-size="30" font-weight="700" fill="#c40000" text-anchor="middle">Top up now →</text>
  </g>
  <g transform="translate(900 330)">
    <ellipse cx="10" cy="190" rx="190" ry="26" fill="#000000" opacity="0.18"/>
    <circle cx="-70" cy="40" r="110" fill="url(#tether)" stroke="#0f7a5f" stroke-width="6"/>
    <text x="-70" y="82" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="700" fill="#ffffff" text-anchor="middle">₮</text>
    <circle cx="90" cy="-60" r="84" fill="url(#coin)" stroke="#c98f00" stroke-width="5"/>
    <text x="90" y="-28" font-family="DejaVu Sans, Arial, sans-serif" font-size="90" font-weight="700" fill="#b87800" text-anchor="middle">%</text>
    <circle cx="120" cy="120" r="62" fill="url(#coin)" stroke="#c98f00" stroke-width="4"/>
    <text x="120" y="142" font-family="DejaVu Sans, Arial, sans-serif" font-size="56" font-weight="700" fill="#b87800" text-anchor="middle">+10</text>
  </g>
</svg>`;

/**
 * The demo's popup (issue 15): one active announcement for advertisers on the dashboard, which they may choose
 * never to see again, leading to the deposit page. Made by the demo operator through the same services and
 * image path operators use; kept when it exists already (the seed runs on every start).
 */
export async function seedPopups(services: Services, operator: Principal) {
  const existing = await services.opsPopups.list(operator, {
    search: DEMO_POPUP_TOPIC,
    page: 1,
    page_size: 1,
  });
  if (existing.total > 0) return;
  const png = await sharp(Buffer.from(BANNER_SVG)).png().toBuffer();
  const image = await services.contentImages.upload(operator, png);
  await services.opsPopups.create(
    operator,
    ZPopupBody.parse({
      topic: DEMO_POPUP_TOPIC,
      audience: 'advertiser',
      image_id: image.id,
      body_html:
        '<h2>10% extra on your deposit</h2><p>This week, every deposit of <strong>20 USDT or more</strong> made with the code <strong>WELCOME10</strong> earns a 10% bonus, up to 20 USDT.</p><ol><li data-list="ordered">Open <strong>Deposit</strong> and choose an amount.</li><li data-list="ordered">Enter the code WELCOME10.</li><li data-list="ordered">The bonus is credited with your deposit.</li></ol>',
      direct_to: 'page',
      system_page: 'deposit',
      pages: ['dashboards'],
      status: 'active',
      not_show_again_enable: true,
      position: 0,
    }),
  );
}
