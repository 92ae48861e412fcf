import {
  type OrganizerAppVersion,
  type OrganizerPage,
  OrganizerPaths,
  SessionPaths,
} from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consolePage, organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerPagesScreen } from './pages-screen';
import { OrganizerVersionsScreen } from './versions-screen';

const information = () => ({
  exhibitionName: '秋季博览会',
  exhibitionNameEn: 'Autumn Fair',
  startDate: '2026-05-10',
  endDate: '2026-05-14',
  visitorOpen: true,
  actorOpen: true,
  visitorClosedNotice: '',
  actorClosedNotice: '',
  touristProductLimit: 20,
  completeRegistrationLink: '',
});

const builtInPage = (page: OrganizerPage['page']): OrganizerPage => ({
  page,
  edited: false,
  updatedAt: '',
  zh: { lead: [], sections: [] },
  en: { lead: [], sections: [] },
  items: [],
});

const savedAbout: OrganizerPage = {
  ...builtInPage('about'),
  edited: true,
  updatedAt: '2026-11-20T02:00:00.000Z',
  zh: { lead: ['欢迎来到 {fairName}'], sections: [{ heading: '展馆', paragraphs: ['一号馆'], bullets: [] }] },
  en: {
    lead: ['Welcome to {fairName}'],
    sections: [{ heading: 'Halls', paragraphs: ['Hall 1'], bullets: [] }],
  },
};

const version: OrganizerAppVersion = {
  id: 'v1',
  version: '1.2.0',
  releaseDate: '2026-10-01',
  notes: ['新增常见问题'],
  notesEn: ['Q&A added'],
};

const click = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.click(element);
  });
};
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

setUpConsoleTests();

describe('the organizer’s fixed pages', () => {
  it('tells a reviewer their role does not allow it, and reads no page', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerPagesScreen />);
    await screen.findByText('Your organizer role does not allow this.');
    expect(bodiesOf(OrganizerPaths.pageGet)).toHaveLength(0);
  });

  it('starts from the built-in text of both languages, previews the edit and saves both', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [SessionPaths.getConfigurationInformation]: information,
      [OrganizerPaths.pageGet]: (body) => builtInPage(body.page as OrganizerPage['page']),
      [OrganizerPaths.pageSave]: (body) => ({
        ...savedAbout,
        ...body,
        updatedAt: '2026-11-24T02:00:00.000Z',
      }),
    });
    renderScreen(<OrganizerPagesScreen />);
    const headingsEn = await screen.findAllByLabelText('Heading (English)');
    expect((headingsEn[0] as HTMLInputElement).value).toBe('What the platform is');
    expect((screen.getAllByLabelText('Heading (Chinese)')[0] as HTMLInputElement).value).toBe('平台是什么');
    // The built-in lead says {{fairName}} in the catalogue; the editor shows the organizer's {fairName}.
    const leadEn = screen.getByLabelText('Introduction (English)') as HTMLTextAreaElement;
    expect(leadEn.value.startsWith('{fairName} runs on OpenFair')).toBe(true);
    expect(screen.getByText('Built-in text')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Restore the built-in text' })).toHaveProperty(
      'disabled',
      true,
    );

    type(leadEn, 'Welcome to {fairName}.\n\nSecond paragraph.');
    type(headingsEn[0]!, 'Who we are');
    const preview = screen.getByRole('region', { name: 'How visitors will see it' });
    expect(await within(preview).findByText('Welcome to Autumn Fair.')).toBeTruthy();
    expect(within(preview).getByText('Second paragraph.').closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(within(preview).getByRole('heading', { name: 'Who we are' })).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.pageSave)).toHaveLength(1));
    const sent = bodiesOf(OrganizerPaths.pageSave)[0] as {
      page: string;
      zh: { lead: string[]; sections: { heading: string }[] };
      en: { lead: string[]; sections: { heading: string; paragraphs: string[] }[] };
    };
    expect(sent.page).toBe('about');
    expect(sent.en.lead).toEqual(['Welcome to {fairName}.', 'Second paragraph.']);
    expect(sent.en.sections[0]?.heading).toBe('Who we are');
    expect(sent.zh.lead[0]?.startsWith('{fairName} 在 OpenFair')).toBe(true);
    expect(sent.zh.sections).toHaveLength(5);
    await screen.findByText('Saved. Visitors now read your version.');
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).toBeNull());
    // a whole built-in page in the form: slower than the other screens' tests on a busy machine
  }, 40_000);

  it('restores the built-in text after a confirmation', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [SessionPaths.getConfigurationInformation]: information,
      [OrganizerPaths.pageGet]: () => savedAbout,
      [OrganizerPaths.pageRestore]: () => builtInPage('about'),
    });
    renderScreen(<OrganizerPagesScreen />, {
      route: '/organizer/content/pages',
      at: '/organizer/content/pages?page=about',
    });
    expect(await screen.findByText('Your version')).toBeTruthy();
    expect(((await screen.findByLabelText('Introduction (English)')) as HTMLTextAreaElement).value).toBe(
      'Welcome to {fairName}',
    );
    await click(screen.getByRole('button', { name: 'Restore the built-in text' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText(/Restore the built-in text of “About us”/).length).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.pageRestore)).toHaveLength(0);
    await click(within(dialog).getByRole('button', { name: 'Restore the built-in text' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.pageRestore)).toEqual([{ page: 'about' }]));
    await screen.findByText('The built-in text is back.');
  });

  it('edits the Q&A: adds a question in both languages, and asks before switching pages unsaved', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [SessionPaths.getConfigurationInformation]: information,
      [OrganizerPaths.pageGet]: (body) =>
        body.page === 'qa'
          ? {
              ...builtInPage('qa'),
              edited: true,
              updatedAt: '2026-11-20T02:00:00.000Z',
              items: [
                { question: '几点开门？', answer: '九点', questionEn: 'Opening time?', answerEn: '9 am' },
              ],
            }
          : builtInPage(body.page as OrganizerPage['page']),
      [OrganizerPaths.pageSave]: (body) => ({ ...builtInPage('qa'), ...body, edited: true }),
    });
    renderScreen(<OrganizerPagesScreen />, {
      route: '/organizer/content/pages',
      at: '/organizer/content/pages?page=qa',
    });
    expect(((await screen.findAllByLabelText('Question (English)'))[0] as HTMLInputElement).value).toBe(
      'Opening time?',
    );
    await click(screen.getByRole('button', { name: /Add a question \(1 of at most 100\)/ }));
    const questions = screen.getAllByLabelText('Question (English)');
    type(screen.getAllByLabelText('Question (Chinese)')[1]!, '<b>免费吗？</b>');
    type(questions[1]!, 'Is it free?');
    type(screen.getAllByLabelText('Answer (Chinese)')[1]!, '免费');
    type(screen.getAllByLabelText('Answer (English)')[1]!, 'Yes.\nAlways.');
    const preview = screen.getByRole('region', { name: 'How visitors will see it' });
    // The preview shows markup as text.
    expect(await within(preview).findByText('<b>免费吗？</b>')).toBeTruthy();

    // Moving to another page with unsaved edits asks first; staying keeps them.
    await click(screen.getByText('About us'));
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getAllByText('Leave this page without saving?').length).toBeGreaterThan(0);
    await click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(screen.getAllByLabelText('Question (English)')).toHaveLength(2);

    await click(screen.getByRole('button', { name: 'Save and publish' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.pageSave)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.pageSave)[0]).toEqual({
      page: 'qa',
      items: [
        { question: '几点开门？', answer: '九点', questionEn: 'Opening time?', answerEn: '9 am' },
        { question: '<b>免费吗？</b>', answer: '免费', questionEn: 'Is it free?', answerEn: 'Yes.\nAlways.' },
      ],
    });
  });
});

describe('the organizer’s version log', () => {
  it('lists releases, checks the version, adds one and asks before deleting', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.appVersionList]: () => consolePage([version]),
      [OrganizerPaths.appVersionSave]: (body) => ({ ...version, ...body, id: 'v2' }),
      [OrganizerPaths.appVersionRemove]: () => null,
    });
    renderScreen(<OrganizerVersionsScreen />);
    const row = (await screen.findByText('1.2.0')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Q&A added')).toBeTruthy();
    expect(within(row).getByText('2026-10-01')).toBeTruthy();

    await click(screen.getByRole('button', { name: /Add a release/ }));
    const dialog = await screen.findByRole('dialog');
    type(within(dialog).getByLabelText('Version'), 'latest');
    type(within(dialog).getByLabelText('Release date'), '2026-11-24');
    type(within(dialog).getByLabelText('Notes (Chinese)'), '页面可编辑\n\n版本日志可编辑');
    type(within(dialog).getByLabelText('Notes (English)'), 'Pages can be edited\nThe version log too');
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Write the version as numbers with dots, like 1.4.2.'),
    ).toBeTruthy();
    expect(bodiesOf(OrganizerPaths.appVersionSave)).toHaveLength(0);
    const preview = within(dialog).getByRole('region', { name: 'How visitors will see it' });
    expect(within(preview).getByText('The version log too')).toBeTruthy();

    type(within(dialog).getByLabelText('Version'), '1.3.0');
    expect(await within(preview).findByText('Version 1.3.0')).toBeTruthy();
    expect(within(preview).getByText('版本 1.3.0')).toBeTruthy();
    await click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.appVersionSave)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.appVersionSave)[0]).toEqual({
      version: '1.3.0',
      releaseDate: '2026-11-24',
      notes: ['页面可编辑', '版本日志可编辑'],
      notesEn: ['Pages can be edited', 'The version log too'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await click(within(row).getByRole('button', { name: 'Delete 1.2.0' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Delete release 1.2.0?').length).toBeGreaterThan(0);
    await click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.appVersionRemove)).toEqual([{ id: 'v1' }]));
  });
});
