import { type Question, RegistrationPaths, SessionPaths } from '@openfair/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { stepStates, switchOff, visitor } from '../../test/fixtures';
import { areaApi } from '../../test/profile-data';
import { chooseOption, renderScreen } from '../../test/render';
import { bodiesOf, mockApi, type Reply } from '../../test/server';
import { FirstInfoScreen } from './first-info-screen';
import { QuestionnaireScreen } from './questionnaire-screen';

const questions: Question[] = [
  {
    id: 'q1',
    type: 'SINGLE',
    title: '您的采购频率？',
    required: true,
    options: [
      { id: 'o1', label: '每月' },
      { id: 'o2', label: '每季度' },
    ],
    maxLength: 0,
  },
  {
    id: 'q2',
    type: 'MULTIPLE',
    title: '您关注哪些展区？',
    required: false,
    options: [
      { id: 'o3', label: '电子' },
      { id: 'o4', label: '家居' },
    ],
    maxLength: 0,
  },
  { id: 'q3', type: 'TEXT', title: '您的其他需求', required: true, options: [], maxLength: 200 },
];

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  sessionStore.reset({ token: 'visitor-token' });
});

/**
 * The server of these screens: `api` answers the screen's calls; the user info the save refreshes
 * afterwards comes from `infoAfterSave` (the visitor's new registration step).
 */
function serve(api: Record<string, Reply>, infoAfterSave = () => sessionStore.getState().info) {
  mockApi({
    ...areaApi(),
    [SessionPaths.getInfo]: () => infoAfterSave(),
    [SessionPaths.getConfigSwitch]: () => ({ configSwitch: switchOff }),
    ...api,
  });
}

/** Whether the user info was refreshed (the registration flags after a saved step). */
const refreshed = () => bodiesOf(SessionPaths.getInfo).length > 0;

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('QuestionnaireScreen (registration step)', () => {
  it('blocks submission while required questions are unanswered, then sends every answer', async () => {
    sessionStore.setState(visitor(stepStates[4]));
    serve(
      {
        [RegistrationPaths.questionSite]: () => questions,
        [RegistrationPaths.saveQuestion]: () => null,
      },
      () => visitor(stepStates[5]).info,
    );
    const { router } = renderScreen(<QuestionnaireScreen />, { at: '/register/questionnaire' });

    await screen.findByText('您的采购频率？');
    await submit('提 交');
    await waitFor(() => expect(screen.getAllByText('内容不能为空')).toHaveLength(2));
    expect(bodiesOf(RegistrationPaths.saveQuestion)).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByLabelText('每季度'));
      fireEvent.click(screen.getByLabelText('家居'));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: '  需要CE认证  ' } });
    });
    await submit('提 交');
    await waitFor(() =>
      expect(bodiesOf(RegistrationPaths.saveQuestion)).toEqual([
        {
          answers: [
            { questionId: 'q1', optionIds: ['o2'], text: '' },
            { questionId: 'q2', optionIds: ['o4'], text: '' },
            { questionId: 'q3', optionIds: [], text: '需要CE认证' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completed'));
    expect(refreshed()).toBe(true);
    expect(sessionStore.getState().info?.exhibitionUserCompleteState).toEqual(stepStates[5]);
  });

  it('explains an empty questionnaire and finishes with an empty answer list', async () => {
    sessionStore.setState(visitor(stepStates[4]));
    serve({ [RegistrationPaths.questionSite]: () => [], [RegistrationPaths.saveQuestion]: () => null });
    const { router } = renderScreen(<QuestionnaireScreen />, { at: '/register/questionnaire' });
    await screen.findByText('主办方暂无需要您回答的问题，点击完成即可结束注册。');
    await submit('完 成');
    await waitFor(() => expect(bodiesOf(RegistrationPaths.saveQuestion)).toEqual([{ answers: [] }]));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completed'));
  });
});

describe('QuestionnaireScreen (change)', () => {
  it('prefills the saved answers and stays on the page after saving', async () => {
    sessionStore.setState(visitor());
    serve({
      [RegistrationPaths.questionSite]: () => questions,
      [RegistrationPaths.questionnaire]: () => [
        { questionId: 'q1', optionIds: ['o1'], text: '' },
        { questionId: 'q3', optionIds: [], text: '小批量' },
      ],
      [RegistrationPaths.saveQuestion]: () => null,
    });
    const { router } = renderScreen(<QuestionnaireScreen />, { at: '/personal/questionnaire/change' });
    await screen.findByText('您的采购频率？');
    expect((screen.getByLabelText('每月') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('小批量');
    await submit('保 存');
    await waitFor(() =>
      expect(bodiesOf(RegistrationPaths.saveQuestion)).toEqual([
        {
          answers: [
            { questionId: 'q1', optionIds: ['o1'], text: '' },
            { questionId: 'q2', optionIds: [], text: '' },
            { questionId: 'q3', optionIds: [], text: '小批量' },
          ],
        },
      ]),
    );
    // The saved answers are fetched again; the registration flags are not.
    await waitFor(() => expect(bodiesOf(RegistrationPaths.questionnaire)).toHaveLength(2));
    expect(router.state.location.pathname).toBe('/personal/questionnaire/change');
    expect(refreshed()).toBe(false);
  });
});

describe('FirstInfoScreen', () => {
  it('sends the first info with the mobile of an email registration and goes to the next step', async () => {
    sessionStore.setState(visitor(stepStates[2], ''));
    serve({ [RegistrationPaths.completeVisitor]: () => null }, () => visitor(stepStates[3]).info);
    const { router } = renderScreen(<FirstInfoScreen />, { at: '/l-register/account-email-info/0' });

    await act(async () => {
      fireEvent.change(screen.getByLabelText('姓名'), { target: { value: ' 王 小明 ' } });
      fireEvent.change(screen.getByLabelText('公司'), { target: { value: 'Acme Trading Co' } });
      fireEvent.change(screen.getByLabelText('职位'), { target: { value: '采购经理' } });
      fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), {
        target: { value: '13800138000' },
      });
    });
    await chooseOption('国家或地区', '中国');
    await chooseOption('省份', '广东省');
    await chooseOption('城市', '广州市');
    await submit('下一步');

    await waitFor(() =>
      expect(bodiesOf(RegistrationPaths.completeVisitor).at(-1)).toEqual({
        name: '王 小明',
        company: 'Acme Trading Co',
        position: '采购经理',
        countryId: 'CN',
        provinceId: '44',
        cityId: '4401',
        email: '',
        mobile: '13800138000',
        areaCode: '+86',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/account-info/1'));
  });

  it('refuses a missing name, a missing city in China and a wrong mainland mobile', async () => {
    sessionStore.setState(visitor(stepStates[2], ''));
    serve({});
    renderScreen(<FirstInfoScreen />, { at: '/l-register/account-email-info/0' });
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), { target: { value: '12345' } });
    });
    await chooseOption('国家或地区', '中国');
    await submit('下一步');
    await screen.findByText('请输入姓名');
    await screen.findByText('请选择省份');
    await screen.findByText('请输入正确的手机号码（以1开头的11位数字）');
    expect(bodiesOf(RegistrationPaths.completeVisitor)).toEqual([]);
  });

  it('asks a mobile registration for an email instead', async () => {
    sessionStore.setState(visitor(stepStates[2], '', { loginType: 'MOBILE' }));
    serve({});
    renderScreen(<FirstInfoScreen />, { at: '/l-register/account-mobile-info/0' });
    expect(await screen.findByLabelText('邮箱')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '手机号码' })).toBeNull();
  });
});
