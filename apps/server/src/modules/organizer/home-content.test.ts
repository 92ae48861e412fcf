import {
  ContentPaths,
  contentMessages,
  HOME_HOT_SAMPLES_KEY,
  homeContentMessages,
  MediaPaths,
  OrganizerPaths,
  organizerMessages,
  ResponseCode,
} from '@openfair/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import { organizerCallers } from '../../../test/factories/organizers';
import { FAIR_A, FAIR_B, ids } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import { multipart, photo, type UploadReply } from '../../../test/uploads';
import { hotExhibitorSamples } from '../../db/schema/index';

describe.each(enginesFor('rules'))(
  'the organizer’s home carousel, advertisements and hot samples on %s',
  (engine) => {
    const t = useTestApp(engine);
    const as = organizerCallers(() => t.api, 'home');

    /** Uploads a picture as the owner, the way the console does, and answers its key. */
    async function upload(
      purpose: 'carouselImage' | 'adImage' | 'bannerImage',
      width: number,
      height: number,
    ) {
      const body = multipart(await photo(width, height));
      const res = await t.app.inject({
        method: 'POST',
        url: MediaPaths.uploadImage,
        query: {
          purpose,
          languageType: 'en',
          exhibitionId: FAIR_A,
          appId: 'app',
          terminal: 'PC',
          subjectType: 'ORGANIZER',
        },
        headers: { authorization: await t.api.tokenOf('organizer'), 'content-type': body.contentType },
        payload: body.payload,
      });
      const reply = res.json() as UploadReply;
      expect(reply.code, reply.msg).toBe(ResponseCode.Success);
      return reply.data!.key;
    }

    const item = (fields: Record<string, unknown>) => ({
      name: '甲公司展台',
      nameEn: 'A Company booth',
      type: 'ACTOR' as const,
      exhibitorId: ids.exhibitorA,
      ...fields,
    });
    const ad = (fields: Record<string, unknown>) => ({
      name: '新品',
      nameEn: 'New product',
      type: 'product' as const,
      targetId: ids.productA2,
      sort: 0,
      ...fields,
    });

    const homeCarousel = async (lang: 'cn' | 'en' = 'cn') =>
      (await t.api.post(ContentPaths.carouselList, {}, { lang })).data;
    const homeAds = async (caller: Caller = 'guest') =>
      (await t.api.post(ContentPaths.advertisementList, {}, { as: caller })).data;
    const homeHot = async (caller: Caller = 'guest') =>
      (await t.api.post(ContentPaths.hotExhibitorList, {}, { as: caller })).data;
    const auditOf = async (targetId: string) =>
      (await t.api.post(OrganizerPaths.auditLog, { targetType: 'content', targetId }, { as: 'organizer' }))
        .data.list;

    it('adds carousel items at the end, moves one to the front, and the home follows that order', async () => {
      const picture = await upload('carouselImage', 800, 600);
      const pictureEn = await upload('carouselImage', 400, 300);
      const made = await t.api.post(OrganizerPaths.carouselSave, item({ picture, pictureEn }), {
        as: 'organizer',
      });
      expect(made.code, made.msg).toBe(ResponseCode.Success);
      expect(made.data).toMatchObject({
        type: 'ACTOR',
        exhibitor: { id: ids.exhibitorA, name: '甲公司' },
        picture: { key: picture },
        pictureEn: { key: pictureEn },
        link: '',
        isDemo: false,
      });
      const link = await t.api.post(
        OrganizerPaths.carouselSave,
        item({
          name: '报名',
          nameEn: 'Sign up',
          type: 'EXTERNAL',
          exhibitorId: '',
          link: '/register',
          picture,
        }),
        { as: 'organizer' },
      );
      expect(link.code, link.msg).toBe(ResponseCode.Success);
      // After the fixture's two items, in the order they were added.
      const list = await t.api.post(OrganizerPaths.carouselList, { pageSize: 50 }, { as: 'organizer' });
      expect(list.data.list.map((c) => c.name)).toEqual(['甲公司', '外链', '甲公司展台', '报名']);
      expect((await homeCarousel()).map((c) => c.name)).toEqual(['甲公司', '外链', '甲公司展台', '报名']);

      // Moved up three times, the link is first on the home; moving the first up changes nothing.
      for (let i = 0; i < 4; i++) {
        const moved = await t.api.post(
          OrganizerPaths.carouselMove,
          { id: link.data.id, direction: 'up' },
          { as: 'organizer' },
        );
        expect(moved.code, moved.msg).toBe(ResponseCode.Success);
      }
      const home = await homeCarousel('en');
      expect(home.map((c) => c.name)).toEqual(['Sign up', 'A Company', 'External', 'A Company booth']);
      expect(home[0]).toMatchObject({ type: 'EXTERNAL', externalLink: '/register', exhibitorId: '' });
      expect(home[3]).toMatchObject({ type: 'ACTOR', exhibitorId: ids.exhibitorA });
      expect(home[3]!.picture).toContain(pictureEn);
      expect((await homeCarousel('cn'))[3]!.picture).toContain(picture);
      // Up one place and down again; down from the last place changes nothing.
      for (const direction of ['up', 'down', 'down'] as const)
        await t.api.post(OrganizerPaths.carouselMove, { id: made.data.id, direction }, { as: 'organizer' });
      expect((await homeCarousel()).map((c) => c.name)).toEqual(['报名', '甲公司', '外链', '甲公司展台']);

      // Edited and removed, each change in the audit log.
      const edited = await t.api.post(
        OrganizerPaths.carouselSave,
        item({ id: made.data.id, name: '甲公司新展台', picture, pictureEn: '' }),
        { as: 'organizer' },
      );
      expect(edited.data).toMatchObject({ name: '甲公司新展台', pictureEn: null });
      for (const id of [made.data.id, link.data.id])
        expect((await t.api.post(OrganizerPaths.carouselRemove, { id }, { as: 'organizer' })).code).toBe(
          ResponseCode.Success,
        );
      expect((await homeCarousel()).map((c) => c.name)).toEqual(['甲公司', '外链']);
      expect(
        (await t.api.post(OrganizerPaths.carouselRemove, { id: made.data.id }, { as: 'organizer' })).code,
      ).toBe(ResponseCode.NotFound);
      expect((await auditOf(made.data.id)).map((e) => e.action)).toEqual([
        'carousel.remove',
        'carousel.update',
        'carousel.move',
        'carousel.move',
        'carousel.create',
      ]);
      const [, update] = await auditOf(made.data.id);
      expect(update).toMatchObject({
        before: { name: '甲公司展台', pictureEn },
        after: { name: '甲公司新展台', pictureEn: '' },
      });
      expect((await auditOf(link.data.id)).map((e) => e.action)).toEqual([
        'carousel.remove',
        'carousel.move',
        'carousel.move',
        'carousel.move',
        'carousel.create',
      ]);
    });

    it('refuses unsafe links, another fair’s exhibitor, missing targets, oversize text and foreign pictures', async () => {
      const picture = await upload('carouselImage', 400, 300);
      const save = (fields: Record<string, unknown>, lang: 'cn' | 'en' = 'en') =>
        t.api.post(OrganizerPaths.carouselSave, item({ picture, ...fields }), { as: 'organizer', lang });
      const external = (link: string, lang: 'cn' | 'en' = 'en') =>
        save({ type: 'EXTERNAL', exhibitorId: '', link }, lang);

      for (const link of [
        'javascript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'data:text/html,x',
        '//evil.example/x',
        '/\\evil',
        'news',
        'https://',
        'ftp://example.test',
      ]) {
        const reply = await external(link);
        expect(reply.code, link).toBe(ResponseCode.BadRequest);
        expect(reply.msg).toContain(homeContentMessages.link.en);
      }
      expect((await external('javascript:alert(1)', 'cn')).msg).toContain(homeContentMessages.link.zh);
      expect((await external('')).msg).toContain(homeContentMessages.linkRequired.en);

      const foreign = await save({ exhibitorId: ids.exhibitorB });
      expect(foreign.code).toBe(ResponseCode.BadRequest);
      expect(foreign.msg).toContain(homeContentMessages.targetNotInFair.en);
      expect((await save({ exhibitorId: '' })).msg).toContain(homeContentMessages.exhibitorRequired.en);
      const long = await save({ nameEn: 'x'.repeat(101) });
      expect(long.code).toBe(ResponseCode.BadRequest);
      expect((await save({ link: `https://example.test/${'a'.repeat(500)}`, type: 'EXTERNAL' })).code).toBe(
        ResponseCode.BadRequest,
      );
      const banner = await upload('bannerImage', 1200, 300);
      for (const key of [banner, 'uploads/organizer/carouselimage/00000000-0000-0000-0000-000000000000.jpg'])
        expect((await save({ picture: key })).msg, key).toContain(contentMessages.imageNotUploaded.en);
      // Another fair's item is neither changed nor moved nor removed from here.
      const [other] = (
        await t.db.execute<{ id: string }>(sql`SELECT id FROM carousel_items WHERE exhibition_id = ${FAIR_B}`)
      ).rows;
      expect((await save({ id: other!.id })).code).toBe(ResponseCode.NotFound);
      expect(
        (
          await t.api.post(
            OrganizerPaths.carouselMove,
            { id: other!.id, direction: 'up' },
            { as: 'organizer' },
          )
        ).code,
      ).toBe(ResponseCode.NotFound);
      expect(
        (await t.api.post(OrganizerPaths.carouselRemove, { id: other!.id }, { as: 'organizer' })).code,
      ).toBe(ResponseCode.NotFound);
      expect((await homeCarousel()).map((c) => c.name)).toEqual(['甲公司', '外链']);
    });

    it('publishes advertisements of this fair’s exhibitors and products, and refuses another fair’s', async () => {
      const image = await upload('adImage', 400, 520);
      const made = await t.api.post(OrganizerPaths.advertisementSave, ad({ image }), { as: 'organizer' });
      expect(made.code, made.msg).toBe(ResponseCode.Success);
      expect(made.data).toMatchObject({
        type: 'product',
        targetId: ids.productA2,
        target: { id: ids.productA2, name: '手机壳', exhibitorName: '甲公司' },
        image: { key: image },
        sort: 0,
      });
      // Sort 0 puts it before the fixture's two.
      const seen = await homeAds('visitor');
      expect(seen[0]).toMatchObject({ id: ids.productA2, type: 'product', name: '新品' });
      expect(seen[0]!.img).toContain(image);

      const moved = await t.api.post(
        OrganizerPaths.advertisementSave,
        ad({ id: made.data.id, image, type: 'actor', targetId: ids.exhibitorA, sort: 9 }),
        { as: 'organizer' },
      );
      expect(moved.data).toMatchObject({ type: 'actor', target: { id: ids.exhibitorA }, sort: 9 });
      expect((await homeAds()).at(-1)).toMatchObject({ id: ids.exhibitorA, type: 'actor', name: '新品' });

      for (const [type, targetId] of [
        ['product', ids.productB1],
        ['actor', ids.exhibitorB],
        ['product', ids.exhibitorA],
        ['actor', 'no-such-exhibitor'],
      ] as const) {
        const reply = await t.api.post(OrganizerPaths.advertisementSave, ad({ image, type, targetId }), {
          as: 'organizer',
          lang: 'en',
        });
        expect(reply.code, targetId).toBe(ResponseCode.BadRequest);
        expect(reply.msg).toContain(homeContentMessages.targetNotInFair.en);
      }
      expect(
        (await t.api.post(OrganizerPaths.advertisementSave, ad({ image, targetId: '' }), { as: 'organizer' }))
          .code,
      ).toBe(ResponseCode.BadRequest);
      expect(
        (await t.api.post(OrganizerPaths.advertisementSave, ad({ image, sort: 10_000 }), { as: 'organizer' }))
          .code,
      ).toBe(ResponseCode.BadRequest);
      expect(
        (
          await t.api.post(
            OrganizerPaths.advertisementSave,
            ad({ image: await upload('carouselImage', 400, 300) }),
            {
              as: 'organizer',
            },
          )
        ).code,
      ).toBe(ResponseCode.BadRequest);

      const list = await t.api.post(OrganizerPaths.advertisementList, { pageSize: 50 }, { as: 'organizer' });
      expect(list.data.list.map((a) => a.name)).toEqual(['广告一', '广告二', '新品']);
      expect(list.data.list[1]).toMatchObject({ target: { id: ids.productA1 } });

      expect(
        (await t.api.post(OrganizerPaths.advertisementRemove, { id: made.data.id }, { as: 'organizer' }))
          .code,
      ).toBe(ResponseCode.Success);
      expect((await homeAds()).map((a) => a.name)).not.toContain('新品');
      expect((await auditOf(made.data.id)).map((e) => e.action)).toEqual([
        'advertisement.remove',
        'advertisement.update',
        'advertisement.create',
      ]);
      expect((await auditOf(made.data.id))[1]).toMatchObject({
        before: { type: 'product', targetId: ids.productA2 },
        after: { type: 'actor', targetId: ids.exhibitorA },
      });
    });

    it('finds exhibitors and products of this fair only, by name, a bounded number', async () => {
      const search = (type: 'actor' | 'product', keyword: string) =>
        t.api.post(OrganizerPaths.homeTargetSearch, { type, keyword }, { as: 'organizer' });
      expect((await search('actor', '公司')).data.map((e) => e.id)).toEqual([ids.exhibitorA]);
      expect((await search('actor', '乙')).data).toEqual([]);
      expect((await search('product', '手机')).data).toEqual([
        { id: ids.productA2, name: '手机壳', nameEn: '', exhibitorName: '甲公司' },
      ]);
      expect((await search('product', '')).data.map((p) => p.id).sort()).toEqual([
        ids.productA1,
        ids.productA2,
      ]);
      // Wildcards are text.
      expect((await search('product', '%')).data).toEqual([]);
      expect((await search('product', 'x'.repeat(101))).code).toBe(ResponseCode.BadRequest);
      await t.db.execute(sql`
      INSERT INTO products (id, exhibition_id, exhibitor_id, name)
      SELECT 'bulk-p' || i, ${FAIR_A}, ${ids.exhibitorA}, '批量展品' || i FROM generate_series(1, 40) AS i`);
      expect((await search('product', '批量')).data).toHaveLength(20);
      await t.db.execute(sql`DELETE FROM products WHERE id LIKE 'bulk-p%'`);
    });

    it('shows each exhibitor’s first scene until the organizer features scenes, then those in order', async () => {
      await t.db.insert(hotExhibitorSamples).values([
        { id: 'hot-a2', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, imageUrl: '/hot-a2.svg', sort: 5 },
        { id: 'hot-a3', exhibitionId: FAIR_A, exhibitorId: ids.exhibitorA, imageUrl: '/hot-a3.svg', sort: 6 },
      ]);
      // Automatic: one scene per exhibitor, its first by sort.
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a']);
      const automatic = await t.api.post(OrganizerPaths.hotSampleFeatured, {}, { as: 'organizer' });
      expect(automatic.data).toMatchObject({ mode: 'automatic', shown: [{ id: 'hot-a', points: 2 }] });
      const browse = await t.api.post(OrganizerPaths.hotSampleList, { pageSize: 50 }, { as: 'organizer' });
      expect(browse.data.list.map((s) => [s.id, s.points, s.featuredAt])).toEqual([
        ['hot-a', 2, null],
        ['hot-a2', 0, null],
        ['hot-a3', 0, null],
      ]);
      expect(browse.data.list[0]).toMatchObject({ exhibitorName: '甲公司', imageUrl: '/hot-a.svg' });
      expect(
        (await t.api.post(OrganizerPaths.hotSampleList, { keyword: '乙' }, { as: 'organizer' })).data.total,
      ).toBe(0);

      // Curated: the organizer's scenes, in the organizer's order, with their points as visitors see them.
      const featured = await t.api.post(
        OrganizerPaths.hotSampleFeature,
        { sampleIds: ['hot-a3', 'hot-a'] },
        { as: 'organizer' },
      );
      expect(featured.code, featured.msg).toBe(ResponseCode.Success);
      expect(featured.data).toMatchObject({ mode: 'curated', shown: [{ id: 'hot-a3' }, { id: 'hot-a' }] });
      const home = await homeHot('visitor');
      expect(home.map((s) => s.id)).toEqual(['hot-a3', 'hot-a']);
      expect(home[1]!.products.map((p) => p.id)).toEqual([ids.productA1, ids.productA2]);
      const listed = await t.api.post(OrganizerPaths.hotSampleList, { pageSize: 50 }, { as: 'organizer' });
      expect(listed.data.list.map((s) => s.featuredAt)).toEqual([1, null, 0]);

      // Another fair's scene, a made-up one, one twice, too many, none: refused, nothing changes.
      const feature = (sampleIds: string[]) =>
        t.api.post(OrganizerPaths.hotSampleFeature, { sampleIds }, { as: 'organizer', lang: 'en' });
      expect((await feature(['hot-a', 'hot-b'])).msg).toContain(homeContentMessages.sampleNotInFair.en);
      expect((await feature(['nope'])).msg).toContain(homeContentMessages.sampleNotInFair.en);
      expect((await feature(['hot-a', 'hot-a'])).msg).toContain(homeContentMessages.samplesRepeated.en);
      expect((await feature(Array.from({ length: 51 }, (_, i) => `s${i}`))).code).toBe(
        ResponseCode.BadRequest,
      );
      expect((await feature([])).code).toBe(ResponseCode.BadRequest);
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a3', 'hot-a']);

      // A scene its exhibitor deletes simply leaves the home.
      await t.db.execute(sql`DELETE FROM hot_exhibitor_samples WHERE id = 'hot-a3'`);
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a']);
      // A damaged value counts as no choice: the automatic home.
      await t.db.execute(
        sql`UPDATE configuration_items SET value = '"x"'::jsonb WHERE exhibition_id = ${FAIR_A} AND key = ${HOME_HOT_SAMPLES_KEY}`,
      );
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a']);
      await feature(['hot-a2']);
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a2']);
      // Another fair's home is its own.
      const fairB = await t.api.post(ContentPaths.hotExhibitorList, {}, { as: 'onlyB' });
      expect(fairB.data.map((s) => s.id)).toEqual(['hot-b']);

      const reset = await t.api.post(OrganizerPaths.hotSampleReset, {}, { as: 'organizer' });
      expect(reset.data.mode).toBe('automatic');
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a']);
      expect((await auditOf(HOME_HOT_SAMPLES_KEY)).map((e) => e.action)).toEqual([
        'hotSamples.reset',
        'hotSamples.feature',
        'hotSamples.feature',
      ]);
      expect((await auditOf(HOME_HOT_SAMPLES_KEY))[0]).toMatchObject({
        before: { sampleIds: ['hot-a2'] },
        after: null,
      });
      await t.db.execute(sql`DELETE FROM hot_exhibitor_samples WHERE id = 'hot-a2'`);
    });

    it('lets a content editor do all of it and refuses reviewers and customer service every call', async () => {
      const picture = await upload('carouselImage', 400, 300);
      const image = await upload('adImage', 200, 260);
      const calls = (caller: Caller) => [
        t.api.post(OrganizerPaths.homeTargetSearch, { type: 'actor' }, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.carouselList, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.carouselSave, item({ picture }), { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.advertisementList, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.advertisementSave, ad({ image }), { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.hotSampleList, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.hotSampleFeatured, {}, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.hotSampleFeature, { sampleIds: ['hot-a'] }, { as: caller, lang: 'en' }),
        t.api.post(OrganizerPaths.hotSampleReset, {}, { as: caller, lang: 'en' }),
      ];
      for (const role of ['reviewer', 'customerService'] as const) {
        const caller = await as(role);
        for (const reply of await Promise.all(calls(caller))) {
          expect(reply.code, role).toBe(ResponseCode.Forbidden);
          expect(reply.msg).toContain(organizerMessages.notPermitted.en);
        }
        const [any] = (await t.api.post(OrganizerPaths.carouselList, {}, { as: 'organizer' })).data.list;
        for (const path of [OrganizerPaths.carouselRemove, OrganizerPaths.advertisementRemove])
          expect((await t.api.post(path, { id: any!.id }, { as: caller })).code).toBe(ResponseCode.Forbidden);
        expect(
          (await t.api.post(OrganizerPaths.carouselMove, { id: any!.id, direction: 'down' }, { as: caller }))
            .code,
        ).toBe(ResponseCode.Forbidden);
      }
      for (const other of ['visitor', 'admin', 'guest'] as const)
        expect((await t.api.post(OrganizerPaths.carouselList, {}, { as: other })).code).not.toBe(
          ResponseCode.Success,
        );
      // Nothing was written on their behalf.
      expect((await homeCarousel()).map((c) => c.name)).toEqual(['甲公司', '外链']);
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a']);

      const editor = await as('contentEditor');
      const replies = await Promise.all(calls(editor).slice(0, 8));
      for (const reply of replies) expect(reply.code, reply.msg).toBe(ResponseCode.Success);
      expect((await homeHot()).map((s) => s.id)).toEqual(['hot-a']);
      expect((await t.api.post(OrganizerPaths.hotSampleReset, {}, { as: editor })).code).toBe(
        ResponseCode.Success,
      );
      const madeItem = replies[2]!.data as { id: string };
      const madeAd = replies[4]!.data as { id: string };
      expect(
        (await t.api.post(OrganizerPaths.carouselRemove, { id: madeItem.id }, { as: editor })).code,
      ).toBe(ResponseCode.Success);
      expect(
        (await t.api.post(OrganizerPaths.advertisementRemove, { id: madeAd.id }, { as: editor })).code,
      ).toBe(ResponseCode.Success);
      const entries = (
        await t.api.post(
          OrganizerPaths.auditLog,
          { targetType: 'content', pageSize: 10 },
          { as: 'organizer' },
        )
      ).data.list;
      expect(entries.slice(0, 5).every((e) => e.actorName === 'contentEditor person')).toBe(true);
    });
  },
);
