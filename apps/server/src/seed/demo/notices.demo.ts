import { type NoticeType, NoticeTypes } from '@openfair/contract';
import type { notices } from '../../db/schema/index';
import type { DemoContext, RowsOf } from '../demo-context';
import type { Pair } from '../word-lists';
import { DEMO_ACCOUNTS } from './accounts.demo';

export type NoticesDemo = RowsOf<{ notices: typeof notices }>;

/**
 * Notices for visitor@, admin@ and staff@: two of every type each, the older one read and the newer
 * one unread, about the generated exhibitors, products and visitors.
 */
export function noticesDemo(ctx: DemoContext): NoticesDemo {
  const { exhibitionId, rng, id, at } = ctx;
  const first = ctx.exhibitors[0]!;
  const pickProduct = () => {
    const ex = rng.pick(ctx.exhibitors);
    return { ex, product: rng.pick(ex.products) };
  };
  const visitorNotice = (type: NoticeType, k: number): [Pair, Pair] => {
    const { ex, product } = pickProduct();
    const qty = rng.pick([100, 200, 500, 1000]);
    switch (type) {
      case 'SPONSOR':
        return [
          [
            `主办方推荐：${ex.category.name[0]}专区新品上线`,
            `From the organizer: new in the ${ex.category.name[1]} zone`,
          ],
          [
            `${ex.row.name}等展商已在${ex.row.floor}上线新品，欢迎前往浏览。`,
            `${ex.row.nameEn} and others have new exhibits on ${ex.row.floor}. Take a look.`,
          ],
        ];
      case 'CHECKRESULT':
        return k === 0
          ? [
              ['审核结果：您的观众登记已通过', 'Review result: your visitor registration is approved'],
              [
                '您已完成观众登记，可以联系展商并提交意向订单。',
                'Your registration is complete: you can now contact exhibitors and place intent orders.',
              ],
            ]
          : [
              ['审核结果：您的采购需求已发布', 'Review result: your sourcing request is published'],
              [
                `您发布的${product.name}采购需求已通过审核。`,
                `Your sourcing request for ${product.nameEn} has been approved.`,
              ],
            ];
      case 'INVITE':
        return [
          [`${ex.row.name}邀请您在线洽谈`, `${ex.row.nameEn} invites you to a meeting`],
          [
            `${ex.row.name}（展位${ex.row.boothNumber}）希望与您沟通${product.name}的合作。`,
            `${ex.row.nameEn} (booth ${ex.row.boothNumber}) would like to talk to you about ${product.nameEn}.`,
          ],
        ];
      case 'INTENTIONORDER':
        return [
          [`意向订单已送达：${product.name}`, `Intent order delivered: ${product.nameEn}`],
          [
            `您对${product.name}的意向订单（${qty}件）已送达${ex.row.name}，对方将尽快与您联系。`,
            `Your intent order for ${product.nameEn} (${qty} pcs) has reached ${ex.row.nameEn}; they will contact you soon.`,
          ],
        ];
    }
  };
  const exhibitorNotice = (type: NoticeType, k: number): [Pair, Pair] => {
    const product = rng.pick(first.products);
    const visitor = rng.pick(ctx.visitorNames);
    const qty = rng.pick([50, 100, 300, 500]);
    switch (type) {
      case 'SPONSOR':
        return k === 0
          ? [
              [
                '主办方通知：请完善企业资料与展品信息',
                'From the organizer: please complete your profile and exhibits',
              ],
              [
                '完整的企业介绍和清晰的展品图片能带来更多洽谈机会。',
                'A complete profile and clear exhibit pictures bring more meetings.',
              ],
            ]
          : [
              ['主办方通知：热门展商推荐位开放申请', 'From the organizer: featured exhibitor slots are open'],
              [
                '首页热门展商推荐位开放申请，欢迎在企业管理中提交热点图。',
                'Featured slots on the home page are open: submit a hot-spot image under company management.',
              ],
            ];
      case 'CHECKRESULT':
        return [
          [`展品审核通过：${product.name}`, `Exhibit approved: ${product.nameEn}`],
          [
            `您提交的展品${product.name}已通过审核并对观众展示。`,
            `Your exhibit ${product.nameEn} has been approved and is now shown to visitors.`,
          ],
        ];
      case 'INVITE':
        return [
          [`观众${visitor[0]}向贵司发出洽谈邀请`, `${visitor[1]} invites your company to a meeting`],
          [
            `${visitor[0]}对${product.name}感兴趣，希望与贵司在线洽谈。`,
            `${visitor[1]} is interested in ${product.nameEn} and would like to meet online.`,
          ],
        ];
      case 'INTENTIONORDER':
        return [
          [`收到新的意向订单：${product.name} × ${qty}`, `New intent order: ${product.nameEn} × ${qty}`],
          [
            `观众${visitor[0]}提交了${product.name}的意向订单，数量${qty}件，请及时跟进。`,
            `${visitor[1]} placed an intent order for ${qty} pcs of ${product.nameEn}. Please follow up.`,
          ],
        ];
    }
  };
  const recipients = [
    { key: 'visitor', account: ctx.accounts.idOf(DEMO_ACCOUNTS.visitor), make: visitorNotice },
    { key: 'admin', account: ctx.accounts.idOf(DEMO_ACCOUNTS.exhibitorAdmin), make: exhibitorNotice },
    { key: 'staff', account: ctx.accounts.idOf(DEMO_ACCOUNTS.exhibitorStaff), make: exhibitorNotice },
  ];
  const noticeRows: NoticesDemo['notices'] = [];
  for (const r of recipients) {
    NoticeTypes.forEach((type, t) => {
      for (let k = 0; k < 2; k++) {
        const [title, content] = r.make(type, k);
        noticeRows.push({
          id: id('notice', `${r.key}-${type}-${k}`),
          exhibitionId,
          userAccountId: r.account,
          noticeType: type,
          title: title[0],
          titleEn: title[1],
          content: content[0],
          contentEn: content[1],
          // the older of each pair has been read; the newer one shows the unread dot
          seen: k === 0,
          isDemo: true,
          createdAt: at(((1 - k) * 4 + t) * 3_600_000 + 60_000),
        });
      }
    });
  }
  return { notices: noticeRows };
}
