import { ApiPaths, type Question, RegistrationPaths } from '@openfair/contract';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { stepStates, visitor } from '../../test/fixtures';

const post = vi.hoisted(() => vi.fn());
const get = vi.hoisted(() => vi.fn());
const refreshUserInfo = vi.hoisted(() => vi.fn());
vi.mock('../../api/request', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/request')>()),
  get,
  post,
}));
vi.mock('../../shared/session/session.api', () => ({ refreshUserInfo }));

import { chooseOption, installMatchMedia, renderAt } from '../../test/profile-render';
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
  installMatchMedia();
});

beforeEach(() => {
  sessionStore.reset({ token: 'visitor-token' });
});

afterEach(() => {
  cleanup();
  post.mockReset();
  get.mockReset();
  refreshUserInfo.mockReset();
});

const submit = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};

describe('QuestionnaireScreen (registration step)', () => {
  it('blocks submission while required questions are unanswered, then sends every answer', async () => {
    sessionStore.setState(visitor(stepStates[4]));
    post.mockImplementation(async (path: string) => {
      if (path === RegistrationPaths.questionSite) return questions;
      if (path === RegistrationPaths.saveQuestion) return null;
      throw new Error(`unexpected call ${path}`);
    });
    refreshUserInfo.mockImplementation(async () => sessionStore.setState(visitor(stepStates[5])));
    const { wrap, router } = renderAt('/register/questionnaire', <QuestionnaireScreen />, [
      '/register/completed',
    ]);
    render(wrap);

    await screen.findByText('您的采购频率？');
    await submit('提 交');
    await waitFor(() => expect(screen.getAllByText('内容不能为空')).toHaveLength(2));
    expect(post.mock.calls.some(([path]) => path === RegistrationPaths.saveQuestion)).toBe(false);

    await act(async () => {
      fireEvent.click(screen.getByLabelText('每季度'));
      fireEvent.click(screen.getByLabelText('家居'));
      fireEvent.change(screen.getByRole('textbox'), { target: { value: '  需要CE认证  ' } });
    });
    await submit('提 交');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(RegistrationPaths.saveQuestion, {
        answers: [
          { questionId: 'q1', optionIds: ['o2'], text: '' },
          { questionId: 'q2', optionIds: ['o4'], text: '' },
          { questionId: 'q3', optionIds: [], text: '需要CE认证' },
        ],
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completed'));
    expect(refreshUserInfo).toHaveBeenCalled();
  });

  it('explains an empty questionnaire and finishes with an empty answer list', async () => {
    sessionStore.setState(visitor(stepStates[4]));
    post.mockImplementation(async (path: string) => (path === RegistrationPaths.questionSite ? [] : null));
    const { wrap, router } = renderAt('/register/questionnaire', <QuestionnaireScreen />, [
      '/register/completed',
    ]);
    render(wrap);
    await screen.findByText('主办方暂无需要您回答的问题，点击完成即可结束注册。');
    await submit('完 成');
    await waitFor(() => expect(post).toHaveBeenCalledWith(RegistrationPaths.saveQuestion, { answers: [] }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/completed'));
  });
});

describe('QuestionnaireScreen (change)', () => {
  it('prefills the saved answers and stays on the page after saving', async () => {
    sessionStore.setState(visitor());
    post.mockImplementation(async (path: string) => {
      if (path === RegistrationPaths.questionSite) return questions;
      if (path === RegistrationPaths.questionnaire)
        return [
          { questionId: 'q1', optionIds: ['o1'], text: '' },
          { questionId: 'q3', optionIds: [], text: '小批量' },
        ];
      return null;
    });
    const { wrap, router } = renderAt('/personal/questionnaire/change', <QuestionnaireScreen />);
    render(wrap);
    await screen.findByText('您的采购频率？');
    expect((screen.getByLabelText('每月') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox') as HTMLTextAreaElement).value).toBe('小批量');
    await submit('保 存');
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(RegistrationPaths.saveQuestion, {
        answers: [
          { questionId: 'q1', optionIds: ['o1'], text: '' },
          { questionId: 'q2', optionIds: [], text: '' },
          { questionId: 'q3', optionIds: [], text: '小批量' },
        ],
      }),
    );
    expect(router.state.location.pathname).toBe('/personal/questionnaire/change');
    expect(refreshUserInfo).not.toHaveBeenCalled();
  });
});

describe('FirstInfoScreen', () => {
  const areaAnswers = async (path: string, query: Record<string, string>) => {
    if (path === ApiPaths.countryList)
      return [
        { id: 'CN', name: '中国' },
        { id: 'DE', name: '德国' },
      ];
    if (path === ApiPaths.provinceList && query.countryId === 'CN') return [{ id: '44', name: '广东省' }];
    if (path === ApiPaths.cityList && query.provinceId === '44') return [{ id: '4401', name: '广州市' }];
    return [];
  };

  it('sends the first info with the mobile of an email registration and goes to the next step', async () => {
    sessionStore.setState(visitor(stepStates[2], ''));
    get.mockImplementation(areaAnswers);
    post.mockResolvedValue(null);
    refreshUserInfo.mockImplementation(async () => sessionStore.setState(visitor(stepStates[3])));
    const { wrap, router } = renderAt('/l-register/account-email-info/0', <FirstInfoScreen />, [
      '/register/account-info/1',
    ]);
    render(wrap);

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
      expect(post).toHaveBeenCalledWith(RegistrationPaths.completeVisitor, {
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
    get.mockImplementation(areaAnswers);
    const { wrap } = renderAt('/l-register/account-email-info/0', <FirstInfoScreen />);
    render(wrap);
    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: '手机号码' }), { target: { value: '12345' } });
    });
    await chooseOption('国家或地区', '中国');
    await submit('下一步');
    await screen.findByText('请输入姓名');
    await screen.findByText('请选择省份');
    await screen.findByText('请输入正确的手机号码（以1开头的11位数字）');
    expect(post).not.toHaveBeenCalled();
  });

  it('asks a mobile registration for an email instead', async () => {
    sessionStore.setState(visitor(stepStates[2], '', { loginType: 'MOBILE' }));
    get.mockImplementation(areaAnswers);
    const { wrap } = renderAt('/l-register/account-mobile-info/0', <FirstInfoScreen />);
    render(wrap);
    expect(await screen.findByLabelText('邮箱')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '手机号码' })).toBeNull();
  });
});
