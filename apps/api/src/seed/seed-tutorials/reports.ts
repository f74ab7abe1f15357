import { body, bullets, h2, link, p, type SeedCategory, searchLink, strong } from './html.ts';

/** Reports and clicks: why a click is void (three languages), reading the reports (English only, the fallback). */
export const reportsAndClicks: SeedCategory = {
  names: { en: 'Reports and clicks', th: 'รายงานและคลิก', zh: '报表与点击' },
  articles: [
    {
      status: 'published',
      texts: {
        en: {
          title: 'Why a click is void',
          summary: 'Every reason a click is not charged, when it is decided, and what you can do about it.',
          body_html: body(
            p(
              `A void click is recorded and shown in your reports, but it is ${strong('never charged')}. The visitor still reaches your landing page. The ${link('/report/clicks', 'Click report')} shows the reason of each one.`,
            ),
            h2('Decided at the click'),
            p('The first rule that matches wins:'),
            bullets([
              `${strong('Automated traffic (bot)')}: a known crawler or bot, or no browser at all.`,
              `${strong('The ad link had expired')}: the link is older than 2 hours.`,
              `${strong('Click from your own team’s network')}: an address anyone of your team signed in from in the last 30 days.`,
              `${strong('Repeat click on the same ad view')}: the same served ad was clicked before (a double click or a replayed link).`,
              `${strong('The ad was never seen on the page')}: the ad's view was never reported by the page.`,
              `${strong('Clicked too soon after the ad appeared')}: less than 1 second after it was shown.`,
              `${strong('Too many clicks from this IP within an hour')}: the address already made 3 charged clicks on this ad within 60 minutes.`,
              `${strong('The ad’s budget could not cover it')} or ${strong('Your balance could not cover it')}: the click is not charged rather than charged in part.`,
            ]),
            h2('Decided after midnight'),
            bullets([
              `${strong('Too many clicks from this IP in one day')}: before the day is settled, every charged click from an address that made more than 30 charged clicks that day, across all ads, is voided with its spend.`,
              `${strong('Voided by an operator')}: our team voids a click by hand after a review. If its day was settled already, the amount comes back to you as an Adjust row of the statement.`,
            ]),
            h2('What you can do'),
            bullets([
              'Do not click your own ads to test them: open your landing page directly.',
              'Many void clicks from one website? Tell us in a message with the website and the day.',
              `Void spend never reaches your statement: ${searchLink('settlement', 'the midnight settlement')} books only valid spend.`,
            ]),
          ),
        },
        th: {
          title: 'ทำไมคลิกจึงเป็นโมฆะ',
          summary: 'ทุกเหตุผลที่คลิกไม่ถูกเรียกเก็บเงิน ตัดสินเมื่อใด และคุณทำอะไรได้บ้าง',
          body_html: body(
            p(
              `คลิกที่เป็นโมฆะจะถูกบันทึกและแสดงในรายงานของคุณ แต่ ${strong('ไม่ถูกเรียกเก็บเงินเลย')} ผู้เข้าชมยังคงไปถึงหน้า Landing page ของคุณตามปกติ ${link('/report/clicks', 'รายงานคลิก')} แสดงเหตุผลของแต่ละคลิก`,
            ),
            h2('ตัดสินตอนคลิก'),
            p('ใช้กฎข้อแรกที่ตรงกัน:'),
            bullets([
              `${strong('การเข้าชมอัตโนมัติ (บอท)')}: โปรแกรมรวบรวมข้อมูลหรือบอทที่รู้จัก หรือไม่มีเบราว์เซอร์เลย`,
              `${strong('ลิงก์โฆษณาหมดอายุแล้ว')}: ลิงก์มีอายุเกิน 2 ชั่วโมง`,
              `${strong('คลิกจากเครือข่ายของทีมคุณเอง')}: ที่อยู่ IP ที่สมาชิกคนใดในทีมของคุณเคยเข้าสู่ระบบในช่วง 30 วันที่ผ่านมา`,
              `${strong('คลิกซ้ำบนการแสดงผลเดียวกัน')}: โฆษณาที่แสดงครั้งนั้นถูกคลิกไปแล้ว (ดับเบิลคลิกหรือใช้ลิงก์ซ้ำ)`,
              `${strong('ไม่พบการแสดงผลโฆษณาบนหน้าเว็บ')}: หน้าเว็บไม่เคยรายงานว่าโฆษณาถูกแสดง`,
              `${strong('คลิกเร็วเกินไปหลังโฆษณาปรากฏ')}: น้อยกว่า 1 วินาทีหลังจากโฆษณาแสดง`,
              `${strong('คลิกจาก IP นี้มากเกินไปภายในหนึ่งชั่วโมง')}: ที่อยู่นี้มีคลิกที่ถูกเรียกเก็บเงินบนโฆษณานี้ครบ 3 ครั้งภายใน 60 นาทีแล้ว`,
              `${strong('งบประมาณของโฆษณาไม่เพียงพอ')} หรือ ${strong('ยอดเงินคงเหลือไม่เพียงพอ')}: คลิกจะไม่ถูกเรียกเก็บเงินเลย แทนที่จะเรียกเก็บเพียงบางส่วน`,
            ]),
            h2('ตัดสินหลังเที่ยงคืน'),
            bullets([
              `${strong('คลิกจาก IP นี้มากเกินไปในหนึ่งวัน')}: ก่อนตัดยอดของวัน ทุกคลิกที่ถูกเรียกเก็บเงินจากที่อยู่ที่มีคลิกที่ถูกเรียกเก็บเงินเกิน 30 ครั้งในวันนั้น (รวมทุกโฆษณา) จะถูกยกเลิกพร้อมค่าใช้จ่าย`,
              `${strong('ผู้ดูแลระบบยกเลิกคลิกนี้')}: ทีมงานของเรายกเลิกคลิกด้วยมือหลังจากตรวจสอบ หากวันนั้นตัดยอดไปแล้ว เงินจะคืนให้คุณเป็นรายการปรับยอดในรายการเดินบัญชี`,
            ]),
            h2('สิ่งที่คุณทำได้'),
            bullets([
              'อย่าคลิกโฆษณาของตัวเองเพื่อทดสอบ ให้เปิดหน้า Landing page โดยตรง',
              'เห็นคลิกที่เป็นโมฆะจำนวนมากจากเว็บไซต์เดียว? ส่งข้อความถึงเราพร้อมชื่อเว็บไซต์และวันที่',
              `ค่าใช้จ่ายที่เป็นโมฆะไม่เคยเข้าสู่รายการเดินบัญชีของคุณ: ${searchLink('settlement', 'การตัดยอดหลังเที่ยงคืน')} บันทึกเฉพาะค่าใช้จ่ายที่ถูกต้องเท่านั้น`,
            ]),
          ),
        },
        zh: {
          title: '点击为何无效',
          summary: '点击不扣费的所有原因、何时判定，以及您可以怎么做。',
          body_html: body(
            p(
              `无效点击会被记录并显示在您的报表中，但${strong('绝不会扣费')}。访客仍会到达您的落地页。${link('/report/clicks', '点击报告')}会显示每次无效点击的原因。`,
            ),
            h2('点击时判定'),
            p('按顺序匹配，命中第一条规则即生效：'),
            bullets([
              `${strong('自动流量（机器人）')}：已知的爬虫或机器人，或根本没有浏览器。`,
              `${strong('广告链接已过期')}：链接已超过 2 小时。`,
              `${strong('来自您自己团队网络的点击')}：您团队中任何人在过去 30 天内登录过的地址。`,
              `${strong('同一次展示的重复点击')}：同一次投放的广告此前已被点击（双击或重复使用链接）。`,
              `${strong('广告从未在页面上被看到')}：页面从未报告该广告被展示。`,
              `${strong('广告出现后点击过快')}：展示后不到 1 秒。`,
              `${strong('该 IP 一小时内点击过多')}：该地址在 60 分钟内已在此广告上产生 3 次扣费点击。`,
              `${strong('广告预算不足以支付')}或${strong('余额不足以支付')}：点击不扣费，而不是只扣一部分。`,
            ]),
            h2('午夜后判定'),
            bullets([
              `${strong('该 IP 一天内点击过多')}：在当天结算之前，来自当天（所有广告合计）产生超过 30 次扣费点击的地址的每一次扣费点击，都会连同花费一起作废。`,
              `${strong('由运营人员判定无效')}：我们的团队在审查后人工作废某次点击。如果当天已结算，金额会以账单中的调整记录退还给您。`,
            ]),
            h2('您可以怎么做'),
            bullets([
              '不要点击自己的广告来测试：请直接打开您的落地页。',
              '某个网站带来大量无效点击？请给我们发消息，注明网站和日期。',
              `无效花费永远不会进入您的账单：${searchLink('settlement', '午夜结算')}只记录有效花费。`,
            ]),
          ),
        },
      },
    },
    {
      status: 'published',
      texts: {
        en: {
          title: 'Reading your reports: daily expense and the click report',
          summary:
            'What each report counts, how it matches your statement, and how to export exactly what you filtered.',
          body_html: body(
            h2('Daily expense'),
            p(
              `${link('/report/day-expense', 'Daily expense')} lists what your ads cost each platform day, with impressions, total, successful and void clicks and the average CPC. A past day equals that day's Expense row in your ${link('/report/statement', 'Statement')}; today is not settled yet and equals your current minus your temporary balance.`,
            ),
            p(
              'Open a day to see it by ad and target, how it was settled, and every click of that day. From an ad, its day report shows one day by hour and by target.',
            ),
            h2('The click report'),
            bullets([
              `${link('/report/clicks', 'Click report')}: every click, newest first, with its target, website, price, country, device and status — and the reason when it is void.`,
              'Filter by ad, target type, website, status and dates; the filters stay in the address, so a filtered report can be bookmarked or shared with your team.',
              'Export CSV or XLSX: the file holds exactly the filtered rows.',
              'IP addresses are shortened (for example 203.0.x.x) to protect visitors.',
            ]),
            h2('The dashboard'),
            p(
              `Each widget of the ${link('/dashboards', 'Dashboard')} has its own period and links to the report that explains it. Why a click is not charged: ${searchLink('void', 'Why a click is void')}.`,
            ),
          ),
        },
      },
    },
  ],
};
