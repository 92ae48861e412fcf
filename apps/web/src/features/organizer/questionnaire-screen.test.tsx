import { OrganizerPaths, type OrganizerQuestion } from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerQuestionnaireScreen } from './questionnaire-screen';

const budget: OrganizerQuestion = {
  id: 'q-budget',
  type: 'SINGLE',
  title: '采购预算',
  titleEn: 'Purchasing budget',
  required: true,
  options: [
    { id: 'q-budget-1', label: '低', labelEn: 'Low' },
    { id: 'q-budget-2', label: '高', labelEn: 'High' },
  ],
  maxLength: 500,
  sort: 1,
  answers: 12,
  isDemo: false,
};

setUpConsoleTests();

describe('the questionnaire editor', () => {
  it('adds a question with its options in both languages', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.questionList]: () => [budget],
      [OrganizerPaths.questionSave]: (body) => ({ ...budget, ...body, id: 'q-new', answers: 0 }),
    });
    renderScreen(<OrganizerQuestionnaireScreen />);
    expect(await screen.findByText('Purchasing budget')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Add a question/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Question (Chinese)'), { target: { value: '采购品类' } });
    fireEvent.change(within(dialog).getByLabelText('Question (English)'), {
      target: { value: 'What do you buy?' },
    });
    for (const [n, zh, en] of [
      [1, '电子', 'Electronics'],
      [2, '纺织', 'Textiles'],
    ] as const) {
      fireEvent.change(within(dialog).getByLabelText(`Option ${n} (Chinese)`), { target: { value: zh } });
      fireEvent.change(within(dialog).getByLabelText(`Option ${n} (English)`), { target: { value: en } });
    }
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    });
    await waitFor(() => expect(bodiesOf(OrganizerPaths.questionSave)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.questionSave)[0]).toMatchObject({
      type: 'SINGLE',
      title: '采购品类',
      titleEn: 'What do you buy?',
      sort: 2,
      options: [
        { label: '电子', labelEn: 'Electronics' },
        { label: '纺织', labelEn: 'Textiles' },
      ],
    });
  });

  it('keeps the type of an answered question and asks before removing one with its answers', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.questionList]: () => [budget],
      [OrganizerPaths.questionRemove]: () => budget,
    });
    renderScreen(<OrganizerQuestionnaireScreen />);
    const row = (await screen.findByText('Purchasing budget')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/its type cannot change/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(/the 12 answers given to it are removed/)).toBeTruthy();
    expect(bodiesOf(OrganizerPaths.questionRemove)).toHaveLength(0);
  });

  it('tells a reviewer the role does not allow it', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerQuestionnaireScreen />);
    expect(await screen.findByText('Your organizer role does not allow this.')).toBeTruthy();
  });
});
