import { RegistrationPaths, ResponseCode, SessionPaths } from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import { exhibitionUsers, questionAnswers, questions } from '../src/db/schema/index';
import { accounts, FAIR_A, FAIR_B, ids, PASSWORD, seedFixtures } from './fixtures';
import { buildTestApp, engines, openTestDatabase, type TestDatabase } from './harness';

type Opts = { token?: string; lang?: 'cn' | 'en'; fair?: string };
// biome-ignore lint/suspicious/noExplicitAny: response data is checked field by field by the assertions
type Json = { code: number; msg: string; data: any };

const opt = (id: string, label: string, labelEn: string) => ({ id, label, labelEn });

describe.each(engines)('questionnaire on %s', (engine) => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    testDb = await openTestDatabase(engine);
    db = testDb.database.db;
    await seedFixtures(db);
    // Inserted out of order: the organizer's sort decides.
    await db.insert(questions).values([
      {
        id: 'q-text',
        exhibitionId: FAIR_A,
        type: 'TEXT',
        title: '采购需求',
        titleEn: 'Sourcing needs',
        required: false,
        maxLength: 10,
        sort: 4,
      },
      {
        id: 'q-single',
        exhibitionId: FAIR_A,
        type: 'SINGLE',
        title: '您的角色',
        titleEn: 'Your role',
        required: true,
        options: [opt('s1', '决策者', 'Decision maker'), opt('s2', '其他', '')],
        sort: 1,
      },
      {
        id: 'q-multi',
        exhibitionId: FAIR_A,
        type: 'MULTIPLE',
        title: '感兴趣的类别',
        titleEn: 'Categories',
        required: true,
        options: [opt('m1', '电子', 'Electronics'), opt('m2', '家居', 'Home'), opt('m3', '服装', 'Apparel')],
        sort: 2,
      },
      {
        id: 'q-text-req',
        exhibitionId: FAIR_A,
        type: 'TEXT',
        title: '公司规模',
        titleEn: 'Company size',
        required: true,
        maxLength: 20,
        sort: 3,
      },
      {
        id: 'q-optional-single',
        exhibitionId: FAIR_A,
        type: 'SINGLE',
        title: '预算',
        titleEn: 'Budget',
        required: false,
        options: [opt('b1', '低', 'Low'), opt('b2', '高', 'High')],
        sort: 5,
      },
    ]);
    app = await buildTestApp(testDb.database);
  });
  afterAll(async () => {
    await app?.close();
    await testDb?.drop();
  });

  const common = (o: Opts) => ({
    languageType: o.lang ?? 'cn',
    exhibitionId: o.fair ?? FAIR_A,
    appId: 'app',
    terminal: 'PC',
    subjectType: '',
  });
  async function post(url: string, body: Record<string, unknown> = {}, o: Opts = {}) {
    const res = await app.inject({
      method: 'POST',
      url,
      payload: { ...common(o), ...body },
      headers: o.token ? { authorization: o.token } : {},
    });
    return res.json() as Json;
  }
  async function login(account: string, fair = FAIR_A) {
    const res = await post(SessionPaths.webLogon, { account, password: PASSWORD }, { fair });
    expect(res.code, res.msg).toBe(1000);
    return res.data.token as string;
  }
  /** The fixture visitor at the questionnaire step: its flags reset to "register done". */
  async function visitorAtQuestionnaire(userAccountId: string, fair = FAIR_A) {
    await db
      .update(exhibitionUsers)
      .set({
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: false,
        completeExhibitionRegistration: false,
      })
      .where(
        and(
          eq(exhibitionUsers.exhibitionId, fair),
          eq(exhibitionUsers.userAccountId, userAccountId),
          eq(exhibitionUsers.subjectType, 'VISITOR'),
        ),
      );
  }
  async function flagsOf(userAccountId: string, fair = FAIR_A) {
    const [row] = await db
      .select()
      .from(exhibitionUsers)
      .where(
        and(
          eq(exhibitionUsers.exhibitionId, fair),
          eq(exhibitionUsers.userAccountId, userAccountId),
          eq(exhibitionUsers.subjectType, 'VISITOR'),
        ),
      );
    return row!;
  }

  const valid = [
    { questionId: 'q-single', optionIds: ['s1'] },
    { questionId: 'q-multi', optionIds: ['m1', 'm3'] },
    { questionId: 'q-text-req', text: ' 50 人 ' },
  ];

  it("lists the questions in the organizer's order, in the request language", async () => {
    const zh = await post(RegistrationPaths.questionSite);
    expect(zh.code, zh.msg).toBe(1000);
    expect(zh.data.map((q: { id: string }) => q.id)).toEqual([
      'q-single',
      'q-multi',
      'q-text-req',
      'q-text',
      'q-optional-single',
    ]);
    expect(zh.data[0]).toEqual({
      id: 'q-single',
      type: 'SINGLE',
      title: '您的角色',
      required: true,
      options: [
        { id: 's1', label: '决策者' },
        { id: 's2', label: '其他' },
      ],
      maxLength: 500,
    });
    const en = await post(RegistrationPaths.questionSite, {}, { lang: 'en' });
    expect(en.data[0].title).toBe('Your role');
    // An option without English text falls back to Chinese.
    expect(en.data[0].options).toEqual([
      { id: 's1', label: 'Decision maker' },
      { id: 's2', label: '其他' },
    ]);
    expect(en.data[3]).toMatchObject({ type: 'TEXT', maxLength: 10, options: [] });
    const otherFair = await post(RegistrationPaths.questionSite, {}, { fair: FAIR_B });
    expect(otherFair.data).toEqual([]);
  });

  it('enforces the rules of required, single, multiple and text questions', async () => {
    await visitorAtQuestionnaire(ids.newVisitor);
    const token = await login(accounts.newVisitor.email);
    const without = (id: string) => valid.filter((a) => a.questionId !== id);
    const cases: [string, unknown[], string][] = [
      ['required single missing', without('q-single'), 'must be answered'],
      ['required multiple missing', without('q-multi'), 'must be answered'],
      [
        'required multiple empty',
        [...without('q-multi'), { questionId: 'q-multi', optionIds: [] }],
        'must be answered',
      ],
      [
        'required text blank',
        [...without('q-text-req'), { questionId: 'q-text-req', text: '   ' }],
        'must be answered',
      ],
      [
        'single with two',
        [...without('q-single'), { questionId: 'q-single', optionIds: ['s1', 's2'] }],
        'exactly one',
      ],
      [
        'option of another question',
        [...without('q-single'), { questionId: 'q-single', optionIds: ['m1'] }],
        'not valid',
      ],
      [
        'repeated option',
        [...without('q-multi'), { questionId: 'q-multi', optionIds: ['m1', 'm1'] }],
        'not valid',
      ],
      ['text too long', [...valid, { questionId: 'q-text', text: '12345678901' }], 'cannot exceed 10'],
      ['options on a text question', [...valid, { questionId: 'q-text', optionIds: ['s1'] }], 'text answer'],
      ['unknown question', [...valid, { questionId: 'q-nope', text: 'x' }], 'does not exist'],
      ['answered twice', [...valid, { questionId: 'q-single', optionIds: ['s2'] }], 'twice'],
    ];
    for (const [name, answers, word] of cases) {
      const res = await post(RegistrationPaths.saveQuestion, { answers }, { token, lang: 'en' });
      expect(res.code, name).toBe(ResponseCode.BadRequest);
      expect(res.msg, name).toContain(word);
    }
    const zh = await post(RegistrationPaths.saveQuestion, { answers: without('q-single') }, { token });
    expect(zh.msg).toContain('问题“您的角色”为必答题');
    expect((await flagsOf(ids.newVisitor)).completeQuestionnaire).toBe(false);
    // Exactly at the length limit (counted in characters) is fine.
    const ok = await post(
      RegistrationPaths.saveQuestion,
      { answers: [...valid, { questionId: 'q-text', text: '一二三四五六七八九十' }] },
      { token },
    );
    expect(ok.code, ok.msg).toBe(1000);
    const flags = await flagsOf(ids.newVisitor);
    expect(flags.completeQuestionnaire).toBe(true);
    expect(flags.completeExhibitionRegistration).toBe(true);
  });

  it('returns my answers, and a later change replaces them', async () => {
    await visitorAtQuestionnaire(ids.visitor);
    const token = await login(accounts.visitor.email);
    const first = await post(
      RegistrationPaths.saveQuestion,
      { answers: [...valid, { questionId: 'q-optional-single', optionIds: ['b2'] }] },
      { token },
    );
    expect(first.code, first.msg).toBe(1000);
    const mine = await post(RegistrationPaths.questionnaire, {}, { token });
    expect(mine.code).toBe(1000);
    expect(mine.data).toEqual([
      { questionId: 'q-single', optionIds: ['s1'], text: '' },
      { questionId: 'q-multi', optionIds: ['m1', 'm3'], text: '' },
      { questionId: 'q-text-req', optionIds: [], text: '50 人' },
      { questionId: 'q-optional-single', optionIds: ['b2'], text: '' },
    ]);
    // /personal/questionnaire/change: the optional answer is dropped, another is changed.
    const change = await post(
      RegistrationPaths.saveQuestion,
      {
        answers: [
          { questionId: 'q-single', optionIds: ['s2'] },
          { questionId: 'q-multi', optionIds: ['m2'] },
          { questionId: 'q-text-req', text: '200' },
        ],
      },
      { token },
    );
    expect(change.code, change.msg).toBe(1000);
    const after = await post(RegistrationPaths.questionnaire, {}, { token });
    expect(after.data).toEqual([
      { questionId: 'q-single', optionIds: ['s2'], text: '' },
      { questionId: 'q-multi', optionIds: ['m2'], text: '' },
      { questionId: 'q-text-req', optionIds: [], text: '200' },
    ]);
    // Other people's answers are untouched.
    const others = await db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.userAccountId, ids.newVisitor));
    expect(others.length).toBeGreaterThan(0);
  });

  it('completes on an empty save when the fair has no questions', async () => {
    await visitorAtQuestionnaire(ids.onlyB, FAIR_B);
    const token = await login(accounts.onlyB.email, FAIR_B);
    const res = await post(RegistrationPaths.saveQuestion, { answers: [] }, { token, fair: FAIR_B });
    expect(res.code, res.msg).toBe(1000);
    const flags = await flagsOf(ids.onlyB, FAIR_B);
    expect(flags.completeQuestionnaire).toBe(true);
    expect(flags.completeExhibitionRegistration).toBe(true);
  });

  it('is refused before the second info step, and to non-visitors', async () => {
    await db
      .update(exhibitionUsers)
      .set({ completeVisitorRegister: false, completeQuestionnaire: false })
      .where(eq(exhibitionUsers.id, 'eu-new-a'));
    const token = await login(accounts.newVisitor.email);
    const res = await post(RegistrationPaths.saveQuestion, { answers: valid }, { token, lang: 'en' });
    expect(res.code).toBe(ResponseCode.Forbidden);
    expect(res.msg).toContain('business information step');
    const staff = await post(SessionPaths.webLogon, {
      account: accounts.staff.email,
      password: PASSWORD,
      loginSubjectType: 'ACTOR',
    });
    for (const path of [RegistrationPaths.saveQuestion, RegistrationPaths.questionnaire]) {
      expect((await post(path, { answers: [] }, { token: staff.data.token })).code).toBe(
        ResponseCode.Forbidden,
      );
      expect((await post(path, { answers: [] })).code).toBe(ResponseCode.Unauthorized);
    }
  });
});
