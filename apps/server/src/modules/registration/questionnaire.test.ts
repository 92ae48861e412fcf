import { RegistrationPaths, ResponseCode } from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Caller } from '../../../test/client';
import {
  createQuestion,
  option,
  registrationStepsOf,
  setRegistrationSteps,
} from '../../../test/factories/registration';
import { FAIR_A, FAIR_B, ids, withFixtures } from '../../../test/fixtures';
import { enginesFor, useTestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { exhibitionUsers, questionAnswers } from '../../db/schema/index';

type Answer = { questionId: string; optionIds?: string[]; text?: string };

/** Inserted out of order: the organizer's sort decides. */
async function seedQuestions(db: Db) {
  await createQuestion(db, {
    id: 'q-text',
    type: 'TEXT',
    title: '采购需求',
    titleEn: 'Sourcing needs',
    maxLength: 10,
    sort: 4,
  });
  await createQuestion(db, {
    id: 'q-single',
    type: 'SINGLE',
    title: '您的角色',
    titleEn: 'Your role',
    required: true,
    options: [option('s1', '决策者', 'Decision maker'), option('s2', '其他', '')],
    sort: 1,
  });
  await createQuestion(db, {
    id: 'q-multi',
    type: 'MULTIPLE',
    title: '感兴趣的类别',
    titleEn: 'Categories',
    required: true,
    options: [
      option('m1', '电子', 'Electronics'),
      option('m2', '家居', 'Home'),
      option('m3', '服装', 'Apparel'),
    ],
    sort: 2,
  });
  await createQuestion(db, {
    id: 'q-text-req',
    type: 'TEXT',
    title: '公司规模',
    titleEn: 'Company size',
    required: true,
    maxLength: 20,
    sort: 3,
  });
  await createQuestion(db, {
    id: 'q-optional-single',
    type: 'SINGLE',
    title: '预算',
    titleEn: 'Budget',
    options: [option('b1', '低', 'Low'), option('b2', '高', 'High')],
    sort: 5,
  });
}

describe.each(enginesFor('rules'))('questionnaire on %s', (engine) => {
  const t = useTestApp(engine, {
    seed: withFixtures(async (db) => {
      await seedQuestions(db);
    }),
  });

  /** A fixture visitor at the questionnaire step: its steps reset to "register done". */
  const atQuestionnaire = (userAccountId: string, exhibitionId = FAIR_A) =>
    setRegistrationSteps(
      t.db,
      { exhibitionId, userAccountId },
      {
        completeVisitor: true,
        completeVisitorRegister: true,
        completeQuestionnaire: false,
        completeExhibitionRegistration: false,
      },
    );
  const save = (answers: Answer[], as: Caller, o: { lang?: 'cn' | 'en'; fair?: string } = {}) =>
    t.api.post(RegistrationPaths.saveQuestion, { answers }, { as, ...o });

  const valid: Answer[] = [
    { questionId: 'q-single', optionIds: ['s1'] },
    { questionId: 'q-multi', optionIds: ['m1', 'm3'] },
    { questionId: 'q-text-req', text: ' 50 人 ' },
  ];

  it("lists the questions in the organizer's order, in the request language", async () => {
    const zh = await t.api.post(RegistrationPaths.questionSite);
    expect(zh.code, zh.msg).toBe(1000);
    expect(zh.data.map((q) => q.id)).toEqual([
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
    const en = await t.api.post(RegistrationPaths.questionSite, {}, { lang: 'en' });
    expect(en.data[0]!.title).toBe('Your role');
    // An option without English text falls back to Chinese.
    expect(en.data[0]!.options).toEqual([
      { id: 's1', label: 'Decision maker' },
      { id: 's2', label: '其他' },
    ]);
    expect(en.data[3]).toMatchObject({ type: 'TEXT', maxLength: 10, options: [] });
    const otherFair = await t.api.post(RegistrationPaths.questionSite, {}, { fair: FAIR_B });
    expect(otherFair.data).toEqual([]);
  });

  it('enforces the rules of required, single, multiple and text questions', async () => {
    await atQuestionnaire(ids.newVisitor);
    const without = (id: string) => valid.filter((a) => a.questionId !== id);
    const cases: [string, Answer[], string][] = [
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
      const res = await save(answers, 'newVisitor', { lang: 'en' });
      expect(res.code, name).toBe(ResponseCode.BadRequest);
      expect(res.msg, name).toContain(word);
    }
    const zh = await save(without('q-single'), 'newVisitor');
    expect(zh.msg).toContain('问题“您的角色”为必答题');
    const who = { userAccountId: ids.newVisitor };
    expect((await registrationStepsOf(t.db, who)).completeQuestionnaire).toBe(false);
    // Exactly at the length limit (counted in characters) is fine.
    const ok = await save([...valid, { questionId: 'q-text', text: '一二三四五六七八九十' }], 'newVisitor');
    expect(ok.code, ok.msg).toBe(1000);
    const steps = await registrationStepsOf(t.db, who);
    expect(steps.completeQuestionnaire).toBe(true);
    expect(steps.completeExhibitionRegistration).toBe(true);
  });

  it('returns my answers, and a later change replaces them', async () => {
    await atQuestionnaire(ids.visitor);
    const first = await save([...valid, { questionId: 'q-optional-single', optionIds: ['b2'] }], 'visitor');
    expect(first.code, first.msg).toBe(1000);
    const mine = await t.api.post(RegistrationPaths.questionnaire, {}, { as: 'visitor' });
    expect(mine.code).toBe(1000);
    expect(mine.data).toEqual([
      { questionId: 'q-single', optionIds: ['s1'], text: '' },
      { questionId: 'q-multi', optionIds: ['m1', 'm3'], text: '' },
      { questionId: 'q-text-req', optionIds: [], text: '50 人' },
      { questionId: 'q-optional-single', optionIds: ['b2'], text: '' },
    ]);
    // /personal/questionnaire/change: the optional answer is dropped, another is changed.
    const change = await save(
      [
        { questionId: 'q-single', optionIds: ['s2'] },
        { questionId: 'q-multi', optionIds: ['m2'] },
        { questionId: 'q-text-req', text: '200' },
      ],
      'visitor',
    );
    expect(change.code, change.msg).toBe(1000);
    const after = await t.api.post(RegistrationPaths.questionnaire, {}, { as: 'visitor' });
    expect(after.data).toEqual([
      { questionId: 'q-single', optionIds: ['s2'], text: '' },
      { questionId: 'q-multi', optionIds: ['m2'], text: '' },
      { questionId: 'q-text-req', optionIds: [], text: '200' },
    ]);
    // Other people's answers are untouched.
    const others = await t.db
      .select()
      .from(questionAnswers)
      .where(eq(questionAnswers.userAccountId, ids.newVisitor));
    expect(others.length).toBeGreaterThan(0);
  });

  it('completes on an empty save when the fair has no questions', async () => {
    await atQuestionnaire(ids.onlyB, FAIR_B);
    const res = await save([], 'onlyB', { fair: FAIR_B });
    expect(res.code, res.msg).toBe(1000);
    const steps = await registrationStepsOf(t.db, { exhibitionId: FAIR_B, userAccountId: ids.onlyB });
    expect(steps.completeQuestionnaire).toBe(true);
    expect(steps.completeExhibitionRegistration).toBe(true);
  });

  it('is refused before the second info step, and to non-visitors', async () => {
    await t.db
      .update(exhibitionUsers)
      .set({ completeVisitorRegister: false, completeQuestionnaire: false })
      .where(eq(exhibitionUsers.id, 'eu-new-a'));
    const res = await save(valid, 'newVisitor', { lang: 'en' });
    expect(res.code).toBe(ResponseCode.Forbidden);
    expect(res.msg).toContain('business information step');
    for (const path of [RegistrationPaths.saveQuestion, RegistrationPaths.questionnaire]) {
      expect((await t.api.post(path, { answers: [] }, { as: 'staff' })).code).toBe(ResponseCode.Forbidden);
      expect((await t.api.post(path, { answers: [] })).code).toBe(ResponseCode.Unauthorized);
    }
  });
});
