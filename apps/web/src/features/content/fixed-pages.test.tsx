import { ContentPaths, type FixedPageContent, SessionPaths } from '@openfair/contract';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { sessionStore } from '../../lib/session-store';
import { renderWithProviders } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { AboutScreen } from './about-screen';
import { AgreementScreen } from './agreement-screen';
import { DisclaimerScreen } from './disclaimer-screen';
import { QaScreen } from './qa-screen';

const information = () => ({
  exhibitionName: '2026 国际消费品博览会',
  exhibitionNameEn: '2026 International Consumer Goods Fair',
  startDate: '2026-05-10',
  endDate: '2026-05-14',
  visitorOpen: true,
  actorOpen: true,
  visitorClosedNotice: '',
  actorClosedNotice: '',
  touristProductLimit: 20,
  completeRegistrationLink: '',
});

const none = (page: FixedPageContent['page']): FixedPageContent => ({
  page,
  edited: false,
  updatedAt: '',
  lead: [],
  sections: [],
  items: [],
});

const useLanguage = (language: 'zh' | 'en') => {
  sessionStore.setState({ language });
  return i18n.changeLanguage(language);
};

beforeAll(() => initI18n('en'));
beforeEach(() => useLanguage('en'));

describe('the fixed pages', () => {
  it('keep their built-in text while the organizer has written none, asking for the page in the visitor’s language', async () => {
    mockApi({
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.fixedPage]: (body) => none(body.page as FixedPageContent['page']),
    });
    renderWithProviders(<AboutScreen />);
    expect(await screen.findByText('What the platform is')).toBeTruthy();
    expect(await screen.findByText(/2026 International Consumer Goods Fair runs on OpenFair/)).toBeTruthy();
    expect(bodiesOf(ContentPaths.fixedPage)).toEqual([{ page: 'about' }]);
  });

  it('keep their built-in text when the organizer’s version cannot be read', async () => {
    mockApi({
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.fixedPage]: () => failure(1500, 'down'),
    });
    renderWithProviders(<DisclaimerScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Disclaimer' })).toBeTruthy();
    expect(await screen.findByText('Last updated: 1 January 2026')).toBeTruthy();
  });

  it('show the organizer’s version as plain text, the fair’s name filled in', async () => {
    mockApi({
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.fixedPage]: () => ({
        ...none('about'),
        edited: true,
        updatedAt: '2026-11-20T02:00:00.000Z',
        lead: ['Welcome to {fairName}.'],
        sections: [{ heading: 'Our hall', paragraphs: ['<b>not bold</b>'], bullets: ['Hall A', 'Hall B'] }],
      }),
    });
    renderWithProviders(<AboutScreen />);
    expect(await screen.findByText('Welcome to 2026 International Consumer Goods Fair.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our hall' })).toBeTruthy();
    // Markup is shown as the text it is, never interpreted.
    expect(screen.getByText('<b>not bold</b>')).toBeTruthy();
    expect(document.querySelector('.of-doc b')).toBeNull();
    expect(screen.getByText('Hall B').tagName).toBe('LI');
    // The built-in sections are gone.
    expect(screen.queryByText('What the platform is')).toBeNull();
  });

  it('show the organizer’s privacy policy with the date it was saved (Beijing time)', async () => {
    await useLanguage('zh');
    mockApi({
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.fixedPage]: () => ({
        ...none('agreement'),
        edited: true,
        updatedAt: '2026-11-20T18:00:00.000Z',
        sections: [{ heading: '一、收集', paragraphs: ['我们收集邮箱。'], bullets: [] }],
      }),
    });
    renderWithProviders(<AgreementScreen />);
    expect(await screen.findByText('我们收集邮箱。')).toBeTruthy();
    expect(screen.getByText('更新日期：2026-11-21')).toBeTruthy();
  });

  it('show the organizer’s Q&A in its order, or the built-in questions without one', async () => {
    mockApi({
      [SessionPaths.getConfigurationInformation]: information,
      [ContentPaths.fixedPage]: () => ({
        ...none('qa'),
        edited: true,
        updatedAt: '2026-11-20T02:00:00.000Z',
        items: [
          { question: 'When does {fairName} open?', answer: 'On 10 May.\nAll day.' },
          { question: 'Is it free?', answer: 'Yes.' },
        ],
      }),
    });
    const first = renderWithProviders(<QaScreen />);
    expect(await screen.findByText('When does 2026 International Consumer Goods Fair open?')).toBeTruthy();
    const labels = [...document.querySelectorAll('.ant-collapse-header')].map((e) => e.textContent);
    expect(labels).toEqual(['When does 2026 International Consumer Goods Fair open?', 'Is it free?']);
    first.view.unmount();

    mockApi({ [ContentPaths.fixedPage]: () => none('qa') });
    renderWithProviders(<QaScreen />);
    expect(await screen.findByText('How do I register as a visitor?')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Questions and answers' })).toBeTruthy();
    expect(document.querySelectorAll('.ant-collapse-item').length).toBeGreaterThan(2);
  });
});
