import {
  body,
  bullets,
  code,
  h2,
  h3,
  image,
  link,
  p,
  type SeedCategory,
  searchLink,
  steps,
  strong,
} from './html.ts';

/** Ads and bidding: the auction with its worked example (the chart), budgets and schedules, and a draft. */
export function adsAndBidding(chart: string): SeedCategory {
  return {
    names: { en: 'Ads and bidding', th: 'โฆษณาและการประมูล', zh: '广告与出价' },
    articles: [
      {
        status: 'published',
        featured: true,
        texts: {
          en: {
            title: 'How bidding works: CPC, CPM, the advice price and the auction',
            summary:
              'What you bid on, what the advice price means, who wins a slot and what the winner pays.',
            body_html: body(
              h2('CPC or CPM'),
              bullets([
                `${strong('Click (CPC)')} ads pay per click. Impressions are free.`,
                `${strong('Impression (CPM)')} ads pay per thousand impressions: each impression costs a thousandth of the price.`,
              ]),
              h2('Keyword and website bids'),
              p(
                'A target is a keyword or a publisher website of the catalogue. Each bid has a minimum and a maximum price with these rules:',
              ),
              bullets([
                'more than 0, with at most one decimal, and the minimum below the maximum;',
                'the minimum at least the default minimum of the keyword or website for your ad type;',
                'one bid per keyword or website per ad;',
                `the ad ${strong('approved')} and ${strong('online')}, and your available balance covering the maximum bid.`,
              ]),
              h2('The advice price'),
              p(
                `For a keyword or website, ad type and size, the planner asks the auction itself: it ranks the other advertisers' ads that can serve there as every auction does (max bid × click-through rate for click ads), and the ${strong('advice price')} is the lowest max bid, in steps of 0.1, that puts your ad first — never under the default minimum. A new ad is counted at a 0.5 % click-through rate, so a rival whose ad people click often needs a higher bid to beat. Bid it and your ad wins the slot while the competition stays as it is; bid less and the ad is eligible but limited by ad rank. The ${link('/advertisement/ads-planner', 'Ads planner')} shows it with the whole landscape and what your budget buys.`,
              ),
              h2('The auction'),
              steps([
                "Every ad that may serve now enters: right size, the visitor's country, inside its schedule, and its budget and your temporary balance covering one more charge.",
                'Each advertiser enters with its best bid only; a bid whose maximum is under its reserve (its own minimum or the default minimum, whichever is higher) stays out.',
                `Bids are ranked by expected value per thousand requests (${strong('eCPM')}): a CPM bid is worth its maximum; a CPC bid is worth maximum × CTR × 1000, where CTR is the ad's click rate over the last 30 days pulled towards 0.5% while it is new: ${code('(clicks + 5) / (impressions + 1000)')}.`,
                `The winner pays a ${strong('second price')}: the least that keeps it above the runner-up, rounded up to the cent, never below its reserve and never above its maximum. Alone, it pays its reserve.`,
              ]),
              h3('An example'),
              p(
                'Keyword "bitcoin", default minimum CPC 0.5 and CPM 2. A bids CPC 0.5–1.0 and has 200 clicks in 10,000 impressions; B is a new ad bidding CPC 0.5–1.5; C bids CPM 2–12.',
              ),
              image(chart, 'eCPM at the maximum bid: A 18.64, C 12.00, B 7.50'),
              p(
                `A wins although B bids more per click: A's visitors click almost four times as often. A keeps its rank over C at any CPC above 12 ÷ 18.64, so it pays ${strong('0.65 USDT')} per click — and nothing for the impression. Had C bid only 8, A would pay its reserve, 0.5.`,
              ),
              p(
                `The lesson: a better image and well-chosen keywords raise your CTR, and a higher CTR wins more often for less. Set a budget next: ${searchLink('schedule', 'Budgets and the weekly schedule')}.`,
              ),
            ),
          },
          th: {
            title: 'การประมูลทำงานอย่างไร: CPC, CPM, ราคาแนะนำ และการประมูล',
            summary: 'คุณประมูลอะไร ราคาแนะนำหมายถึงอะไร ใครชนะตำแหน่งโฆษณา และผู้ชนะจ่ายเท่าไร',
            body_html: body(
              h2('CPC หรือ CPM'),
              bullets([
                `โฆษณาแบบ ${strong('คลิก (CPC)')} จ่ายต่อคลิก การแสดงผลไม่มีค่าใช้จ่าย`,
                `โฆษณาแบบ ${strong('การแสดงผล (CPM)')} จ่ายต่อการแสดงผลหนึ่งพันครั้ง การแสดงผลแต่ละครั้งมีราคาหนึ่งในพันของราคาที่ประมูล`,
              ]),
              h2('การประมูลคีย์เวิร์ดและเว็บไซต์'),
              p(
                'เป้าหมายคือคีย์เวิร์ดหรือเว็บไซต์ของผู้เผยแพร่ในแคตตาล็อก การประมูลแต่ละรายการมีราคาต่ำสุดและสูงสุด ตามกฎเหล่านี้:',
              ),
              bullets([
                'มากกว่า 0 มีทศนิยมได้ไม่เกินหนึ่งตำแหน่ง และราคาต่ำสุดต้องน้อยกว่าราคาสูงสุด',
                'ราคาต่ำสุดต้องไม่น้อยกว่าราคาขั้นต่ำเริ่มต้นของคีย์เวิร์ดหรือเว็บไซต์นั้นสำหรับประเภทโฆษณาของคุณ',
                'หนึ่งโฆษณาประมูลคีย์เวิร์ดหรือเว็บไซต์เดียวกันได้ครั้งเดียว',
                `โฆษณาต้อง ${strong('อนุมัติแล้ว')} และ ${strong('ออนไลน์')} และยอดเงินที่ใช้ได้ต้องครอบคลุมราคาสูงสุดที่ประมูล`,
              ]),
              h2('ราคาแนะนำ'),
              p(
                `สำหรับคีย์เวิร์ดหรือเว็บไซต์ ประเภท และขนาดโฆษณาหนึ่ง ๆ เครื่องมือวางแผนจะถามการประมูลโดยตรง: จัดอันดับโฆษณาของผู้ลงโฆษณารายอื่นที่แสดงที่นั่นได้แบบเดียวกับทุกการประมูล (ราคาประมูลสูงสุด × อัตราการคลิกสำหรับโฆษณาแบบคลิก) และ ${strong('ราคาแนะนำ')} คือราคาประมูลสูงสุดที่ต่ำที่สุด ทีละ 0.1 ที่ทำให้โฆษณาของคุณอยู่อันดับแรก และไม่ต่ำกว่าราคาขั้นต่ำเริ่มต้น โฆษณาใหม่คิดอัตราการคลิกที่ 0.5% ดังนั้นคู่แข่งที่โฆษณาถูกคลิกบ่อยต้องใช้ราคาที่สูงกว่าจึงจะชนะ ประมูลที่ราคานี้แล้วโฆษณาของคุณจะชนะตำแหน่งตราบที่การแข่งขันยังเป็นเช่นเดิม หากประมูลต่ำกว่า โฆษณาจะมีสิทธิ์แสดงแต่ถูกจำกัดด้วยอันดับโฆษณา ${link('/advertisement/ads-planner', 'เครื่องมือวางแผนโฆษณา')} แสดงราคานี้พร้อมภาพรวมการแข่งขันทั้งหมด และสิ่งที่งบประมาณของคุณซื้อได้`,
              ),
              h2('การประมูล'),
              steps([
                'ทุกโฆษณาที่แสดงได้ในขณะนั้นจะเข้าร่วม: ขนาดตรงกัน ตรงกับประเทศของผู้เข้าชม อยู่ในตารางเวลา และงบประมาณกับยอดเงินชั่วคราวของคุณพอสำหรับการเรียกเก็บอีกหนึ่งครั้ง',
                'ผู้ลงโฆษณาแต่ละรายเข้าร่วมด้วยราคาประมูลที่ดีที่สุดเท่านั้น การประมูลที่ราคาสูงสุดต่ำกว่าราคาสงวน (ราคาต่ำสุดของตัวเองหรือราคาขั้นต่ำเริ่มต้น แล้วแต่ว่าค่าใดสูงกว่า) จะไม่ได้เข้าร่วม',
                `การประมูลถูกจัดอันดับตามมูลค่าที่คาดหวังต่อการร้องขอหนึ่งพันครั้ง (${strong('eCPM')}): การประมูลแบบ CPM มีค่าเท่ากับราคาสูงสุด ส่วนแบบ CPC มีค่าเท่ากับราคาสูงสุด × CTR × 1000 โดย CTR คืออัตราการคลิกของโฆษณาในช่วง 30 วันที่ผ่านมา ซึ่งระหว่างที่โฆษณายังใหม่จะถูกดึงเข้าหา 0.5%: ${code('(clicks + 5) / (impressions + 1000)')}`,
                `ผู้ชนะจ่ายแบบ ${strong('ราคาอันดับสอง')}: ราคาต่ำที่สุดที่ยังรักษาอันดับเหนือผู้ที่ได้อันดับรองไว้ได้ ปัดขึ้นเป็นหลักเซ็นต์ ไม่ต่ำกว่าราคาสงวนและไม่สูงกว่าราคาสูงสุด หากไม่มีคู่แข่ง จะจ่ายราคาสงวน`,
              ]),
              h3('ตัวอย่าง'),
              p(
                'คีย์เวิร์ด "bitcoin" ราคาขั้นต่ำเริ่มต้น CPC 0.5 และ CPM 2 ผู้ลงโฆษณา A ประมูล CPC 0.5–1.0 และมี 200 คลิกจากการแสดงผล 10,000 ครั้ง B เป็นโฆษณาใหม่ที่ประมูล CPC 0.5–1.5 ส่วน C ประมูล CPM 2–12',
              ),
              image(chart, 'eCPM ที่ราคาประมูลสูงสุด: A 18.64, C 12.00, B 7.50'),
              p(
                `A ชนะแม้ B จะประมูลต่อคลิกสูงกว่า เพราะผู้เข้าชมของ A คลิกบ่อยกว่าเกือบสี่เท่า A รักษาอันดับเหนือ C ได้ที่ CPC ใดก็ตามที่สูงกว่า 12 ÷ 18.64 จึงจ่าย ${strong('0.65 USDT')} ต่อคลิก และไม่ต้องจ่ายค่าการแสดงผล หาก C ประมูลเพียง 8 A จะจ่ายแค่ราคาสงวน 0.5`,
              ),
              p(
                `บทเรียน: รูปภาพที่ดีขึ้นและคีย์เวิร์ดที่เลือกอย่างเหมาะสมจะเพิ่ม CTR และ CTR ที่สูงขึ้นทำให้ชนะบ่อยขึ้นในราคาที่ต่ำลง ขั้นต่อไปคือตั้งงบประมาณ: ${searchLink('schedule', 'งบประมาณและตารางเวลารายสัปดาห์')}`,
              ),
            ),
          },
          zh: {
            title: '出价如何运作：CPC、CPM、建议价与竞价',
            summary: '您对什么出价、建议价是什么意思、谁赢得广告位以及赢家支付多少。',
            body_html: body(
              h2('CPC 还是 CPM'),
              bullets([
                `${strong('点击（CPC）')}广告按点击付费，展示免费。`,
                `${strong('展示（CPM）')}广告按每千次展示付费：每次展示的费用是出价的千分之一。`,
              ]),
              h2('关键词和网站出价'),
              p('目标是目录中的关键词或发布商网站。每个出价都有最低价和最高价，规则如下：'),
              bullets([
                '大于 0，最多一位小数，且最低价低于最高价；',
                '最低价不低于该关键词或网站针对您广告类型的默认最低价；',
                '每个广告对同一关键词或网站只能出价一次；',
                `广告须${strong('已通过')}且${strong('在线')}，并且可用余额足以覆盖最高出价。`,
              ]),
              h2('建议价'),
              p(
                `对于某个关键词或网站、广告类型和尺寸，规划工具直接询问竞价本身：它像每次竞价一样为可在此投放的其他广告主的广告排名（点击广告按最高出价 × 点击率），${strong('建议价')}是让您的广告排名第一的最低最高出价（以 0.1 为步长），且不低于默认最低价。新广告按 0.5% 的点击率计算，因此要胜过广告常被点击的对手需要更高的出价。按建议价出价，只要竞争不变，您的广告就会赢得该广告位；出价更低，广告符合条件但受广告排名限制。${link('/advertisement/ads-planner', '广告规划师')}会显示建议价、完整的竞争格局以及您的预算能买到什么。`,
              ),
              h2('竞价'),
              steps([
                '此刻可以投放的每个广告都会参与：尺寸匹配、符合访客所在国家、在时间表之内，且预算和临时余额足以再支付一次扣费。',
                '每个广告主只以其最佳出价参与；最高价低于保留价（自身最低价与默认最低价中较高者）的出价不能参与。',
                `出价按每千次请求的预期价值（${strong('eCPM')}）排序：CPM 出价的价值就是其最高价；CPC 出价的价值是最高价 × CTR × 1000，其中 CTR 是广告过去 30 天的点击率，新广告会向 0.5% 靠拢：${code('(clicks + 5) / (impressions + 1000)')}。`,
                `赢家按${strong('第二价格')}支付：保持领先于第二名所需的最低价格，向上取整到分，不低于保留价，不高于最高价。没有竞争者时支付保留价。`,
              ]),
              h3('示例'),
              p(
                '关键词"bitcoin"，默认最低价 CPC 0.5、CPM 2。A 出价 CPC 0.5–1.0，在 10,000 次展示中获得 200 次点击；B 是新广告，出价 CPC 0.5–1.5；C 出价 CPM 2–12。',
              ),
              image(chart, '按最高出价计算的 eCPM：A 18.64，C 12.00，B 7.50'),
              p(
                `尽管 B 每次点击出价更高，A 仍然胜出：A 的访客点击频率几乎是 B 的四倍。只要 CPC 高于 12 ÷ 18.64，A 就能保持领先于 C，因此它每次点击支付 ${strong('0.65 USDT')}——展示不收费。如果 C 只出价 8，A 只需支付保留价 0.5。`,
              ),
              p(
                `启示：更好的图片和精心挑选的关键词能提高 CTR，而更高的 CTR 能以更低的价格更常胜出。下一步设置预算：${searchLink('schedule', '预算与每周时间表')}。`,
              ),
            ),
          },
        },
      },
      {
        status: 'published',
        texts: {
          en: {
            title: 'Budgets and the weekly schedule',
            summary:
              'Cap what an ad spends per day or in total, choose the hours it runs, and see why an ad stops.',
            body_html: body(
              h2('Budget'),
              bullets([
                `${strong('Per day')}: the ad spends up to the amount each platform day, and serves again the next day.`,
                `${strong('Lifetime')}: the ad spends up to the amount in total, from the start date.`,
                'Both have a start date and an optional end date; the amount is in USDT with at most 2 decimals.',
              ]),
              p(
                `Every charge is checked against the budget and your balance at the moment it is made, so an ad never spends more than its budget. When the budget cannot cover one more charge the ad stops, and you are notified once a day per ad. Each change is kept in the ad's ${strong('budget change history')}.`,
              ),
              h2('Weekly schedule'),
              p(
                `Turn on ${strong('Run only on a schedule')} to choose up to 6 time ranges per day of the week. Times are in the platform's time zone; an end of 24:00 runs until midnight. The presets fill the common cases: weekdays 09:00–18:00, or every day all day. With the schedule off, the ad may run at any time.`,
              ),
              h2('Why is my ad not showing?'),
              p(
                `The ${link('/advertisement/opportunities', 'Ads helper')} lists every reason with a fix. The usual ones:`,
              ),
              bullets([
                'the ad is pending, rejected or offline;',
                "outside its schedule (check the platform's time shown on the schedule);",
                'the daily or lifetime budget is spent, or the budget has not started yet;',
                `the temporary balance cannot cover one more charge — ${link('/deposit', 'top up')};`,
                'no active bid, or every maximum bid is under its reserve.',
              ]),
            ),
          },
          th: {
            title: 'งบประมาณและตารางเวลารายสัปดาห์',
            summary: 'จำกัดยอดใช้จ่ายของโฆษณาต่อวันหรือทั้งหมด เลือกช่วงเวลาที่โฆษณาแสดง และดูว่าทำไมโฆษณาจึงหยุด',
            body_html: body(
              h2('งบประมาณ'),
              bullets([
                `${strong('ต่อวัน')}: โฆษณาใช้จ่ายได้ไม่เกินจำนวนนี้ในแต่ละวันตามเวลาแพลตฟอร์ม และกลับมาแสดงอีกครั้งในวันถัดไป`,
                `${strong('ตลอดอายุโฆษณา')}: โฆษณาใช้จ่ายได้ไม่เกินจำนวนนี้รวมทั้งหมด นับจากวันเริ่มต้น`,
                'ทั้งสองแบบมีวันเริ่มต้นและวันสิ้นสุดที่ไม่บังคับ จำนวนเงินเป็น USDT มีทศนิยมไม่เกิน 2 ตำแหน่ง',
              ]),
              p(
                `ทุกการเรียกเก็บเงินจะถูกตรวจกับงบประมาณและยอดเงินของคุณ ณ ขณะนั้น โฆษณาจึงไม่ใช้จ่ายเกินงบประมาณ เมื่องบประมาณไม่พอสำหรับการเรียกเก็บอีกหนึ่งครั้ง โฆษณาจะหยุด และคุณจะได้รับแจ้งวันละครั้งต่อโฆษณา ทุกการเปลี่ยนแปลงถูกเก็บไว้ใน ${strong('ประวัติการเปลี่ยนงบประมาณ')} ของโฆษณา`,
              ),
              h2('ตารางเวลารายสัปดาห์'),
              p(
                `เปิด ${strong('แสดงตามตารางเวลาเท่านั้น')} เพื่อเลือกช่วงเวลาได้สูงสุด 6 ช่วงต่อวันในแต่ละวันของสัปดาห์ เวลาเป็นเขตเวลาของแพลตฟอร์ม และเวลาสิ้นสุด 24:00 หมายถึงแสดงจนถึงเที่ยงคืน ตัวเลือกสำเร็จรูปครอบคลุมกรณีทั่วไป: วันธรรมดา 09:00–18:00 หรือทุกวันตลอดวัน หากปิดตารางเวลา โฆษณาแสดงได้ทุกเวลา`,
              ),
              h2('ทำไมโฆษณาของฉันไม่แสดง?'),
              p(`${link('/advertisement/opportunities', 'ผู้ช่วยโฆษณา')} แสดงทุกเหตุผลพร้อมวิธีแก้ เหตุผลที่พบบ่อย:`),
              bullets([
                'โฆษณารอตรวจสอบ ถูกปฏิเสธ หรือออฟไลน์',
                'อยู่นอกตารางเวลา (ดูเวลาของแพลตฟอร์มที่แสดงในตารางเวลา)',
                'ใช้งบประมาณรายวันหรือตลอดอายุหมดแล้ว หรืองบประมาณยังไม่เริ่ม',
                `ยอดเงินชั่วคราวไม่พอสำหรับการเรียกเก็บอีกหนึ่งครั้ง — ${link('/deposit', 'เติมเงิน')}`,
                'ไม่มีการประมูลที่เปิดใช้งาน หรือราคาสูงสุดทุกรายการต่ำกว่าราคาสงวน',
              ]),
            ),
          },
          zh: {
            title: '预算与每周时间表',
            summary: '限制广告每天或总共的花费，选择投放时段，并了解广告为何停止。',
            body_html: body(
              h2('预算'),
              bullets([
                `${strong('每日')}：广告每个平台日最多花费该金额，第二天重新投放。`,
                `${strong('总预算')}：广告自开始日期起总共最多花费该金额。`,
                '两者都有开始日期和可选的结束日期；金额以 USDT 计，最多 2 位小数。',
              ]),
              p(
                `每次扣费都会在发生时对照预算和余额进行检查，因此广告的花费绝不会超出预算。当预算不足以再支付一次扣费时，广告会停止，每个广告每天通知您一次。每次更改都保存在广告的${strong('预算变更记录')}中。`,
              ),
              h2('每周时间表'),
              p(
                `开启${strong('仅按时间表投放')}，即可为一周中的每一天选择最多 6 个时段。时间按平台时区计算；结束时间 24:00 表示投放到午夜。预设涵盖常见情况：工作日 09:00–18:00，或每天全天。关闭时间表时，广告可在任何时间投放。`,
              ),
              h2('为什么我的广告没有展示？'),
              p(`${link('/advertisement/opportunities', '广告助手')}会列出每个原因及修复方法。常见原因：`),
              bullets([
                '广告待审核、已被拒绝或已下线；',
                '不在时间表之内（请查看时间表上显示的平台时间）；',
                '每日预算或总预算已用完，或预算尚未开始；',
                `临时余额不足以再支付一次扣费——${link('/deposit', '充值')}；`,
                '没有启用的出价，或所有最高出价都低于保留价。',
              ]),
            ),
          },
        },
      },
      {
        status: 'draft',
        texts: {
          en: {
            title: 'Choosing a bid with the ads planner',
            summary: 'Read the bid landscape of a keyword or website before you bid.',
            body_html: body(
              p(
                `The ${link('/advertisement/ads-planner', 'Ads planner')} shows, for a keyword or website, an ad type and size, what the competing advertisers bid and what your budget would buy at the default minimum, the advice price and just above the highest bid.`,
              ),
              steps([
                'Pick the keyword or website and the ad type and size of the ad you mean to bid with.',
                'Enter the budget you have in mind.',
                'Compare the price points, then bid from the planner or from the ad.',
              ]),
            ),
          },
        },
      },
    ],
  };
}
