import {
  CatalogPaths,
  ContentPaths,
  OrganizerPaths,
  RegistrationPaths,
  ResponseCode,
  ReviewPaths,
  SessionPaths,
  VipPaths,
} from '@openfair/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { organizerCallers } from '../../../test/factories/organizers';
import { registerByEmail } from '../../../test/factories/registration';
import { FAIR_A } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { uploadFile } from '../../../test/uploads';
import { REVIEW_COUNT_CAP } from './reviews.service';

const FIRST_INFO = {
  name: '王审核',
  company: '杭州审核贸易有限公司',
  position: '采购总监',
  countryId: 'CN',
  provinceId: '33',
  cityId: '3301',
};
const ACCOUNT_INFO = {
  businessNature: 'RETAILER',
  purchaseCategories: ['electronics'],
  sourcingDemand: '寻找耳机供应商',
  website: 'https://review.example.test',
  telephone: '+86-571-12345678',
  social: {},
};

/** A photo over the VIP minimum of 30 KB (noise does not compress). */
const vipPhoto = () =>
  sharp({
    create: {
      width: 700,
      height: 900,
      channels: 3,
      background: { r: 90, g: 90, b: 90 },
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();

describe.each(enginesFor('sql'))('registration and VIP reviews on %s', (engine) => {
  const t = useTestApp(engine);
  const organizerOfRole = organizerCallers(() => t.api, 'review');

  /** A buyer who registers through every step, as the web client does: the registration then waits. */
  async function registeredBuyer(email: string) {
    const reg = await registerByEmail(t.api, t.db, email);
    const as = { token: reg.token, subjectType: 'VISITOR' as const };
    for (const [path, body] of [
      [RegistrationPaths.completeVisitor, FIRST_INFO],
      [RegistrationPaths.saveAccountInfo, ACCOUNT_INFO],
      [RegistrationPaths.saveQuestion, { answers: [] }],
    ] as const) {
      const res = await t.api.post(path, body, { as });
      expect(res.code, `${path}: ${res.msg}`).toBe(ResponseCode.Success);
    }
    return { as, userAccountId: reg.userAccountId };
  }

  const checkResults = async (as: Caller) =>
    (
      await t.api.post(
        ContentPaths.noticeList,
        { noticeType: 'CHECKRESULT', pageSize: 10 },
        { as, lang: 'en' },
      )
    ).data.list;

  it('queues a completed registration; a reviewer rejects it with a reason, the buyer corrects it, a reviewer approves it', async () => {
    const buyer = await registeredBuyer('queue.buyer@example.test');
    const reviewer = await organizerOfRole('reviewer');
    const pending = await t.api.post(
      ReviewPaths.registrationList,
      { keyword: 'queue.buyer' },
      { as: reviewer },
    );
    expect(pending.code, pending.msg).toBe(ResponseCode.Success);
    expect(pending.data.total).toBe(1);
    const entry = pending.data.list[0]!;
    expect(entry).toMatchObject({ name: '王审核', status: 'pending', email: 'queue.buyer@example.test' });
    expect(entry.submittedAt).not.toBeNull();
    expect((await t.api.post(RegistrationPaths.getVisitor, {}, { as: buyer.as })).data.review).toEqual({
      status: 'pending',
      reason: '',
    });

    // A rejection needs a reason the buyer can act on.
    const bare = await t.api.post(
      ReviewPaths.registrationDecide,
      { id: entry.id, decision: 'reject' },
      { as: reviewer, lang: 'en' },
    );
    expect(bare.code).toBe(ResponseCode.BadRequest);
    expect(bare.msg).toContain('Please give a reason for the rejection; the applicant will see it.');

    const reason = 'The company name does not match the website';
    const rejected = await t.api.post(
      ReviewPaths.registrationDecide,
      { id: entry.id, decision: 'reject', reason },
      { as: reviewer },
    );
    expect(rejected.data).toMatchObject({ status: 'rejected', reason });
    // Decided once: a second reviewer's click on the stale row is refused, not applied twice.
    const again = await t.api.post(
      ReviewPaths.registrationDecide,
      { id: entry.id, decision: 'approve' },
      { as: 'organizer', lang: 'en' },
    );
    expect(again.msg).toContain('Another reviewer has already decided this');

    expect((await t.api.post(RegistrationPaths.getVisitor, {}, { as: buyer.as })).data.review).toEqual({
      status: 'rejected',
      reason,
    });
    const [notice] = await checkResults(buyer.as);
    expect(notice).toMatchObject({ title: 'Your registration was not approved', seen: false });
    expect(notice?.content).toContain(reason);
    // A rejected buyer is not offered to exhibitors.
    const offered = await t.api.post(CatalogPaths.visitorList, { keyword: '王审核' }, { as: 'admin' });
    expect(offered.data.list).toHaveLength(0);
    // ...nor by a link kept from before.
    const kept = await t.api.post(CatalogPaths.visitorDetail, { id: entry.id }, { as: 'admin' });
    expect(kept.code).toBe(ResponseCode.NotFound);

    // Correcting the profile submits it again.
    const profile = await t.api.post(
      RegistrationPaths.updateProfile,
      { ...FIRST_INFO, ...ACCOUNT_INFO, company: '杭州审核电子有限公司' },
      { as: buyer.as },
    );
    expect(profile.code, profile.msg).toBe(ResponseCode.Success);
    const requeued = await t.api.post(
      ReviewPaths.registrationList,
      { keyword: 'queue.buyer' },
      { as: reviewer },
    );
    expect(requeued.data.list[0]).toMatchObject({ status: 'pending', company: '杭州审核电子有限公司' });
    const approved = await t.api.post(
      ReviewPaths.registrationDecide,
      { id: entry.id, decision: 'approve' },
      { as: reviewer },
    );
    expect(approved.data).toMatchObject({ status: 'approved', reason: '' });
    expect((await checkResults(buyer.as)).map((n) => n.title)).toEqual([
      'Your registration has been approved',
      'Your registration was not approved',
    ]);
    expect(
      (await t.api.post(CatalogPaths.visitorList, { keyword: '王审核' }, { as: 'admin' })).data.list,
    ).toHaveLength(1);
    expect((await t.api.post(CatalogPaths.visitorDetail, { id: entry.id }, { as: 'admin' })).code).toBe(
      ResponseCode.Success,
    );

    const log = await t.api.post(OrganizerPaths.auditLog, { targetId: entry.id }, { as: 'organizer' });
    expect(log.data.list.map((e) => e.action)).toEqual(['registration.approve', 'registration.reject']);
    expect(log.data.list[1]).toMatchObject({ after: { status: 'rejected', reason } });
  });

  it('lets only owners and reviewers see and decide reviews (the server refuses the other roles)', async () => {
    const buyer = await registeredBuyer('matrix.buyer@example.test');
    const [row] = (
      await t.api.post(ReviewPaths.registrationList, { keyword: 'matrix.buyer' }, { as: 'organizer' })
    ).data.list;
    for (const role of ['contentEditor', 'customerService'] as const) {
      const as = await organizerOfRole(role);
      // The session tells the client the role, so the console's menu shows what it allows.
      expect((await t.api.get(SessionPaths.getInfo, {}, { as })).data.organizerRole).toBe(role);
      const list = await t.api.post(ReviewPaths.registrationList, {}, { as, lang: 'en' });
      expect(list.code, role).toBe(ResponseCode.Forbidden);
      expect(list.msg).toContain('Your organizer role does not allow this.');
      const decide = await t.api.post(
        ReviewPaths.registrationDecide,
        { id: row!.id, decision: 'approve' },
        { as },
      );
      expect(decide.code, role).toBe(ResponseCode.Forbidden);
      expect((await t.api.post(ReviewPaths.vipList, {}, { as })).code).toBe(ResponseCode.Forbidden);
    }
    for (const other of ['visitor', 'admin', 'staff'] as const)
      expect((await t.api.post(ReviewPaths.registrationList, {}, { as: other })).code).toBe(
        ResponseCode.Forbidden,
      );
    expect((await t.api.post(ReviewPaths.registrationList, {}, { as: 'guest' })).code).toBe(
      ResponseCode.Unauthorized,
    );
    // Nothing was decided by the refused calls.
    expect((await t.api.post(RegistrationPaths.getVisitor, {}, { as: buyer.as })).data.review.status).toBe(
      'pending',
    );
  });

  it('takes a VIP application with the applicant’s own photos, and its review decides it with a notice', async () => {
    const buyer = await registeredBuyer('vip.buyer@example.test');
    // The applicant's token as the upload helper takes a role: log the buyer in as a caller.
    const upload = async (purpose: string) => {
      const res = await uploadFile<{ code: number; msg: string; data: { key: string } }>(
        { app: t.app, api: { tokenOf: async () => (buyer.as as { token: string }).token } },
        '/visitor/v2/media/uploadImage',
        await vipPhoto(),
        { as: 'visitor', purpose },
      );
      expect(res.code, res.msg).toBe(ResponseCode.Success);
      return res.data.key;
    };
    const passportPhoto = await upload('vipPassportPhoto');
    const photo = await upload('vipPhoto');
    const application = {
      passportNumber: 'e12345678',
      passportPhoto,
      photo,
      fullName: 'Wang Shenhe',
      sexTitle: 'MR' as const,
      companyName: 'Hangzhou Review Trading Co.',
      phone: '+86-571-12345678',
      address: '1 West Lake Road, Hangzhou',
      email: 'vip.buyer@example.test',
    };
    expect((await t.api.post(VipPaths.get, {}, { as: buyer.as })).data).toEqual({
      state: 'notApplied',
      reason: '',
      application: null,
    });
    // Someone else's photo (here: the fixture visitor's folder) is not taken.
    const borrowed = await t.api.post(
      VipPaths.insert,
      { ...application, photo: photo.replace(buyer.userAccountId, 'someone-else') },
      { as: buyer.as, lang: 'en' },
    );
    expect(borrowed.code).toBe(ResponseCode.BadRequest);
    expect(borrowed.msg).toContain('The photo is not valid; please upload it again.');

    const sent = await t.api.post(VipPaths.insert, application, { as: buyer.as });
    expect(sent.code, sent.msg).toBe(ResponseCode.Success);
    expect(sent.data).toMatchObject({ state: 'pending', application: { passportNumber: 'E12345678' } });
    expect(sent.data.application?.photoUrl).toMatch(/\/media\/private\//);
    const twice = await t.api.post(VipPaths.insert, application, { as: buyer.as, lang: 'en' });
    expect(twice.msg).toContain('Your VIP application is being reviewed');

    const reviewer = await organizerOfRole('reviewer');
    const queue = await t.api.post(ReviewPaths.vipList, { keyword: 'E12345678' }, { as: reviewer });
    const entry = queue.data.list[0]!;
    expect(entry).toMatchObject({ fullName: 'Wang Shenhe', status: 'pending', passportNumber: 'E12345678' });
    const served = await t.app.inject({ method: 'GET', url: entry.passportPhotoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('private, no-store');

    const reason = 'The passport photo is blurred';
    await t.api.post(ReviewPaths.vipDecide, { id: entry.id, decision: 'reject', reason }, { as: reviewer });
    expect((await t.api.post(VipPaths.get, {}, { as: buyer.as })).data).toMatchObject({
      state: 'rejected',
      reason,
    });
    expect((await checkResults(buyer.as))[0]).toMatchObject({
      title: 'Your VIP application was not approved',
    });

    // Submitted again after the rejection, then approved: approved is final.
    expect((await t.api.post(VipPaths.insert, application, { as: buyer.as })).data.state).toBe('pending');
    const approved = await t.api.post(
      ReviewPaths.vipDecide,
      { id: entry.id, decision: 'approve' },
      { as: reviewer },
    );
    expect(approved.data.status).toBe('approved');
    expect((await t.api.post(VipPaths.get, {}, { as: buyer.as })).data.state).toBe('approved');
    expect((await checkResults(buyer.as))[0]).toMatchObject({
      title: 'Your VIP application has been approved',
    });
    const after = await t.api.post(VipPaths.insert, application, { as: buyer.as, lang: 'en' });
    expect(after.msg).toContain('already been approved');
    const log = await t.api.post(OrganizerPaths.auditLog, { targetId: entry.id }, { as: 'organizer' });
    expect(log.data.list.map((e) => e.action)).toEqual(['vip.approve', 'vip.reject']);
  });

  it('refuses a VIP application from a visitor whose registration is not complete, and from other roles', async () => {
    const res = await t.api.post(
      VipPaths.insert,
      {
        passportNumber: 'E1234567',
        passportPhoto: 'private/x/vippassportphoto/a.jpg',
        photo: 'private/x/vipphoto/b.jpg',
        fullName: 'New Visitor',
        sexTitle: 'MS',
        companyName: 'Co',
        phone: '12345678',
        address: 'Somewhere',
        email: 'new@example.test',
      },
      { as: 'newVisitor', lang: 'en' },
    );
    expect(res.code).toBe(ResponseCode.Forbidden);
    expect(res.msg).toContain('Please complete your registration before applying for VIP status.');
    expect((await t.api.post(VipPaths.get, {}, { as: 'admin' })).code).toBe(ResponseCode.Forbidden);
  });

  it('reads a queue page through the review index and counts at most the cap', async () => {
    const client = (
      t.db as unknown as {
        $client: { query: (q: string, p?: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      }
    ).$client;
    const planOf = async (sql: string) =>
      (await client.query(`EXPLAIN ${sql}`, [FAIR_A])).rows.map((r) => r['QUERY PLAN']).join('\n');
    await client.query('SET enable_seqscan = off');
    try {
      const page = await planOf(
        `SELECT * FROM visitors WHERE exhibition_id = $1 AND review_status = 'pending' AND submitted_at IS NOT NULL ORDER BY submitted_at, id LIMIT 20`,
      );
      expect(page).toMatch(/visitors_review_idx/);
      const vip = await planOf(
        `SELECT * FROM vip_applications WHERE exhibition_id = $1 AND status = 'pending' ORDER BY submitted_at, id LIMIT 20`,
      );
      expect(vip).toMatch(/vip_applications_review_idx/);
    } finally {
      await client.query('SET enable_seqscan = on');
    }
    const capped = await planOf(
      `SELECT count(*) FROM (SELECT id FROM visitors WHERE exhibition_id = $1 AND review_status = 'pending' LIMIT ${REVIEW_COUNT_CAP}) c`,
    );
    expect(capped).toMatch(/Limit/);
  });

  it('counts the fair at a glance for every organizer role, the review queues included', async () => {
    const before = await t.api.post(OrganizerPaths.dashboard, {}, { as: 'organizer' });
    expect(before.code, before.msg).toBe(ResponseCode.Success);
    await registeredBuyer('glance.buyer@example.test');
    const editor = await organizerOfRole('contentEditor');
    const after = await t.api.post(OrganizerPaths.dashboard, {}, { as: editor });
    expect(after.data).toMatchObject({
      registeredVisitors: before.data.registeredVisitors + 1,
      newVisitorsThisWeek: before.data.newVisitorsThisWeek + 1,
      pendingRegistrations: before.data.pendingRegistrations + 1,
      exhibitors: before.data.exhibitors,
    });
    expect(after.data.exhibitors).toBeGreaterThan(0);
    for (const other of ['visitor', 'admin'] as const)
      expect((await t.api.post(OrganizerPaths.dashboard, {}, { as: other })).code).toBe(
        ResponseCode.Forbidden,
      );
  });
});
