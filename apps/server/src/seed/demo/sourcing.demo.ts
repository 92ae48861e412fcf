import { BusinessNatures, PurchaseUnits, SupplierScales } from '@openfair/contract';
import type { sourcingMeetings, sourcingNeeds, sourcingSigns, visitors } from '../../db/schema/index';
import { DAY, type DemoContext, dateOnly, HOUR, type Insert, type RowsOf } from '../demo-context';

export type SourcingDemo = RowsOf<{
  sourcingMeetings: typeof sourcingMeetings;
  sourcingNeeds: typeof sourcingNeeds;
  sourcingSigns: typeof sourcingSigns;
}>;

/**
 * Three sourcing meetings (two to come, one over), a few buyers' needs from visitors who completed
 * registration (never visitor@, whose own needs are for trying the feature) and sign-ups from upgraded
 * exhibitors, in every review state, so that the review queues and the matching have something to show.
 */
export function sourcingDemo(ctx: DemoContext, visitorRows: Insert<typeof visitors>[]): SourcingDemo {
  const { exhibitionId, id, at } = ctx;
  const rng = ctx.stream('sourcing');
  const meetingRows: SourcingDemo['sourcingMeetings'] = [
    {
      id: id('sourcing-meeting', 1),
      exhibitionId,
      title: '消费电子海外采购对接会',
      titleEn: 'Consumer electronics overseas sourcing meeting',
      description: '面向欧美与东南亚采购商，对接耳机、充电器、智能穿戴等消费电子供应商。',
      descriptionEn:
        'Buyers from Europe, America and South-East Asia meet suppliers of earphones, chargers and wearables.',
      place: '线上会议室 1',
      placeEn: 'Online room 1',
      startTime: at(-10 * DAY),
      endTime: at(-10 * DAY - 3 * HOUR),
      deadline: at(-7 * DAY),
      sort: 1,
      isDemo: true,
    },
    {
      id: id('sourcing-meeting', 2),
      exhibitionId,
      title: '家居与礼品采购对接会',
      titleEn: 'Home and gifts sourcing meeting',
      description: '家居用品、节日礼品与文创产品的买家需求发布与供应商洽谈。',
      descriptionEn:
        'Buyers of homeware, seasonal gifts and creative products present their needs to suppliers.',
      place: '线上会议室 2',
      placeEn: 'Online room 2',
      startTime: at(-20 * DAY),
      endTime: at(-20 * DAY - 2 * HOUR),
      deadline: at(-17 * DAY),
      sort: 2,
      isDemo: true,
    },
    {
      id: id('sourcing-meeting', 3),
      exhibitionId,
      title: '春季工业品采购对接会',
      titleEn: 'Spring industrial sourcing meeting',
      description: '已结束：工业零部件与工具类采购需求对接。',
      descriptionEn: 'Over: sourcing of industrial parts and tools.',
      place: '线上会议室 1',
      placeEn: 'Online room 1',
      startTime: at(20 * DAY),
      endTime: at(20 * DAY - 2 * HOUR),
      deadline: at(23 * DAY),
      sort: 1,
      isDemo: true,
    },
  ];
  // Meetings start on the hour, as a fair would plan them.
  const onTheHour = (d: Date) => new Date(Math.floor(d.getTime() / HOUR) * HOUR);
  for (const m of meetingRows) {
    m.startTime = onTheHour(m.startTime);
    m.endTime = onTheHour(m.endTime);
    m.deadline = onTheHour(m.deadline);
  }
  const open = meetingRows[0]!;
  const ended = meetingRows[2]!;

  const visitorAccount = id('account', 'visitor');
  const completed = new Set(
    ctx.accounts.exhibitionUsers
      .filter((m) => m.subjectType === 'VISITOR' && m.completeExhibitionRegistration)
      .map((m) => m.userAccountId),
  );
  const buyers = visitorRows.filter(
    (v) => completed.has(v.userAccountId) && v.userAccountId !== visitorAccount,
  );
  const needPlan: { meeting: typeof open; status: 'pending' | 'approved' | 'rejected' }[] = [
    { meeting: open, status: 'pending' },
    { meeting: open, status: 'approved' },
    { meeting: open, status: 'rejected' },
    { meeting: ended, status: 'approved' },
    { meeting: ended, status: 'approved' },
  ];
  const needRows: SourcingDemo['sourcingNeeds'] = needPlan.flatMap((plan, k) => {
    const buyer = buyers[k];
    const ex = ctx.exhibitors[(k * 7) % ctx.exhibitors.length];
    const product = ex ? rng.pick(ex.products) : undefined;
    if (!buyer || !product) return [];
    const submitted = at(12 * DAY - k * HOUR);
    return [
      {
        id: id('sourcing-need', k + 1),
        exhibitionId,
        meetingId: plan.meeting.id!,
        userAccountId: buyer.userAccountId,
        name: buyer.name ?? '',
        email: buyer.email || `buyer.${k + 1}@openfair.test`,
        website: buyer.website ?? '',
        companyName: buyer.company || buyer.companyEn || '',
        mobile: buyer.mobile || `1390000${String(1000 + k)}`,
        businessNature: buyer.businessNature || rng.pick(BusinessNatures),
        product: product.name,
        certificates: rng.pick(['CE', 'CE, FCC', 'ISO 9001', 'RoHS, CE']),
        purchaseQuantity: rng.pick([500, 1000, 3000, 5000, 10000]),
        unit: rng.pick(PurchaseUnits.slice(0, 5)),
        supplierBusinessNature: 'manufacturer',
        supplierScale: rng.pick(SupplierScales),
        supplierRegion: rng.pick(['广东', '浙江', '江苏', '不限']),
        other: rng.pick(['需要 OEM 定制', '希望提供样品', '']),
        expectedDate: dateOnly(at(-40 * DAY)),
        status: plan.status,
        reviewReason: plan.status === 'rejected' ? '采购数量与预计时间不明确，请补充后重新提交' : '',
        reviewedAt: plan.status === 'pending' ? null : at(11 * DAY),
        submittedAt: submitted,
        isDemo: true,
        createdAt: submitted,
      },
    ];
  });

  const signPlan: { exhibitor: number; meeting: typeof open; status: 'pending' | 'approved' }[] = [
    { exhibitor: 2, meeting: open, status: 'pending' },
    { exhibitor: 3, meeting: open, status: 'approved' },
    { exhibitor: 1, meeting: ended, status: 'approved' },
    { exhibitor: 2, meeting: ended, status: 'approved' },
  ];
  const signRows: SourcingDemo['sourcingSigns'] = signPlan.flatMap((plan, k) => {
    const ex = ctx.exhibitors[plan.exhibitor - 1];
    if (!ex) return [];
    const submitted = at(13 * DAY - k * HOUR);
    return [
      {
        id: id('sourcing-sign', k + 1),
        exhibitionId,
        meetingId: plan.meeting.id!,
        exhibitorId: ex.row.id!,
        userAccountId: id('account', `exhibitor-admin-${plan.exhibitor}`),
        boothNumber: ex.row.boothNumber ?? '',
        contactName: ex.row.contacts || ex.row.name,
        contactMobile: `1370000${String(1000 + k)}`,
        productIds: ex.products.slice(0, 3).map((p) => p.id!),
        status: plan.status,
        reviewedAt: plan.status === 'pending' ? null : at(11 * DAY),
        submittedAt: submitted,
        isDemo: true,
        createdAt: submitted,
      },
    ];
  });
  return { sourcingMeetings: meetingRows, sourcingNeeds: needRows, sourcingSigns: signRows };
}
