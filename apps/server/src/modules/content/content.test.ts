import { ContentPaths, codeMessages, SessionPaths } from '@openfair/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createExhibitor, createHotSample } from '../../../test/factories/catalog';
import { accounts, FAIR_B, ids, PASSWORD } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { exhibitors, hotExhibitorSamples } from '../../db/schema/index';

describe.each(enginesFor('rules'))('content on %s', (engine) => {
  const t = useTestApp(engine);

  describe('app versions and articles', () => {
    it('app versions, newest first, notes in the request language with zh fallback', async () => {
      const en = (await t.api.post(ContentPaths.appVersion, {}, { lang: 'en' })).data;
      expect(en.map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
      expect(en[0]!.notes).toEqual(['新闻列表']);
      expect(en[1]!.notes).toEqual(['First release']);
    });

    it('article list: this fair only, published only, paged, newest first', async () => {
      const page1 = (await t.api.post(ContentPaths.articleList, { pageNum: 1, pageSize: 1 }, { lang: 'en' }))
        .data;
      expect(page1.total).toBe(2);
      expect(page1.list.map((a) => a.id)).toEqual([ids.articleA2]);
      expect(page1.list[0]!.title).toBe('只有中文');
      const page2 = (await t.api.post(ContentPaths.articleList, { pageNum: 2, pageSize: 1 }, { lang: 'en' }))
        .data;
      expect(page2.list[0]).toMatchObject({ id: ids.articleA1, title: 'Opening', summary: 'Summary one' });
      const b = (await t.api.post(ContentPaths.articleList, {}, { fair: FAIR_B })).data;
      expect(b.list.map((a) => a.id)).toEqual([ids.articleB1]);
    });

    it('article detail; another fair or an unpublished article is not found', async () => {
      const a = (await t.api.post(ContentPaths.article, { id: ids.articleA1 })).data;
      expect(a).toMatchObject({ title: '开幕', paragraphs: ['第一段', '第二段'], source: 'OpenFair' });
      const en = (await t.api.post(ContentPaths.article, { id: ids.articleA1 }, { lang: 'en' })).data;
      expect(en.paragraphs).toEqual(['Paragraph one', 'Paragraph two']);
      const cross = await t.api.post(ContentPaths.article, { id: ids.articleB1 }, { lang: 'en' });
      expect(cross).toMatchObject({ code: 1005, msg: codeMessages[1005].en, data: null });
      expect((await t.api.post(ContentPaths.article, { id: ids.articleFuture })).code).toBe(1005);
    });
  });

  describe('notices', () => {
    it('need a login', async () => {
      expect((await t.api.post(ContentPaths.noticeListType)).code).toBe(401);
      expect((await t.api.post(ContentPaths.noticeList)).code).toBe(401);
      expect((await t.api.post(ContentPaths.notice, { id: ids.noticeA1 })).code).toBe(401);
    });

    it('counts per type, list with filters, reading marks seen; only the caller’s, only this fair', async () => {
      const as = 'visitor';
      const types = (await t.api.post(ContentPaths.noticeListType, {}, { as })).data;
      expect(types).toEqual([
        { noticeType: 'SPONSOR', total: 2, unread: 1 },
        { noticeType: 'CHECKRESULT', total: 0, unread: 0 },
        { noticeType: 'INVITE', total: 1, unread: 1 },
        { noticeType: 'INTENTIONORDER', total: 0, unread: 0 },
      ]);
      const all = (await t.api.post(ContentPaths.noticeList, {}, { as, lang: 'en' })).data;
      expect(all.total).toBe(3);
      expect(all.list.map((n) => n.id)).toEqual([ids.noticeA3, ids.noticeA2, ids.noticeA1]);
      expect(all.list[0]!.title).toBe('Invitation');
      const unreadSponsor = (
        await t.api.post(ContentPaths.noticeList, { noticeType: 'SPONSOR', seen: false }, { as })
      ).data;
      expect(unreadSponsor.list.map((n) => n.id)).toEqual([ids.noticeA1]);

      const read = (await t.api.post(ContentPaths.notice, { id: ids.noticeA1 }, { as })).data;
      expect(read).toMatchObject({ id: ids.noticeA1, seen: true, noticeType: 'SPONSOR' });
      const after = (await t.api.post(ContentPaths.noticeListType, {}, { as })).data;
      expect(after[0]).toEqual({ noticeType: 'SPONSOR', total: 2, unread: 0 });

      expect((await t.api.post(ContentPaths.notice, { id: ids.noticeStaff }, { as })).code).toBe(1005);
      expect((await t.api.post(ContentPaths.notice, { id: ids.noticeB1 }, { as })).code).toBe(1005);

      // The same account, logged in to fair B, sees fair B's notices only.
      const inB = await t.api.post(
        SessionPaths.webLogon,
        { account: accounts.visitor.email, password: PASSWORD, loginSubjectType: 'VISITOR' },
        { fair: FAIR_B },
      );
      expect(inB.code, inB.msg).toBe(1000);
      const bList = (
        await t.api.post(ContentPaths.noticeList, {}, { as: { token: inB.data.token }, fair: FAIR_B })
      ).data;
      expect(bList.list.map((n) => n.id)).toEqual([ids.noticeB1]);
    });
  });

  describe('home', () => {
    const bannerIds = (r: { data: { id: string }[] }) => r.data.map((b) => b.id);

    it('banners by audience and login', async () => {
      expect(bannerIds(await t.api.post(ContentPaths.bannerList))).toEqual(['ban-all']);
      expect(bannerIds(await t.api.post(ContentPaths.bannerList, {}, { as: 'visitor' }))).toEqual([
        'ban-all',
        'ban-vis',
        'ban-login',
      ]);
      expect(bannerIds(await t.api.post(ContentPaths.bannerList, {}, { as: 'admin' }))).toEqual([
        'ban-all',
        'ban-act',
        'ban-login',
      ]);
      const en = (await t.api.post(ContentPaths.bannerList, {}, { lang: 'en' })).data[0];
      expect(en).toMatchObject({ title: 'All', coverIcon: '/b1-en.png', showType: 'HOME', subjectType: '' });
      expect(bannerIds(await t.api.post(ContentPaths.bannerList, {}, { fair: FAIR_B }))).toEqual(['ban-b']);
    });

    it('carousel with English pictures and links in English', async () => {
      const zh = (await t.api.post(ContentPaths.carouselList)).data;
      expect(zh).toHaveLength(2);
      expect(zh[0]).toMatchObject({
        name: '甲公司',
        picture: '/c1.png',
        type: 'ACTOR',
        exhibitorId: ids.exhibitorA,
      });
      const en = (await t.api.post(ContentPaths.carouselList, {}, { lang: 'en' })).data;
      expect(en[0]).toMatchObject({ name: 'A Company', picture: '/c1-en.png', index: 1, isImge: true });
      // no English picture: the Chinese one is used
      expect(en[1]).toMatchObject({ picture: '/c2.png', url: 'https://example.test/en', type: 'EXTERNAL' });
    });

    it('hot exhibitor samples with their product points', async () => {
      const [s, ...rest] = (await t.api.post(ContentPaths.hotExhibitorList, {}, { lang: 'en' })).data;
      expect(rest).toEqual([]);
      expect(s).toMatchObject({
        id: 'hot-a',
        imageURL: '/hot-a.svg',
        exhibitorName: 'A Company',
        exhibitorFloor: '3F',
        exhibitorIntro: 'About A Company',
      });
      expect(s!.products).toEqual([
        {
          id: ids.productA1,
          x: 0.25,
          y: 0.5,
          name: 'Wireless Charger',
          description: 'Fast charging',
          price: '99.50',
          imageURL: '/media/p1.svg',
        },
        { id: ids.productA2, x: 0.75, y: 0.4, name: '手机壳', description: '', price: '', imageURL: '' },
      ]);
    });

    it('hot exhibitors name each exhibitor once, by its first scene', async () => {
      const other = await createExhibitor(t.db, { name: '丁公司', nameEn: 'D Company' });
      // A's second scene sorts between the others: listing it would put A twice on the home.
      await createHotSample(t.db, ids.exhibitorA, { id: 'hot-a-new', sort: 1 });
      await createHotSample(t.db, other.id, { id: 'hot-d', sort: 2 });
      await createHotSample(t.db, ids.exhibitorA, { id: 'hot-a-old', sort: 3 });
      try {
        const list = (await t.api.post(ContentPaths.hotExhibitorList, {}, { lang: 'en' })).data;
        expect(list.map((s) => [s.id, s.exhibitorName])).toEqual([
          ['hot-a', 'A Company'],
          ['hot-d', 'D Company'],
        ]);
      } finally {
        await t.db
          .delete(hotExhibitorSamples)
          .where(inArray(hotExhibitorSamples.id, ['hot-a-new', 'hot-d', 'hot-a-old']));
        await t.db.delete(exhibitors).where(eq(exhibitors.id, other.id));
      }
    });

    it('advertisements', async () => {
      const en = (await t.api.post(ContentPaths.advertisementList, {}, { lang: 'en' })).data;
      expect(en).toEqual([
        { img: '/ad1.png', name: 'Ad one', type: 'actor', id: ids.exhibitorA },
        { img: '/ad2.png', name: '广告二', type: 'product', id: ids.productA1 },
      ]);
      const b = (await t.api.post(ContentPaths.advertisementList, {}, { fair: FAIR_B })).data;
      expect(b.map((x) => x.id)).toEqual([ids.exhibitorB]);
    });
  });
});
