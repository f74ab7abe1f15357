import { ZPopupBody } from '@adportal/contracts';
import sharp from 'sharp';
import type { Principal } from '../modules/identity/principal.ts';
import type { Services } from '../services.ts';

export const DEMO_POPUP_TOPIC = 'Welcome bonus: 10% extra on one deposit';
/** The topic of the demo popup of earlier versions ("this week", which it never was): kept, not made again. */
const EARLIER_DEMO_POPUP_TOPIC = 'Deposit bonus this week';

/**
 * What the welcome promotion (seed.ts) really is, in the portal's three languages: a popup has one text for
 * every reader. Nothing about "this week" (it runs for months) and nothing the reader must not have done yet
 * (the demo used it on its first deposit).
 */
const POPUP_TEXT = [
  '<h2>10% extra on one deposit</h2>',
  '<p>One deposit per account of <strong>20 USDT or more</strong>, made with the code <strong>WELCOME10</strong>, earns 10% extra, up to 20 USDT, while the offer runs (its end date is on the Deposit page). An account that has used it finds the bonus as a <em>Promotion</em> row on its Statement.</p>',
  '<h2>รับเพิ่ม 10% สำหรับการฝากเงินหนึ่งครั้ง</h2>',
  '<p>การฝากเงินตั้งแต่ <strong>20 USDT ขึ้นไป</strong> พร้อมรหัส <strong>WELCOME10</strong> ได้รับเพิ่ม 10% สูงสุด 20 USDT ใช้ได้หนึ่งครั้งต่อบัญชี ตลอดช่วงที่โปรโมชันยังเปิดอยู่ (ดูวันสิ้นสุดได้ที่หน้าฝากเงิน) บัญชีที่ใช้แล้วจะเห็นโบนัสเป็นรายการ <em>โปรโมชัน</em> ในรายการเดินบัญชี</p>',
  '<h2>单笔充值额外赠送 10%</h2>',
  '<p>每个账户可有一笔 <strong>20 USDT 或以上</strong>的充值使用优惠码 <strong>WELCOME10</strong>，额外获得 10%，最高 20 USDT，活动期间有效（结束日期见充值页面）。已使用的账户可在对账单中看到一条<em>促销</em>记录。</p>',
].join('');

/**
 * A 1200 × 600 announcement banner, drawn as an SVG and uploaded as the PNG an operator would make of it. No words
 * in it: a popup has one image for every language, so it says "+10%" and shows USDT; the text says the rest.
 */
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
    <text x="72" y="330" font-size="200" font-weight="700" letter-spacing="-4">+10%</text>
    <rect x="72" y="400" width="420" height="10" rx="5" fill="#ffffff" opacity="0.35"/>
    <rect x="72" y="456" width="180" height="72" rx="36" fill="#ffffff"/>
    <path d="M122 492 h72 m-26 -24 l26 24 l-26 24" fill="none" stroke="#c40000" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
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
  for (const topic of [DEMO_POPUP_TOPIC, EARLIER_DEMO_POPUP_TOPIC]) {
    const existing = await services.opsPopups.list(operator, { search: topic, page: 1, page_size: 1 });
    if (existing.total > 0) return;
  }
  const png = await sharp(Buffer.from(BANNER_SVG)).png().toBuffer();
  const image = await services.contentImages.upload(operator, png);
  await services.opsPopups.create(
    operator,
    ZPopupBody.parse({
      topic: DEMO_POPUP_TOPIC,
      audience: 'advertiser',
      image_id: image.id,
      body_html: POPUP_TEXT,
      direct_to: 'page',
      system_page: 'deposit',
      pages: ['dashboards'],
      status: 'active',
      not_show_again_enable: true,
      position: 0,
    }),
  );
}
