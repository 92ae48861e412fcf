import { AreaPaths, ContentPaths, codeMessages, SessionPaths } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { readEnvelope } from '../../test/client';
import { PASSWORD } from '../../test/fixtures';
import { enginesFor, useTestApp } from '../../test/harness';

/** A value of the wrong type, sent on purpose past the typed client. */
const wrongType = (value: unknown) => value as never;

describe.each(enginesFor('rules'))('bad input never gets a 500 on %s', (engine) => {
  const t = useTestApp(engine);

  it('malformed JSON → 1001 in zh and en', async () => {
    for (const lang of ['cn', 'en'] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${ContentPaths.articleList}?languageType=${lang}`,
        headers: { 'content-type': 'application/json' },
        payload: '{"exhibitionId": "fair-a", ',
      });
      expect(res.statusCode).toBe(400);
      const body = readEnvelope(res);
      expect(body.code).toBe(1001);
      expect(body.msg).toContain(lang === 'en' ? 'not valid JSON' : '不是有效的 JSON');
      expect(res.body).not.toMatch(/at \w+ \(|node_modules|stack/i);
    }
  });

  it('wrong types name the field', async () => {
    const zh = await t.api.post(SessionPaths.webLogon, { account: wrongType(123), password: PASSWORD });
    expect(zh.code).toBe(1001);
    expect(zh.msg).toContain('account');
    expect(zh.msg).toContain('类型错误');
    const en = await t.api.post(ContentPaths.articleList, { pageNum: 'abc' }, { lang: 'en' });
    expect(en).toMatchObject({ code: 1001, data: null });
    expect(en.msg).toMatch(/^The request is not valid. Field "pageNum"/);
    const badEnum = await t.api.post(
      ContentPaths.noticeList,
      { noticeType: wrongType('PARTY') },
      { lang: 'en', as: 'visitor' },
    );
    expect(badEnum.code).toBe(1001);
    expect(badEnum.msg).toContain('"noticeType" is not an allowed value');
  });

  it('missing or unknown exhibitionId, bad languageType, non-object bodies', async () => {
    for (const [lang, word] of [
      ['cn', '字段 exhibitionId 为必填项'],
      ['en', 'Field "exhibitionId" is required'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: ContentPaths.articleList,
        payload: { languageType: lang },
      });
      expect(readEnvelope(res)).toMatchObject({ code: 1001, data: null });
      expect(readEnvelope(res).msg).toContain(word);
      const get = await t.app.inject({ method: 'GET', url: `${AreaPaths.countryList}?languageType=${lang}` });
      expect(readEnvelope(get).code).toBe(1001);
    }
    const unknown = await t.api.post(ContentPaths.articleList, {}, { fair: 'no-such-fair', lang: 'en' });
    expect(unknown).toMatchObject({ code: 1002, msg: codeMessages[1002].en });
    const lang = await t.api.post(ContentPaths.articleList, { languageType: 'fr' });
    expect(lang.code).toBe(1001);
    expect(lang.msg).toContain('languageType');
    const arr = await t.app.inject({ method: 'POST', url: ContentPaths.articleList, payload: [1, 2] });
    expect(readEnvelope(arr).code).toBe(1001);
    const text = await t.app.inject({
      method: 'POST',
      url: ContentPaths.articleList,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(readEnvelope(text).code).toBe(1001);
  });

  it('unknown calls under /visitor/v2 → 1005', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/visitor/v2/nothing/here',
      payload: { languageType: 'en', exhibitionId: 'fair-a', appId: 'app', terminal: 'PC', subjectType: '' },
    });
    expect(res.statusCode).toBe(404);
    expect(readEnvelope(res)).toMatchObject({ code: 1005, msg: codeMessages[1005].en, data: null });
  });
});
