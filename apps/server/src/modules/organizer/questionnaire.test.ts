import { OrganizerPaths, RegistrationPaths, ResponseCode } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { logIn } from '../../../test/factories/accounts';
import { enginesFor, useTestApp } from '../../../test/harness';

describe.each(enginesFor('rules'))('the questionnaire editor on %s', (engine) => {
  const t = useTestApp(engine);

  const save = (body: Record<string, unknown>, as: Parameters<typeof t.api.post>[2] = { as: 'organizer' }) =>
    t.api.post(OrganizerPaths.questionSave, body as never, as);

  it('adds, changes and removes questions that visitors then see in their language, options keeping their ids', async () => {
    const made = await save({
      type: 'SINGLE',
      title: '您的采购预算',
      titleEn: 'Your purchasing budget',
      required: true,
      options: [
        { label: '10 万以下', labelEn: 'Under 100k' },
        { label: '10 万以上', labelEn: '100k or more' },
      ],
      sort: 5,
    });
    expect(made.code, made.msg).toBe(ResponseCode.Success);
    const [low, high] = made.data.options;
    const seen = await t.api.post(RegistrationPaths.questionSite, {}, { as: 'visitor', lang: 'en' });
    expect(seen.data.find((q) => q.id === made.data.id)).toMatchObject({
      title: 'Your purchasing budget',
      required: true,
      options: [
        { id: low!.id, label: 'Under 100k' },
        { id: high!.id, label: '100k or more' },
      ],
    });

    // A visitor answers it; the option renamed keeps its id, a new option gets one.
    const answered = await t.api.post(
      RegistrationPaths.saveQuestion,
      { answers: [{ questionId: made.data.id, optionIds: [high!.id] }] },
      { as: 'visitor' },
    );
    expect(answered.code, answered.msg).toBe(ResponseCode.Success);
    const changed = await save({
      id: made.data.id,
      type: 'SINGLE',
      title: '您的年度采购预算',
      titleEn: 'Your yearly purchasing budget',
      required: true,
      options: [
        { id: low!.id, label: '10 万以下', labelEn: 'Below 100k' },
        { id: high!.id, label: '10 万至 100 万', labelEn: '100k to 1m' },
        { label: '100 万以上', labelEn: 'Over 1m' },
      ],
      sort: 5,
    });
    expect(changed.data.answers).toBe(1);
    expect(changed.data.options.map((o) => o.id).slice(0, 2)).toEqual([low!.id, high!.id]);
    expect(changed.data.options[2]!.id).not.toBe(low!.id);

    // Its type stays: the answers would not fit another.
    const retyped = await save(
      { id: made.data.id, type: 'TEXT', title: 'x', titleEn: 'x', sort: 5 },
      { as: 'organizer', lang: 'en' },
    );
    expect(retyped.code).toBe(ResponseCode.BadRequest);
    expect(retyped.msg).toContain('its type cannot change');

    const listed = await t.api.post(OrganizerPaths.questionList, {}, { as: 'organizer' });
    expect(listed.data.find((q) => q.id === made.data.id)).toMatchObject({ answers: 1, sort: 5 });

    const removed = await t.api.post(
      OrganizerPaths.questionRemove,
      { id: made.data.id },
      { as: 'organizer' },
    );
    expect(removed.code, removed.msg).toBe(ResponseCode.Success);
    const after = await t.api.post(RegistrationPaths.questionSite, {}, { as: 'visitor' });
    expect(after.data.some((q) => q.id === made.data.id)).toBe(false);
    const mine = await t.api.post(RegistrationPaths.questionnaire, {}, { as: 'visitor' });
    expect(mine.data.some((a) => a.questionId === made.data.id)).toBe(false);

    const log = await t.api.post(OrganizerPaths.auditLog, { targetId: made.data.id }, { as: 'organizer' });
    expect(log.data.list.map((e) => e.action)).toEqual([
      'question.remove',
      'question.update',
      'question.create',
    ]);
  });

  it('refuses a choice question with one option, and every role but the owner', async () => {
    const one = await save({
      type: 'MULTIPLE',
      title: '一个选项',
      titleEn: 'One option',
      options: [{ label: '唯一', labelEn: 'Only' }],
    });
    expect(one.code).toBe(ResponseCode.BadRequest);
    const reviewer = await t.api.post(
      OrganizerPaths.staffUpdate,
      { name: 'Reviewer', email: 'q.reviewer@fair.example', role: 'reviewer' },
      { as: 'organizer' },
    );
    const login = await logIn(t.api, 'q.reviewer@fair.example', {
      subjectType: 'ORGANIZER',
      password: reviewer.data.initialPassword!,
    });
    const as = { token: login.token, subjectType: 'ORGANIZER' as const };
    expect((await t.api.post(OrganizerPaths.questionList, {}, { as })).code).toBe(ResponseCode.Forbidden);
    const refused = await save({ type: 'TEXT', title: '备注', titleEn: 'Notes' }, { as });
    expect(refused.code).toBe(ResponseCode.Forbidden);
    for (const other of ['visitor', 'admin'] as const)
      expect((await t.api.post(OrganizerPaths.questionList, {}, { as: other })).code).toBe(
        ResponseCode.Forbidden,
      );
  });
});
