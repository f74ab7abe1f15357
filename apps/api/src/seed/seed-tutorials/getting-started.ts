import { body, bullets, h2, link, p, type SeedCategory, searchLink, steps, strong } from './html.ts';

/** Getting started: the first campaign, and the team with its roles and two-step sign-in. */
export const gettingStarted: SeedCategory = {
  names: { en: 'Getting started', th: 'เริ่มต้นใช้งาน', zh: '入门指南' },
  articles: [
    {
      status: 'published',
      texts: {
        en: {
          title: 'Your first campaign in five steps',
          summary:
            'From an empty account to your first clicks: top up, create an ad, bid, set a budget, read the results.',
          body_html: body(
            p(
              'AdPortal is a prepaid, self-service ad network. You pay in USDT, your image ads appear on publisher websites and next to the keywords you bid on, and you pay per click (CPC) or per thousand impressions (CPM). This is the shortest way to your first clicks.',
            ),
            h2('1. Top up your balance'),
            p(
              `Open ${link('/deposit', 'Deposit')} and add a deposit in ${strong('USDT on the TRC20 network')}. Ads serve only while your balance covers their next charge. Every step is explained in ${searchLink('TRC20', 'How to deposit USDT')}.`,
            ),
            h2('2. Create an ad'),
            steps([
              `Open ${link('/advertisement/add', 'Create ad')} and choose the type: ${strong('Click (CPC)')} or ${strong('Impression (CPM)')}. The type and the ad size cannot be changed later.`,
              'Choose the ad size and upload an image of exactly that size (JPEG, PNG or GIF, up to 5 MB).',
              'Enter the redirect URL (your landing page), a category and the countries the ad may be shown in (or all countries).',
              `Save. The ad is ${strong('Pending')} until an operator reviews it; you are notified when it is approved or rejected (with the reason).`,
            ]),
            p(
              'Changing the image or the redirect URL later sends the ad back to review; changing its name, category or countries does not.',
            ),
            h2('3. Bid on keywords and websites'),
            p(
              `When the ad is approved, switch it online and add targets in its bidding tab: keywords and publisher websites, each with a minimum and a maximum price. The ${strong('advice price')} shows what usually wins. Read ${searchLink('auction', 'How bidding works')} before you choose.`,
            ),
            h2('4. Set a budget and a schedule'),
            p(
              `A daily or lifetime budget caps what the ad may spend, and a weekly schedule limits the hours it runs (in the platform's time zone). See ${searchLink('schedule', 'Budgets and the weekly schedule')}.`,
            ),
            h2('5. Read the results'),
            bullets([
              `${link('/dashboards', 'Dashboard')}: spend, clicks and your best keywords, ads and websites.`,
              `${link('/report/day-expense', 'Daily expense')} and the ${link('/report/clicks', 'Click report')}: every charged and void click.`,
              `${link('/advertisement/opportunities', 'Ads helper')}: every reason an ad is not serving, with a one-click fix.`,
            ]),
          ),
        },
        th: {
          title: 'เริ่มแคมเปญแรกใน 5 ขั้นตอน',
          summary: 'จากบัญชีว่างเปล่าสู่คลิกแรก: เติมเงิน สร้างโฆษณา ประมูล ตั้งงบประมาณ และอ่านผลลัพธ์',
          body_html: body(
            p(
              'AdPortal เป็นเครือข่ายโฆษณาแบบเติมเงินล่วงหน้าที่คุณจัดการได้เอง คุณชำระเงินเป็น USDT โฆษณารูปภาพของคุณจะแสดงบนเว็บไซต์ของผู้เผยแพร่และคู่กับคีย์เวิร์ดที่คุณประมูล และคุณจ่ายต่อคลิก (CPC) หรือต่อการแสดงผลหนึ่งพันครั้ง (CPM) นี่คือเส้นทางที่สั้นที่สุดสู่คลิกแรกของคุณ',
            ),
            h2('1. เติมเงินเข้าบัญชี'),
            p(
              `เปิดหน้า ${link('/deposit', 'เติมเงิน')} แล้วสร้างรายการเติมเงินเป็น ${strong('USDT บนเครือข่าย TRC20')} โฆษณาจะแสดงได้ก็ต่อเมื่อยอดเงินของคุณพอสำหรับการเรียกเก็บครั้งถัดไป ทุกขั้นตอนอธิบายไว้ใน ${searchLink('TRC20', 'วิธีเติมเงิน USDT')}`,
            ),
            h2('2. สร้างโฆษณา'),
            steps([
              `เปิด ${link('/advertisement/add', 'สร้างโฆษณา')} แล้วเลือกประเภท: ${strong('คลิก (CPC)')} หรือ ${strong('การแสดงผล (CPM)')} ประเภทและขนาดโฆษณาเปลี่ยนภายหลังไม่ได้`,
              'เลือกขนาดโฆษณา แล้วอัปโหลดรูปภาพที่มีขนาดตรงกันพอดี (JPEG, PNG หรือ GIF ไม่เกิน 5 MB)',
              'ใส่หน้า Landing page หมวดหมู่ และประเทศที่ต้องการให้โฆษณาแสดง (หรือทุกประเทศ)',
              `บันทึก โฆษณาจะอยู่ในสถานะ ${strong('รอตรวจสอบ')} จนกว่าผู้ดูแลระบบจะตรวจ และคุณจะได้รับแจ้งเมื่อโฆษณาได้รับอนุมัติหรือถูกปฏิเสธ (พร้อมเหตุผล)`,
            ]),
            p(
              'หากเปลี่ยนรูปภาพหรือ Landing page ภายหลัง โฆษณาจะกลับไปรอตรวจสอบอีกครั้ง แต่การเปลี่ยนชื่อ หมวดหมู่ หรือประเทศ ไม่ต้องตรวจใหม่',
            ),
            h2('3. ประมูลคีย์เวิร์ดและเว็บไซต์'),
            p(
              `เมื่อโฆษณาได้รับอนุมัติ ให้เปิดโฆษณาให้ออนไลน์ แล้วเพิ่มเป้าหมายในแท็บการประมูล: คีย์เวิร์ดและเว็บไซต์ของผู้เผยแพร่ โดยแต่ละรายการมีราคาต่ำสุดและสูงสุด ${strong('ราคาแนะนำ')} บอกว่าราคาเท่าไรที่มักจะชนะ อ่าน ${searchLink('auction', 'การประมูลทำงานอย่างไร')} ก่อนตัดสินใจ`,
            ),
            h2('4. ตั้งงบประมาณและตารางเวลา'),
            p(
              `งบประมาณรายวันหรือตลอดอายุโฆษณาจำกัดยอดที่โฆษณาใช้ได้ และตารางเวลารายสัปดาห์จำกัดช่วงเวลาที่โฆษณาแสดง (ตามเขตเวลาของแพลตฟอร์ม) ดู ${searchLink('schedule', 'งบประมาณและตารางเวลารายสัปดาห์')}`,
            ),
            h2('5. อ่านผลลัพธ์'),
            bullets([
              `${link('/dashboards', 'แดชบอร์ด')}: ค่าใช้จ่าย คลิก และคีย์เวิร์ด โฆษณา และเว็บไซต์ที่ดีที่สุดของคุณ`,
              `${link('/report/day-expense', 'ค่าใช้จ่ายรายวัน')} และ ${link('/report/clicks', 'รายงานคลิก')}: ทุกคลิกที่ถูกเรียกเก็บเงินและคลิกที่เป็นโมฆะ`,
              `${link('/advertisement/opportunities', 'ผู้ช่วยโฆษณา')}: ทุกเหตุผลที่โฆษณาไม่แสดง พร้อมวิธีแก้ในคลิกเดียว`,
            ]),
          ),
        },
        zh: {
          title: '五步完成您的第一个广告活动',
          summary: '从空账户到第一次点击：充值、创建广告、出价、设置预算、查看效果。',
          body_html: body(
            p(
              'AdPortal 是一个预付费的自助广告网络。您使用 USDT 付款，您的图片广告会出现在发布商网站上以及您出价的关键词旁边，按点击（CPC）或按每千次展示（CPM）付费。以下是获得第一次点击的最短路径。',
            ),
            h2('1. 为余额充值'),
            p(
              `打开${link('/deposit', '充值')}，添加一笔 ${strong('TRC20 网络上的 USDT')} 充值。只有当余额足以支付下一次扣费时，广告才会投放。每一步都在${searchLink('TRC20', '如何充值 USDT')}中有说明。`,
            ),
            h2('2. 创建广告'),
            steps([
              `打开${link('/advertisement/add', '创建广告')}，选择类型：${strong('点击（CPC）')}或${strong('展示（CPM）')}。类型和广告尺寸之后无法更改。`,
              '选择广告尺寸，并上传尺寸完全一致的图片（JPEG、PNG 或 GIF，最大 5 MB）。',
              '填写落地页、类别，以及广告可以展示的国家（或所有国家）。',
              `保存。广告在运营人员审核前处于${strong('待审核')}状态；通过或被拒绝（附原因）时您都会收到通知。`,
            ]),
            p('之后更改图片或落地页会让广告重新审核；更改名称、类别或国家则不会。'),
            h2('3. 为关键词和网站出价'),
            p(
              `广告通过审核后，将其上线，并在出价标签页中添加目标：关键词和发布商网站，每个目标都有最低价和最高价。${strong('建议价')}显示通常能胜出的价格。选择之前请阅读${searchLink('auction', '出价如何运作')}。`,
            ),
            h2('4. 设置预算和时间表'),
            p(
              `每日预算或总预算限制广告的花费，每周时间表限制广告投放的时段（按平台时区）。请参阅${searchLink('schedule', '预算与每周时间表')}。`,
            ),
            h2('5. 查看效果'),
            bullets([
              `${link('/dashboards', '仪表盘')}：花费、点击，以及表现最好的关键词、广告和网站。`,
              `${link('/report/day-expense', '每日支出')}和${link('/report/clicks', '点击报告')}：每一次已扣费和无效的点击。`,
              `${link('/advertisement/opportunities', '广告助手')}：广告未投放的所有原因，并提供一键修复。`,
            ]),
          ),
        },
      },
    },
    {
      status: 'published',
      texts: {
        en: {
          title: 'Team users, roles and two-step sign-in',
          summary:
            'Invite colleagues, decide what each role may do, and protect every sign-in with an authenticator app.',
          body_html: body(
            h2('Users and roles'),
            p(
              `In ${link('/user', 'Users & roles')} you invite colleagues by email. The invitation lets them choose their own password and works for ${strong('7 days')}; after that, send a new one.`,
            ),
            p(
              `Every user holds one role. A role grants, area by area (Dashboard, Advertisements, Deposits, Promotions, Reports, Statements, Action log, Users, Roles, Tutorials, Telegram, Settings, Messages), the actions ${strong('Read')}, ${strong('Create')}, ${strong('Update')} and ${strong('Delete')}. ${strong('Administrator access')} grants every action in every area. A few roles that work well:`,
            ),
            bullets([
              `${strong('Analyst')}: Read on Dashboard, Reports and Statements.`,
              `${strong('Campaign manager')}: every action on Advertisements, Read on Reports and Tutorials.`,
              `${strong('Finance')}: Read and Create on Deposits, Read on Statements and Promotions.`,
            ]),
            p(
              `A role that users still hold cannot be deleted — give them another role first — and the last administrator always stays. Everything your team changes is written in the ${link('/action-log', 'Action log')}, with who did it and when.`,
            ),
            p(
              `Good to know: clicks on your ads from the addresses your team signed in from in the last 30 days are void and never charged. See ${searchLink('void', 'Why a click is void')}.`,
            ),
            h2('Two-step verification'),
            p(`Turn it on for your own sign-in in ${link('/setting', 'Settings')}:`),
            steps([
              'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy…), or type the setup key.',
              'Enter the 6-digit code the app shows, and verify.',
              `Save the ${strong('10 recovery codes')} somewhere safe. Each signs you in once, and they are shown only this time.`,
            ]),
            p(
              'From then on, signing in asks for a current code after your password. Lost your phone? Use a recovery code instead. When few are left, turn two-step verification off and on again to get new ones; turning it off needs your password and a current code (or a recovery code).',
            ),
          ),
        },
        th: {
          title: 'ผู้ใช้ในทีม บทบาท และการยืนยันตัวตนสองขั้นตอน',
          summary: 'เชิญเพื่อนร่วมงาน กำหนดสิ่งที่แต่ละบทบาททำได้ และปกป้องทุกการเข้าสู่ระบบด้วยแอปยืนยันตัวตน',
          body_html: body(
            h2('ผู้ใช้และบทบาท'),
            p(
              `ในหน้า ${link('/user', 'ผู้ใช้และบทบาท')} คุณเชิญเพื่อนร่วมงานทางอีเมลได้ ลิงก์คำเชิญให้พวกเขาตั้งรหัสผ่านของตนเองและใช้ได้ ${strong('7 วัน')} หลังจากนั้นให้ส่งคำเชิญใหม่`,
            ),
            p(
              `ผู้ใช้แต่ละคนมีหนึ่งบทบาท บทบาทจะให้สิทธิ์แยกตามส่วนงาน (แดชบอร์ด โฆษณา การเติมเงิน โปรโมชั่น รายงาน รายการเดินบัญชี บันทึกการดำเนินการ ผู้ใช้ บทบาท บทแนะนำ Telegram การตั้งค่า ข้อความ) ได้แก่ ${strong('อ่าน')} ${strong('สร้าง')} ${strong('แก้ไข')} และ ${strong('ลบ')} ส่วน ${strong('สิทธิ์ผู้ดูแลระบบ')} ให้ทุกสิทธิ์ในทุกส่วน ตัวอย่างบทบาทที่ใช้ได้ดี:`,
            ),
            bullets([
              `${strong('นักวิเคราะห์')}: อ่านแดชบอร์ด รายงาน และรายการเดินบัญชี`,
              `${strong('ผู้จัดการแคมเปญ')}: ทุกสิทธิ์ในโฆษณา และอ่านรายงานกับบทแนะนำ`,
              `${strong('ฝ่ายการเงิน')}: อ่านและสร้างรายการเติมเงิน อ่านรายการเดินบัญชีและโปรโมชั่น`,
            ]),
            p(
              `บทบาทที่ยังมีผู้ใช้ถืออยู่จะลบไม่ได้ ให้เปลี่ยนบทบาทของผู้ใช้เหล่านั้นก่อน และระบบจะเก็บผู้ดูแลระบบคนสุดท้ายไว้เสมอ ทุกการเปลี่ยนแปลงของทีมจะถูกบันทึกใน ${link('/action-log', 'บันทึกการดำเนินการ')} พร้อมชื่อผู้ทำและเวลา`,
            ),
            p(
              `ควรรู้: คลิกบนโฆษณาของคุณจากที่อยู่ IP ที่ทีมของคุณเคยเข้าสู่ระบบในช่วง 30 วันที่ผ่านมา จะเป็นโมฆะและไม่ถูกเรียกเก็บเงิน ดู ${searchLink('void', 'ทำไมคลิกจึงเป็นโมฆะ')}`,
            ),
            h2('การยืนยันตัวตนสองขั้นตอน'),
            p(`เปิดใช้งานสำหรับการเข้าสู่ระบบของคุณเองได้ที่ ${link('/setting', 'การตั้งค่า')}:`),
            steps([
              'สแกนคิวอาร์โค้ดด้วยแอปยืนยันตัวตน (Google Authenticator, Microsoft Authenticator, Authy…) หรือพิมพ์คีย์สำหรับตั้งค่า',
              'กรอกรหัส 6 หลักที่แอปแสดง แล้วกดยืนยัน',
              `เก็บ ${strong('รหัสกู้คืน 10 รหัส')} ไว้ในที่ปลอดภัย แต่ละรหัสใช้เข้าสู่ระบบได้หนึ่งครั้ง และจะแสดงให้เห็นเพียงครั้งนี้ครั้งเดียว`,
            ]),
            p(
              'จากนั้นทุกครั้งที่เข้าสู่ระบบ ระบบจะขอรหัสปัจจุบันหลังจากรหัสผ่าน หากโทรศัพท์หาย ให้ใช้รหัสกู้คืนแทน เมื่อรหัสกู้คืนเหลือน้อย ให้ปิดแล้วเปิดการยืนยันตัวตนสองขั้นตอนใหม่เพื่อรับรหัสชุดใหม่ การปิดใช้งานต้องใช้รหัสผ่านและรหัสปัจจุบัน (หรือรหัสกู้คืน)',
            ),
          ),
        },
        zh: {
          title: '团队用户、角色与两步登录',
          summary: '邀请同事，决定每个角色可以做什么，并用身份验证器应用保护每一次登录。',
          body_html: body(
            h2('用户与角色'),
            p(
              `在${link('/user', '用户与角色')}中，您可以通过电子邮件邀请同事。邀请链接让他们设置自己的密码，有效期为 ${strong('7 天')}；过期后请重新发送。`,
            ),
            p(
              `每个用户拥有一个角色。角色按区域（仪表盘、广告、充值、促销活动、报表、账单、操作日志、用户、角色、教程、Telegram、设置、消息）授予${strong('读取')}、${strong('创建')}、${strong('更新')}和${strong('删除')}操作。${strong('管理员权限')}授予所有区域的所有操作。几个好用的角色示例：`,
            ),
            bullets([
              `${strong('分析师')}：读取仪表盘、报表和账单。`,
              `${strong('广告活动经理')}：广告的全部操作，读取报表和教程。`,
              `${strong('财务')}：读取和创建充值，读取账单和促销活动。`,
            ]),
            p(
              `仍有用户持有的角色无法删除——请先为他们更换角色——最后一个管理员始终会保留。团队所做的每一项更改都会记录在${link('/action-log', '操作日志')}中，包括操作人和时间。`,
            ),
            p(
              `须知：来自您的团队在过去 30 天内登录过的地址的广告点击无效，不会扣费。请参阅${searchLink('void', '点击为何无效')}。`,
            ),
            h2('两步验证'),
            p(`在${link('/setting', '设置')}中为您自己的登录开启：`),
            steps([
              '用身份验证器应用（Google Authenticator、Microsoft Authenticator、Authy…）扫描二维码，或输入设置密钥。',
              '输入应用显示的 6 位验证码并验证。',
              `将 ${strong('10 个恢复码')}保存在安全的地方。每个恢复码只能登录一次，而且只会显示这一次。`,
            ]),
            p(
              '此后每次登录，输入密码后都需要输入当前验证码。手机丢失？请改用恢复码。恢复码所剩不多时，关闭再重新开启两步验证即可获得新的恢复码；关闭两步验证需要密码和当前验证码（或恢复码）。',
            ),
          ),
        },
      },
    },
  ],
};
