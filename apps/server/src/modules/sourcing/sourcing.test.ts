import { ContentPaths, type NeedSaveRequest, ResponseCode, SourcingPaths } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { createAccount, createExhibitionUser, logIn } from '../../../test/factories/accounts';
import { createExhibitor, createProduct } from '../../../test/factories/catalog';
import { organizerCallers } from '../../../test/factories/organizers';
import { FAIR_A, ids, PASSWORD } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { photo, uploadImage } from '../../../test/uploads';
import { exhibitorEmployees, exhibitors, organizerAuditLog } from '../../db/schema/index';

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const MEETING = {
  title: '消费电子采购对接会',
  titleEn: 'Consumer electronics sourcing meeting',
  description: '与海外买家在线对接',
  descriptionEn: 'Meet overseas buyers online',
  place: '线上会议室 A',
  placeEn: 'Online room A',
  startTime: at(48),
  endTime: at(50),
  deadline: at(24),
};

const NEED: Omit<NeedSaveRequest, 'meetingId'> = {
  name: '张三',
  email: 'buyer@example.test',
  website: 'https://buyer.example.test',
  companyName: '杭州采购有限公司',
  mobile: '13800000001',
  businessNature: 'retailer',
  product: '无线耳机',
  certificates: 'CE, FCC',
  purchaseQuantity: 5000,
  unit: 'piece',
  supplierBusinessNature: 'manufacturer',
  supplierScale: 'medium',
  supplierRegion: '广东',
  other: '需要 OEM',
  expectedDate: '2026-12-31',
};

const SIGN = { boothNumber: '3F-A12', contactName: '李四', contactMobile: '13900000002' };

describe.each(enginesFor('rules'))('sourcing meetings on %s', (engine) => {
  const t = useTestApp(engine);
  const organizerOfRole = organizerCallers(() => t.api, 'sourcing');

  async function createMeeting(fields: Partial<typeof MEETING> = {}, as: Caller = 'organizer') {
    const res = await t.api.post(SourcingPaths.meetingSave, { ...MEETING, ...fields }, { as });
    expect(res.code, res.msg).toBe(ResponseCode.Success);
    return res.data;
  }

  const setPackage = (pkg: 'basic' | 'upgraded') =>
    t.db.update(exhibitors).set({ package: pkg }).where(eq(exhibitors.id, ids.exhibitorA));

  it('shows meetings to guests, current ones soonest first, past ones apart; pages are bounded', async () => {
    const later = await createMeeting({
      title: '晚场',
      startTime: at(72),
      endTime: at(74),
      deadline: at(70),
    });
    const sooner = await createMeeting({ title: '早场' });
    const past = await createMeeting({
      title: '往期',
      startTime: at(-50),
      endTime: at(-48),
      deadline: at(-52),
    });
    const current = await t.api.post(SourcingPaths.querySourcingPage, { pageSize: 50 }, { as: 'guest' });
    expect(current.code, current.msg).toBe(ResponseCode.Success);
    expect(current.data.viewer).toEqual({ role: 'guest', registered: false, upgraded: false, admin: false });
    const order = current.data.list.map((m) => m.id);
    expect(order.indexOf(sooner.id)).toBeLessThan(order.indexOf(later.id));
    expect(order).not.toContain(past.id);
    expect(current.data.list.find((m) => m.id === sooner.id)).toMatchObject({
      stage: 'upcoming',
      open: true,
      mine: null,
    });
    const old = await t.api.post(SourcingPaths.querySourcingPage, { scope: 'past' }, { as: 'guest' });
    expect(old.data.list.map((m) => m.id)).toEqual([past.id]);
    expect(old.data.list[0]).toMatchObject({ stage: 'ended', open: false });

    const tooBig = await t.api.post(SourcingPaths.querySourcingPage, { pageSize: 101 }, { as: 'guest' });
    expect(tooBig.code).toBe(ResponseCode.BadRequest);
    const zero = await t.api.post(SourcingPaths.querySourcingPage, { pageNum: 0 }, { as: 'guest' });
    expect(zero.code).toBe(ResponseCode.BadRequest);

    // Each role is told what it may do.
    const asVisitor = await t.api.post(SourcingPaths.querySourcingPage, {}, { as: 'visitor' });
    expect(asVisitor.data.viewer).toMatchObject({ role: 'visitor', registered: true });
    const asNew = await t.api.post(SourcingPaths.querySourcingPage, {}, { as: 'newVisitor' });
    expect(asNew.data.viewer).toMatchObject({ role: 'visitor', registered: false });
    const asAdmin = await t.api.post(SourcingPaths.querySourcingPage, {}, { as: 'admin' });
    expect(asAdmin.data.viewer).toMatchObject({ role: 'exhibitor', upgraded: false, admin: true });
  });

  it('lets owners and content editors run meetings, nobody else; checks the times; audits every change', async () => {
    const editor = await organizerOfRole('contentEditor');
    const reviewer = await organizerOfRole('reviewer');
    const service = await organizerOfRole('customerService');
    const made = await createMeeting({ title: '编辑创建' }, editor);
    for (const as of [reviewer, service]) {
      const refused = await t.api.post(SourcingPaths.meetingSave, MEETING, { as, lang: 'en' });
      expect(refused.code).toBe(ResponseCode.Forbidden);
      expect((await t.api.post(SourcingPaths.meetingList, {}, { as })).code).toBe(ResponseCode.Forbidden);
    }
    for (const as of ['visitor', 'admin', 'guest'] as const) {
      const refused = await t.api.post(SourcingPaths.meetingSave, MEETING, { as });
      expect(refused.code).not.toBe(ResponseCode.Success);
    }
    const backwards = await t.api.post(
      SourcingPaths.meetingSave,
      { ...MEETING, endTime: MEETING.startTime, startTime: MEETING.endTime },
      { as: 'organizer', lang: 'en' },
    );
    expect(backwards.code).toBe(ResponseCode.BadRequest);
    expect(backwards.msg).toContain('The end must be after the start');
    const lateDeadline = await t.api.post(
      SourcingPaths.meetingSave,
      { ...MEETING, deadline: at(49) },
      { as: 'organizer' },
    );
    expect(lateDeadline.code).toBe(ResponseCode.BadRequest);
    const tooLong = await t.api.post(
      SourcingPaths.meetingSave,
      { ...MEETING, title: 'x'.repeat(101) },
      { as: 'organizer' },
    );
    expect(tooLong.code).toBe(ResponseCode.BadRequest);

    const edited = await t.api.post(
      SourcingPaths.meetingSave,
      { ...MEETING, id: made.id, title: '编辑修改', sort: 3 },
      { as: 'organizer' },
    );
    expect(edited.data).toMatchObject({ id: made.id, title: '编辑修改', sort: 3, cancelled: false });
    const cancelled = await t.api.post(SourcingPaths.meetingCancel, { id: made.id }, { as: editor });
    expect(cancelled.data).toMatchObject({ cancelled: true, stage: 'cancelled', open: false });
    const afterCancel = await t.api.post(
      SourcingPaths.meetingSave,
      { ...MEETING, id: made.id },
      { as: 'organizer' },
    );
    expect(afterCancel.code).toBe(ResponseCode.BadRequest);

    const listed = await t.api.post(SourcingPaths.meetingList, { keyword: '编辑修改' }, { as: 'organizer' });
    expect(listed.data.list.map((m) => m.id)).toEqual([made.id]);
    const audit = await t.db
      .select({ action: organizerAuditLog.action })
      .from(organizerAuditLog)
      .where(and(eq(organizerAuditLog.targetType, 'sourcing'), eq(organizerAuditLog.targetId, made.id)));
    expect(audit.map((a) => a.action).sort()).toEqual([
      'sourcing.meeting.cancel',
      'sourcing.meeting.create',
      'sourcing.meeting.update',
    ]);
  });

  it('takes needs from registered visitors only, before the deadline, one per meeting; own rows only', async () => {
    const meeting = await createMeeting({ title: '需求规则' });
    const unregistered = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: meeting.id },
      { as: 'newVisitor', lang: 'en' },
    );
    expect(unregistered.code).toBe(ResponseCode.Forbidden);
    expect(unregistered.msg).toContain('complete your registration');
    for (const as of ['admin', 'organizer', 'guest'] as const) {
      const refused = await t.api.post(
        SourcingPaths.saveVisitorNeeds,
        { ...NEED, meetingId: meeting.id },
        { as },
      );
      expect(refused.code).not.toBe(ResponseCode.Success);
    }
    const badEmail = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: meeting.id, email: 'not-an-email' },
      { as: 'visitor' },
    );
    expect(badEmail.code).toBe(ResponseCode.BadRequest);
    const foreignImage = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      {
        ...NEED,
        meetingId: meeting.id,
        productImage: 'uploads/visitor/acc-other/sourcingproductimage/x.jpg',
      },
      { as: 'visitor', lang: 'en' },
    );
    expect(foreignImage.msg).toContain('The product image is not valid');

    const upload = await uploadImage(t, await photo(800, 600), {
      as: 'visitor',
      purpose: 'sourcingProductImage',
    });
    expect(upload.code, upload.msg).toBe(ResponseCode.Success);
    const saved = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: meeting.id, productImage: upload.data!.key },
      { as: 'visitor' },
    );
    expect(saved.code, saved.msg).toBe(ResponseCode.Success);
    expect(saved.data).toMatchObject({ status: 'pending', product: '无线耳机', purchaseQuantity: 5000 });
    expect(saved.data.productImageUrl).not.toBe('');
    const twice = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: meeting.id },
      { as: 'visitor' },
    );
    expect(twice.code).toBe(ResponseCode.BadRequest);
    // Corrected while pending: the same row, still waiting.
    const corrected = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, id: saved.data.id, meetingId: meeting.id, purchaseQuantity: 8000 },
      { as: 'visitor' },
    );
    expect(corrected.data).toMatchObject({ id: saved.data.id, purchaseQuantity: 8000, status: 'pending' });

    const mine = await t.api.post(
      SourcingPaths.queryVisitorPage,
      { meetingId: meeting.id },
      { as: 'visitor' },
    );
    expect(mine.data.list.map((n) => n.id)).toEqual([saved.data.id]);
    const listed = await t.api.post(SourcingPaths.querySourcingPage, { pageSize: 100 }, { as: 'visitor' });
    expect(listed.data.list.find((m) => m.id === meeting.id)?.mine).toMatchObject({ status: 'pending' });
    // Nobody else reads or deletes it: not another visitor, not an exhibitor who was not approved.
    expect(
      (await t.api.post(SourcingPaths.queryVisitorDetail, { id: saved.data.id }, { as: 'newVisitor' })).code,
    ).toBe(ResponseCode.NotFound);
    expect(
      (await t.api.post(SourcingPaths.queryVisitorDetail, { id: saved.data.id }, { as: 'admin' })).code,
    ).toBe(ResponseCode.NotFound);
    expect(
      (await t.api.post(SourcingPaths.deleteVisitorNeeds, { id: saved.data.id }, { as: 'newVisitor' })).code,
    ).toBe(ResponseCode.NotFound);
    expect(
      (await t.api.post(SourcingPaths.queryVisitorPage, { meetingId: meeting.id }, { as: 'admin' })).code,
    ).toBe(ResponseCode.Forbidden);
    const deleted = await t.api.post(
      SourcingPaths.deleteVisitorNeeds,
      { id: saved.data.id },
      { as: 'visitor' },
    );
    expect(deleted.code, deleted.msg).toBe(ResponseCode.Success);
    expect(
      (await t.api.post(SourcingPaths.queryVisitorPage, { meetingId: meeting.id }, { as: 'visitor' })).data
        .total,
    ).toBe(0);

    // After the deadline nothing is taken.
    const closed = await createMeeting({
      title: '已截止',
      deadline: at(-1),
      startTime: at(1),
      endTime: at(3),
    });
    const late = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: closed.id },
      { as: 'visitor', lang: 'en' },
    );
    expect(late.code).toBe(ResponseCode.BadRequest);
    expect(late.msg).toContain('has closed');
    const unknown = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: 'nope' },
      { as: 'visitor' },
    );
    expect(unknown.code).toBe(ResponseCode.NotFound);
  });

  it('signs up upgraded exhibitors only, by their administrators, with at most six own exhibits', async () => {
    const meeting = await createMeeting({ title: '展商规则' });
    const body = { ...SIGN, meetingId: meeting.id, productIds: [ids.productA1] };
    await setPackage('basic');
    const basic = await t.api.post(SourcingPaths.saveExhibitorSign, body, { as: 'admin', lang: 'en' });
    expect(basic.code).toBe(ResponseCode.Forbidden);
    expect(basic.msg).toContain('Only upgraded-package exhibitors can sign up');
    await setPackage('upgraded');
    expect((await t.api.post(SourcingPaths.saveExhibitorSign, body, { as: 'staff' })).code).toBe(
      ResponseCode.Forbidden,
    );
    expect((await t.api.post(SourcingPaths.saveExhibitorSign, body, { as: 'visitor' })).code).toBe(
      ResponseCode.Forbidden,
    );
    const seven = await t.api.post(
      SourcingPaths.saveExhibitorSign,
      { ...body, productIds: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] },
      { as: 'admin' },
    );
    expect(seven.code).toBe(ResponseCode.BadRequest);
    const foreign = await t.api.post(
      SourcingPaths.saveExhibitorSign,
      { ...body, productIds: [ids.productA1, ids.productB1] },
      { as: 'admin', lang: 'en' },
    );
    expect(foreign.msg).toContain("your company's own exhibits of this fair");
    const signed = await t.api.post(
      SourcingPaths.saveExhibitorSign,
      { ...body, productIds: [ids.productA2, ids.productA1, ids.productA2] },
      { as: 'admin' },
    );
    expect(signed.code, signed.msg).toBe(ResponseCode.Success);
    expect(signed.data).toMatchObject({ status: 'pending', boothNumber: '3F-A12', exhibitorName: '甲公司' });
    expect(signed.data.products.map((p) => p.id)).toEqual([ids.productA2, ids.productA1]);
    expect((await t.api.post(SourcingPaths.saveExhibitorSign, body, { as: 'admin' })).code).toBe(
      ResponseCode.BadRequest,
    );

    // Staff read it; only an administrator corrects it.
    const staffList = await t.api.post(
      SourcingPaths.queryExhibitorSignPage,
      { meetingId: meeting.id },
      { as: 'staff' },
    );
    expect(staffList.data.list.map((s) => s.id)).toEqual([signed.data.id]);
    const staffEdit = await t.api.post(
      SourcingPaths.updateExhibitorSign,
      { ...SIGN, id: signed.data.id, productIds: [ids.productA1] },
      { as: 'staff' },
    );
    expect(staffEdit.code).toBe(ResponseCode.Forbidden);
    const updated = await t.api.post(
      SourcingPaths.updateExhibitorSign,
      { ...SIGN, id: signed.data.id, boothNumber: '3F-B01', productIds: [ids.productA1] },
      { as: 'admin' },
    );
    expect(updated.data).toMatchObject({ boothNumber: '3F-B01', status: 'pending' });
    const detail = await t.api.post(
      SourcingPaths.getExhibitorSignDetail,
      { id: signed.data.id },
      { as: 'staff' },
    );
    expect(detail.data.products.map((p) => p.id)).toEqual([ids.productA1]);
    expect(
      (await t.api.post(SourcingPaths.getExhibitorSignDetail, { id: signed.data.id }, { as: 'visitor' }))
        .code,
    ).toBe(ResponseCode.Forbidden);

    // Another upgraded company of the fair neither reads nor corrects it, nor picks this company's exhibits.
    const other = await createExhibitor(t.db, {
      exhibitionId: FAIR_A,
      code: 'OTHER1',
      name: '乙方公司',
      package: 'upgraded',
    });
    const otherProduct = await createProduct(t.db, other.id, { name: '乙方展品' });
    const { userAccountId } = await createAccount(t.db, {
      email: 'other.admin@exhibitor.test',
      password: PASSWORD,
    });
    await createExhibitionUser(t.db, { userAccountId, subjectType: 'ACTOR' });
    await t.db.insert(exhibitorEmployees).values({
      exhibitionId: FAIR_A,
      exhibitorId: other.id,
      userAccountId,
      name: '乙方管理员',
      admin: true,
    });
    const otherAdmin = {
      token: (await logIn(t.api, 'other.admin@exhibitor.test', { subjectType: 'ACTOR' })).token,
      subjectType: 'ACTOR' as const,
    };
    expect(
      (await t.api.post(SourcingPaths.getExhibitorSignDetail, { id: signed.data.id }, { as: otherAdmin }))
        .code,
    ).toBe(ResponseCode.NotFound);
    const hijack = await t.api.post(
      SourcingPaths.updateExhibitorSign,
      { ...SIGN, id: signed.data.id, productIds: [otherProduct.id] },
      { as: otherAdmin },
    );
    expect(hijack.code).toBe(ResponseCode.NotFound);
    const theirList = await t.api.post(SourcingPaths.queryExhibitorSignPage, {}, { as: otherAdmin });
    expect(theirList.data.list).toHaveLength(0);
    const borrowed = await t.api.post(
      SourcingPaths.saveExhibitorSign,
      { ...SIGN, meetingId: meeting.id, productIds: [ids.productA1] },
      { as: otherAdmin, lang: 'en' },
    );
    expect(borrowed.msg).toContain("your company's own exhibits of this fair");
    const own = await t.api.post(
      SourcingPaths.saveExhibitorSign,
      { ...SIGN, meetingId: meeting.id, productIds: [otherProduct.id] },
      { as: otherAdmin },
    );
    expect(own.code, own.msg).toBe(ResponseCode.Success);
  });

  it('reviews needs and sign-ups: reasons, one decision per row, notices to the applicants, audit; then the matching', async () => {
    await setPackage('upgraded');
    const meeting = await createMeeting({ title: '审核对接会', titleEn: 'Review meeting' });
    const reviewer = await organizerOfRole('reviewer');
    const editor = await organizerOfRole('contentEditor');
    const need = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, meetingId: meeting.id, product: '审核耳机' },
      { as: 'visitor' },
    );
    const sign = await t.api.post(
      SourcingPaths.saveExhibitorSign,
      { ...SIGN, meetingId: meeting.id, productIds: [ids.productA1] },
      { as: 'admin' },
    );
    expect(sign.code, sign.msg).toBe(ResponseCode.Success);

    expect((await t.api.post(SourcingPaths.needReviewList, {}, { as: editor })).code).toBe(
      ResponseCode.Forbidden,
    );
    expect((await t.api.post(SourcingPaths.needReviewList, {}, { as: 'visitor' })).code).toBe(
      ResponseCode.Forbidden,
    );
    const queue = await t.api.post(SourcingPaths.needReviewList, { keyword: '审核耳机' }, { as: reviewer });
    expect(queue.data.list.map((n) => n.id)).toEqual([need.data.id]);
    expect((await t.api.post(SourcingPaths.needReviewList, { pageSize: 500 }, { as: reviewer })).code).toBe(
      ResponseCode.BadRequest,
    );

    const bare = await t.api.post(
      SourcingPaths.needReviewDecide,
      { id: need.data.id, decision: 'reject' },
      { as: reviewer, lang: 'en' },
    );
    expect(bare.msg).toContain('Please give a reason for the rejection');
    const rejected = await t.api.post(
      SourcingPaths.needReviewDecide,
      { id: need.data.id, decision: 'reject', reason: 'Quantity unclear' },
      { as: reviewer },
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', reason: 'Quantity unclear' });
    const again = await t.api.post(
      SourcingPaths.needReviewDecide,
      { id: need.data.id, decision: 'approve' },
      { as: 'organizer', lang: 'en' },
    );
    expect(again.msg).toContain('Another reviewer has already decided this');
    // The buyer corrects it and it waits again; then it passes.
    const resubmitted = await t.api.post(
      SourcingPaths.saveVisitorNeeds,
      { ...NEED, id: need.data.id, meetingId: meeting.id, product: '审核耳机', purchaseQuantity: 6000 },
      { as: 'visitor' },
    );
    expect(resubmitted.data).toMatchObject({ status: 'pending', reason: '' });
    const approved = await t.api.post(
      SourcingPaths.needReviewDecide,
      { id: need.data.id, decision: 'approve' },
      { as: reviewer },
    );
    expect(approved.data.status).toBe('approved');
    const notices = await t.api.post(
      ContentPaths.noticeList,
      { noticeType: 'CHECKRESULT', pageSize: 10 },
      { as: 'visitor', lang: 'en' },
    );
    const titles = notices.data.list.map((n) => n.title);
    expect(titles).toContain('Your sourcing need has been approved');
    expect(titles).toContain('Your sourcing need was not approved');
    expect(
      notices.data.list.find((n) => n.title === 'Your sourcing need was not approved')?.content,
    ).toContain('Quantity unclear');
    const approvedNotice = notices.data.list.find((n) => n.title === 'Your sourcing need has been approved');
    expect(approvedNotice?.content).toContain('Review meeting');
    // Approved: no longer deleted or changed by the buyer.
    expect(
      (await t.api.post(SourcingPaths.deleteVisitorNeeds, { id: need.data.id }, { as: 'visitor' })).code,
    ).toBe(ResponseCode.BadRequest);

    // The exhibitor sees no buyers until its sign-up passes.
    expect(
      (await t.api.post(SourcingPaths.queryVisitorPage, { meetingId: meeting.id }, { as: 'admin' })).code,
    ).toBe(ResponseCode.Forbidden);
    const signQueue = await t.api.post(SourcingPaths.signReviewList, { keyword: '3F-A12' }, { as: reviewer });
    expect(signQueue.data.list.map((s) => s.id)).toContain(sign.data.id);
    const passed = await t.api.post(
      SourcingPaths.signReviewDecide,
      { id: sign.data.id, decision: 'approve' },
      { as: reviewer },
    );
    expect(passed.data.status).toBe('approved');
    const adminNotices = await t.api.post(
      ContentPaths.noticeList,
      { noticeType: 'CHECKRESULT', pageSize: 10 },
      { as: 'admin', lang: 'en' },
    );
    expect(adminNotices.data.list.map((n) => n.title)).toContain(
      'Your sourcing meeting sign-up has been approved',
    );
    // Its staff, not administrators, get no notice but do see the buyers.
    const staffNotices = await t.api.post(
      ContentPaths.noticeList,
      { noticeType: 'CHECKRESULT' },
      { as: 'staff' },
    );
    expect(staffNotices.data.list).toHaveLength(0);
    const buyers = await t.api.post(
      SourcingPaths.queryVisitorPage,
      { meetingId: meeting.id },
      { as: 'staff' },
    );
    expect(buyers.data.list.map((n) => n.id)).toEqual([need.data.id]);
    const buyer = await t.api.post(SourcingPaths.queryVisitorDetail, { id: need.data.id }, { as: 'admin' });
    expect(buyer.data).toMatchObject({ email: NEED.email, purchaseQuantity: 6000 });

    const audit = await t.db
      .select({ action: organizerAuditLog.action })
      .from(organizerAuditLog)
      .where(and(eq(organizerAuditLog.exhibitionId, FAIR_A), eq(organizerAuditLog.targetType, 'sourcing')));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['sourcing.need.reject', 'sourcing.need.approve', 'sourcing.sign.approve']),
    );
    // An approved sign-up is final for the exhibitor too.
    const late = await t.api.post(
      SourcingPaths.updateExhibitorSign,
      { ...SIGN, id: sign.data.id, productIds: [ids.productA1] },
      { as: 'admin' },
    );
    expect(late.code).toBe(ResponseCode.BadRequest);
  });
});
