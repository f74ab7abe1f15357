import { body, bullets, h2, h3, link, p, type SeedCategory, searchLink, steps, strong } from './html.ts';

/** Deposits and balance: how to top up, and the two balances with the midnight settlement. */
export const depositsAndBalance: SeedCategory = {
  names: { en: 'Deposits and balance', th: 'การเติมเงินและยอดคงเหลือ', zh: '充值与余额' },
  articles: [
    {
      status: 'published',
      featured: true,
      texts: {
        en: {
          title: 'How to deposit USDT (TRC20)',
          summary:
            'Two ways to top up — the payment provider or a manual transfer — and what each deposit status means.',
          body_html: body(
            p(
              `Your balance is prepaid in USDT. We accept ${strong('only USDT on the TRC20 (TRON) network')}: other tokens, or USDT sent over another network (ERC20, BEP20…), cannot be credited.`,
            ),
            h2('Choose a method'),
            h3('Crypto payment (through our payment provider)'),
            steps([
              `Open ${link('/deposit', 'Deposit')}, press ${strong('Add deposit')}, enter the amount and choose ${strong('Crypto payment')}. Add a promotion code if you have one.`,
              'The payment page shows a one-time address (with a QR code), the exact amount and a countdown.',
              'Send exactly that amount from your wallet before the countdown ends.',
              `Press ${strong('I have paid')}. The page checks again and updates by itself once the deposit is credited.`,
            ]),
            h3('Manual transfer'),
            steps([
              `Choose ${strong('Manual transfer')} and enter the amount.`,
              "Send exactly that amount of USDT-TRC20 from your own wallet to the platform's address shown on the deposit.",
              `Paste the ${strong('transaction hash')} (64 characters, shown by your wallet) into the deposit and submit it.`,
            ]),
            p(
              "We check the transfer on the TRON network: confirmed and successful, made with the official USDT contract, sent to the platform's address, for at least the deposit's amount, and not before the deposit was created. A hash is accepted once. Forgot to submit it? We also watch the address and match a transfer of exactly the amount to your oldest waiting manual deposit.",
            ),
            h2('What the statuses mean'),
            bullets([
              `${strong('Waiting')}: the deposit exists, no money has been seen yet. Pay it, or cancel it if you changed your mind. A manual deposit left unpaid times out after 24 hours.`,
              `${strong('Pending')}: the transfer was seen (or its hash submitted) and the network is still confirming it. Nothing to do: the page updates by itself.`,
              `${strong('Success')}: credited to your balance. A partial payment credits what arrived; an overpayment credits all of it — the remark says which.`,
              `${strong('Timeout')}: the time to pay ran out. Never pay an expired address: start a new deposit.`,
              `${strong('Failed')}, ${strong('Rejected')} or ${strong('Cancelled')}: not credited. The remark explains why.`,
            ]),
            h2('Amounts and fees'),
            bullets([
              'Any amount above 0 with at most 2 decimals, up to 1,000,000 USDT at once.',
              `A ${link('/promotion', 'promotion')} may require a minimum deposit; its page says how much. The bonus is credited when the deposit succeeds.`,
              'Network and exchange fees are not included: pay them on top, so that the exact amount arrives.',
              'The payment provider may refuse a very small payment; the deposit then fails and you can start another with a larger amount.',
            ]),
            p(
              `Every credited deposit is a ${strong('Deposit')} row in your ${link('/report/statement', 'Statement')}. How spend is taken from your balance: ${searchLink('settlement', 'Current and temporary balance')}.`,
            ),
          ),
        },
        th: {
          title: 'วิธีเติมเงิน USDT (TRC20)',
          summary: 'สองวิธีในการเติมเงิน — ผ่านผู้ให้บริการชำระเงินหรือโอนเอง — และความหมายของสถานะการเติมเงินแต่ละแบบ',
          body_html: body(
            p(
              `ยอดเงินของคุณเป็นแบบเติมล่วงหน้าด้วย USDT เรารับ ${strong('เฉพาะ USDT บนเครือข่าย TRC20 (TRON) เท่านั้น')} โทเคนอื่น หรือ USDT ที่ส่งผ่านเครือข่ายอื่น (ERC20, BEP20…) จะไม่ถูกเติมเข้าบัญชี`,
            ),
            h2('เลือกวิธีเติมเงิน'),
            h3('ชำระผ่านผู้ให้บริการคริปโต'),
            steps([
              `เปิดหน้า ${link('/deposit', 'เติมเงิน')} กด ${strong('เติมเงิน')} ใส่จำนวนเงิน แล้วเลือก ${strong('ชำระผ่านผู้ให้บริการคริปโต')} หากมีโค้ดโปรโมชั่นให้ใส่ด้วย`,
              'หน้าชำระเงินจะแสดงที่อยู่กระเป๋าแบบใช้ครั้งเดียว (พร้อมคิวอาร์โค้ด) จำนวนเงินที่แน่นอน และเวลานับถอยหลัง',
              'โอนจำนวนเงินนั้นพอดีจากกระเป๋าของคุณก่อนหมดเวลา',
              `กด ${strong('ฉันชำระแล้ว')} หน้าจะตรวจสอบอีกครั้งและอัปเดตเองเมื่อยอดเข้าบัญชีแล้ว`,
            ]),
            h3('โอนเอง'),
            steps([
              `เลือก ${strong('โอนเอง')} แล้วใส่จำนวนเงิน`,
              'โอน USDT-TRC20 ตามจำนวนนั้นพอดีจากกระเป๋าของคุณเอง ไปยังที่อยู่ของแพลตฟอร์มที่แสดงในรายการเติมเงิน',
              `วาง ${strong('แฮชธุรกรรม')} (64 ตัวอักษร ดูได้จากกระเป๋าของคุณ) ลงในรายการเติมเงินแล้วกดส่ง`,
            ]),
            p(
              'เราตรวจสอบการโอนบนเครือข่าย TRON ว่า ได้รับการยืนยันและสำเร็จแล้ว ใช้สัญญา USDT ทางการ ส่งไปยังที่อยู่ของแพลตฟอร์ม มีจำนวนไม่น้อยกว่ายอดที่เติม และไม่ได้โอนก่อนสร้างรายการเติมเงิน แฮชแต่ละรายการใช้ได้ครั้งเดียว ลืมส่งแฮช? เราเฝ้าดูที่อยู่นี้อยู่ด้วย และจะจับคู่การโอนที่มีจำนวนตรงกันพอดีกับรายการโอนเองที่รอชำระเก่าที่สุดของคุณ',
            ),
            h2('ความหมายของสถานะ'),
            bullets([
              `${strong('รอชำระ')}: สร้างรายการแล้ว แต่ยังไม่เห็นเงินเข้า ชำระได้เลย หรือยกเลิกหากเปลี่ยนใจ รายการโอนเองที่ไม่ได้ชำระจะหมดเวลาหลัง 24 ชั่วโมง`,
              `${strong('กำลังตรวจสอบ')}: เห็นการโอนแล้ว (หรือส่งแฮชแล้ว) และเครือข่ายยังยืนยันอยู่ ไม่ต้องทำอะไร หน้าจะอัปเดตเอง`,
              `${strong('สำเร็จ')}: เติมเข้ายอดเงินแล้ว หากชำระไม่ครบจะเติมเท่าที่ได้รับ หากชำระเกินจะเติมให้ทั้งหมด โดยหมายเหตุจะบอกว่าเป็นกรณีใด`,
              `${strong('หมดเวลา')}: เลยเวลาชำระแล้ว อย่าโอนไปยังที่อยู่ที่หมดอายุ ให้สร้างรายการเติมเงินใหม่`,
              `${strong('ล้มเหลว')} ${strong('ถูกปฏิเสธ')} หรือ ${strong('ยกเลิกแล้ว')}: ไม่ได้เติมเข้าบัญชี หมายเหตุจะอธิบายเหตุผล`,
            ]),
            h2('จำนวนเงินและค่าธรรมเนียม'),
            bullets([
              'จำนวนใดก็ได้ที่มากกว่า 0 มีทศนิยมไม่เกิน 2 ตำแหน่ง และไม่เกิน 1,000,000 USDT ต่อครั้ง',
              `${link('/promotion', 'โปรโมชั่น')} อาจกำหนดยอดเติมขั้นต่ำ ซึ่งระบุไว้ในหน้าโปรโมชั่นนั้น โบนัสจะเข้าบัญชีเมื่อการเติมเงินสำเร็จ`,
              'ไม่รวมค่าธรรมเนียมเครือข่ายและค่าแลกเปลี่ยน ให้ชำระเพิ่มเพื่อให้ยอดที่มาถึงตรงตามจำนวนพอดี',
              'ผู้ให้บริการชำระเงินอาจปฏิเสธยอดที่น้อยมาก เมื่อนั้นรายการเติมเงินจะล้มเหลว และคุณสร้างรายการใหม่ด้วยยอดที่มากขึ้นได้',
            ]),
            p(
              `การเติมเงินที่สำเร็จแต่ละครั้งจะเป็นรายการ ${strong('เติมเงิน')} ใน ${link('/report/statement', 'รายการเดินบัญชี')} ของคุณ ดูวิธีหักค่าใช้จ่ายจากยอดเงินได้ที่ ${searchLink('settlement', 'ยอดเงินคงเหลือและยอดเงินชั่วคราว')}`,
            ),
          ),
        },
        zh: {
          title: '如何充值 USDT（TRC20）',
          summary: '两种充值方式——通过支付服务商或手动转账——以及每种充值状态的含义。',
          body_html: body(
            p(
              `您的余额以 USDT 预付。我们${strong('只接受 TRC20（波场）网络上的 USDT')}：其他代币，或通过其他网络（ERC20、BEP20…）发送的 USDT 都无法入账。`,
            ),
            h2('选择充值方式'),
            h3('加密货币支付（通过我们的支付服务商）'),
            steps([
              `打开${link('/deposit', '充值')}，点击${strong('新增充值')}，输入金额并选择${strong('加密货币支付')}。如有促销码，请一并填写。`,
              '支付页面会显示一次性地址（附二维码）、确切金额和倒计时。',
              '在倒计时结束前，从您的钱包准确转入该金额。',
              `点击${strong('我已付款')}。页面会再次检查，充值入账后自动更新。`,
            ]),
            h3('手动转账'),
            steps([
              `选择${strong('手动转账')}并输入金额。`,
              '从您自己的钱包将该金额的 USDT-TRC20 准确转到充值页面显示的平台地址。',
              `将${strong('交易哈希')}（64 个字符，可在钱包中查看）粘贴到充值中并提交。`,
            ]),
            p(
              '我们会在波场网络上核对这笔转账：已确认且成功、使用官方 USDT 合约、转入平台地址、金额不低于充值金额、且发生在充值创建之后。每个哈希只能使用一次。忘记提交哈希？我们也会监控该地址，并将金额完全一致的转账匹配到您最早的一笔等待中的手动充值。',
            ),
            h2('各状态的含义'),
            bullets([
              `${strong('等待中')}：充值已创建，尚未看到资金。请付款，或在改变主意时取消。未付款的手动充值在 24 小时后超时。`,
              `${strong('处理中')}：已看到转账（或已提交哈希），网络仍在确认中。无需操作，页面会自动更新。`,
              `${strong('成功')}：已计入余额。部分付款按实际到账金额入账；多付的款项全部入账——备注会说明是哪种情况。`,
              `${strong('已超时')}：付款时间已过。切勿向已过期的地址付款，请新建一笔充值。`,
              `${strong('失败')}、${strong('已拒绝')}或${strong('已取消')}：未入账，备注会说明原因。`,
            ]),
            h2('金额与手续费'),
            bullets([
              '任意大于 0 的金额，最多 2 位小数，单笔最多 1,000,000 USDT。',
              `${link('/promotion', '促销活动')}可能要求最低充值金额，具体见其页面。充值成功后赠送金额才会入账。`,
              '网络费和兑换费不包含在内：请额外支付，确保到账金额准确。',
              '支付服务商可能拒绝金额过小的付款；此时充值会失败，您可以用更大的金额重新充值。',
            ]),
            p(
              `每笔入账的充值都会在您的${link('/report/statement', '账单')}中显示为一行${strong('充值')}记录。花费如何从余额中扣除：${searchLink('settlement', '当前余额与临时余额')}。`,
            ),
          ),
        },
      },
    },
    {
      status: 'published',
      texts: {
        en: {
          title: 'Current balance, temporary balance and the midnight settlement',
          summary:
            'Why there are two balances, when spend reaches your statement, and why void clicks never do.',
          body_html: body(
            h2('Two balances'),
            bullets([
              `${strong('Current balance')}: settled credit — deposits, promotion bonuses and adjustments, minus spend already settled. It changes when a deposit is credited and once a day at settlement.`,
              `${strong('Temporary balance')}: the current balance minus today's spend that is not settled yet. It drops with every charged click and impression.`,
            ]),
            p(
              `Ads serve only while the temporary balance covers one more charge. A click it cannot cover is recorded as void (${strong('balance')}) and is not charged; the ad stops until you top up, and you are told so once a day per ad.`,
            ),
            h2('Settlement after midnight'),
            p(
              `After the platform's midnight (Asia/Bangkok time unless your operator says otherwise), two things happen in order. First the void pass removes the day's junk clicks — for example every charged click from an address that made more than 30 charged clicks that day — together with their spend. Then the settlement books what remains as ${strong('one Expense row per day')} in your ${link('/report/statement', 'Statement')}. Spend that was voided is never booked.`,
            ),
            p(
              `So a past day's figure in ${link('/report/day-expense', 'Daily expense')} equals that day's Expense row, and today's equals current minus temporary balance.`,
            ),
            h2('Rows of the statement'),
            bullets([
              `${strong('Deposit')}: a credited deposit.`,
              `${strong('Expense')}: one platform day of spend, settled.`,
              `${strong('Promotion')}: a promotion bonus, credited with its deposit.`,
              `${strong('Adjust')}: a correction by an operator — for example a click voided by hand after its day was settled is credited back this way.`,
            ]),
            p(
              `Each row shows the balance before, the amount and the balance after, so the statement always adds up. Why some clicks are void: ${searchLink('void', 'Why a click is void')}.`,
            ),
          ),
        },
        th: {
          title: 'ยอดเงินคงเหลือ ยอดเงินชั่วคราว และการตัดยอดหลังเที่ยงคืน',
          summary: 'ทำไมจึงมีสองยอดเงิน ค่าใช้จ่ายเข้าสู่รายการเดินบัญชีเมื่อใด และทำไมคลิกที่เป็นโมฆะจึงไม่เคยถูกหัก',
          body_html: body(
            h2('สองยอดเงิน'),
            bullets([
              `${strong('ยอดเงินคงเหลือปัจจุบัน')}: เครดิตที่ตัดยอดแล้ว — เงินที่เติม โบนัสโปรโมชั่น และการปรับยอด หักด้วยค่าใช้จ่ายที่ตัดยอดแล้ว ยอดนี้เปลี่ยนเมื่อเงินที่เติมเข้าบัญชี และวันละครั้งตอนตัดยอด`,
              `${strong('ยอดเงินชั่วคราว')}: ยอดเงินคงเหลือหักด้วยค่าใช้จ่ายของวันนี้ที่ยังไม่ตัดยอด ยอดนี้ลดลงทุกครั้งที่มีคลิกหรือการแสดงผลที่ถูกเรียกเก็บเงิน`,
            ]),
            p(
              `โฆษณาจะแสดงได้เฉพาะเมื่อยอดเงินชั่วคราวพอสำหรับการเรียกเก็บอีกหนึ่งครั้ง คลิกที่ยอดเงินไม่พอจะถูกบันทึกเป็นโมฆะ (${strong('ยอดเงินคงเหลือไม่เพียงพอ')}) และไม่ถูกเรียกเก็บเงิน โฆษณาจะหยุดจนกว่าคุณจะเติมเงิน และคุณจะได้รับแจ้งวันละครั้งต่อโฆษณา`,
            ),
            h2('การตัดยอดหลังเที่ยงคืน'),
            p(
              `หลังเที่ยงคืนตามเวลาของแพลตฟอร์ม (เวลากรุงเทพฯ เว้นแต่ผู้ดูแลระบบแจ้งเป็นอย่างอื่น) จะเกิดสองขั้นตอนตามลำดับ ขั้นแรก ระบบคัดคลิกขยะของวันนั้นออกพร้อมค่าใช้จ่าย เช่น ทุกคลิกที่ถูกเรียกเก็บเงินจากที่อยู่ IP ที่คลิกที่ถูกเรียกเก็บเงินเกิน 30 ครั้งในวันนั้น จากนั้นจึงตัดยอดส่วนที่เหลือเป็น ${strong('รายการค่าใช้จ่ายหนึ่งรายการต่อวัน')} ใน ${link('/report/statement', 'รายการเดินบัญชี')} ของคุณ ค่าใช้จ่ายที่เป็นโมฆะจะไม่ถูกบันทึกเลย`,
            ),
            p(
              `ดังนั้นตัวเลขของวันที่ผ่านมาใน ${link('/report/day-expense', 'ค่าใช้จ่ายรายวัน')} จะเท่ากับรายการค่าใช้จ่ายของวันนั้น และตัวเลขของวันนี้เท่ากับยอดเงินคงเหลือลบยอดเงินชั่วคราว`,
            ),
            h2('รายการในรายการเดินบัญชี'),
            bullets([
              `${strong('เติมเงิน')}: เงินที่เติมเข้าบัญชีแล้ว`,
              `${strong('ค่าใช้จ่าย')}: ค่าใช้จ่ายหนึ่งวันตามเวลาแพลตฟอร์มที่ตัดยอดแล้ว`,
              `${strong('โปรโมชัน')}: โบนัสโปรโมชั่นที่เข้าบัญชีพร้อมกับการเติมเงิน`,
              `${strong('ปรับยอด')}: การแก้ไขโดยผู้ดูแลระบบ เช่น คลิกที่ถูกยกเลิกด้วยมือหลังจากตัดยอดวันนั้นแล้วจะได้รับเงินคืนด้วยวิธีนี้`,
            ]),
            p(
              `แต่ละรายการแสดงยอดก่อน จำนวนเงิน และยอดหลัง รายการเดินบัญชีจึงรวมยอดได้ถูกต้องเสมอ ทำไมบางคลิกจึงเป็นโมฆะ: ${searchLink('void', 'ทำไมคลิกจึงเป็นโมฆะ')}`,
            ),
          ),
        },
        zh: {
          title: '当前余额、临时余额与午夜结算',
          summary: '为什么有两个余额，花费何时进入账单，以及为什么无效点击永远不会计入。',
          body_html: body(
            h2('两个余额'),
            bullets([
              `${strong('当前余额')}：已结算的额度——充值、促销赠送和调整，减去已结算的花费。它在充值入账时以及每天结算时变动一次。`,
              `${strong('临时余额')}：当前余额减去今天尚未结算的花费。每一次扣费的点击和展示都会让它下降。`,
            ]),
            p(
              `只有当临时余额足以再支付一次扣费时，广告才会投放。余额不足以支付的点击会被记录为无效（${strong('余额不足以支付')}），不会扣费；广告会暂停直到您充值，每个广告每天会通知您一次。`,
            ),
            h2('午夜后的结算'),
            p(
              `在平台时间午夜之后（除非运营方另有说明，为曼谷时间），会依次发生两件事。首先，无效点击处理会剔除当天的垃圾点击及其花费——例如来自当天产生超过 30 次扣费点击的地址的所有扣费点击。然后，结算会将剩余花费在您的${link('/report/statement', '账单')}中记为${strong('每天一行消费')}。被判无效的花费永远不会入账。`,
            ),
            p(
              `因此，${link('/report/day-expense', '每日支出')}中过去某天的数字等于当天的消费行，而今天的数字等于当前余额减去临时余额。`,
            ),
            h2('账单中的记录类型'),
            bullets([
              `${strong('充值')}：已入账的充值。`,
              `${strong('消费')}：已结算的一个平台日的花费。`,
              `${strong('促销')}：随充值一起入账的促销赠送。`,
              `${strong('调整')}：运营人员的更正——例如某天结算后被人工判为无效的点击，会以这种方式退回。`,
            ]),
            p(
              `每一行都显示变动前余额、金额和变动后余额，因此账单总是能对得上。为什么有些点击无效：${searchLink('void', '点击为何无效')}。`,
            ),
          ),
        },
      },
    },
  ],
};
