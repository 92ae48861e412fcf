import {
  type MediaImage,
  MediaPaths,
  type OrganizerArticle,
  type OrganizerBanner,
  OrganizerPaths,
} from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consolePage, organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { renderScreen } from '../../test/render';
import { bodiesOf, failure, mockApi } from '../../test/server';
import { OrganizerBannersScreen } from './banners-screen';
import { OrganizerNewsScreen } from './news-screen';

const banner: OrganizerBanner = {
  id: 'b1',
  title: '秋季开幕',
  titleEn: 'Autumn opening',
  image: { key: 'uploads/organizer/bannerimage/a.jpg', url: '/media/uploads/organizer/bannerimage/a.jpg' },
  imageEn: null,
  linkType: '',
  url: '/news',
  audience: '',
  isLogin: false,
  sort: 0,
  isDemo: true,
};

const article: OrganizerArticle = {
  id: 'a1',
  title: '展会开幕',
  titleEn: 'The fair opens',
  cover: null,
  source: 'OpenFair',
  publishTime: '2026-11-24T02:00:00.000Z',
  state: 'published',
  isDemo: false,
  summary: '第一天',
  summaryEn: 'Day one',
  body: ['第一段', '第二段'],
  bodyEn: ['First paragraph', 'Second paragraph'],
};

const stored: MediaImage = {
  key: 'uploads/organizer/bannerimage/new.jpg',
  url: '/media/uploads/organizer/bannerimage/new.jpg',
  contentType: 'image/jpeg',
  size: 10,
  width: 1600,
  height: 500,
  variants: {
    small: { key: 'k-small', url: '/media/k-small', width: 200, height: 200 },
    thumb: { key: 'k-thumb', url: '/media/k-thumb', width: 480, height: 150 },
  },
};

const save = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  });
};

setUpConsoleTests();

describe('the organizer’s home banners', () => {
  it('tells a reviewer their role does not allow it, and asks the server for no banners', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerBannersScreen />);
    await screen.findByText('Your organizer role does not allow this.');
    expect(screen.queryByRole('table')).toBeNull();
    expect(bodiesOf(OrganizerPaths.bannerList)).toHaveLength(0);
  });

  it('lists the banners, then adds one once its picture is uploaded, previewing both languages', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.bannerList]: () => consolePage([banner]),
      [OrganizerPaths.bannerSave]: (body) => ({ ...banner, ...body, id: 'b2', isDemo: false }),
      [MediaPaths.uploadImage]: () => stored,
    });
    renderScreen(<OrganizerBannersScreen />);
    const row = (await screen.findByText(/秋季开幕/)).closest('tr') as HTMLElement;
    expect(within(row).getByText('Autumn opening')).toBeTruthy();
    expect(within(row).getByText('Demo')).toBeTruthy();
    expect(within(row).getByText('Everyone')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add a banner$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title (Chinese)'), { target: { value: '新闻中心' } });
    fireEvent.change(within(dialog).getByLabelText('Title (English)'), { target: { value: 'Newsroom' } });
    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: 'javascript:alert(1)' } });
    await save(dialog);
    // Neither a picture nor a safe link: the form says so and sends nothing.
    expect(await within(dialog).findByText('Please upload the banner picture.')).toBeTruthy();
    expect(
      await within(dialog).findByText(
        'A link within the site must be a path starting with /, for example /news.',
      ),
    ).toBeTruthy();
    expect(bodiesOf(OrganizerPaths.bannerSave)).toHaveLength(0);

    const preview = within(dialog).getByRole('region', { name: 'How visitors will see it' });
    expect(within(preview).getByText('新闻中心')).toBeTruthy();
    expect(within(preview).getByText('Newsroom').closest('[lang]')?.getAttribute('lang')).toBe('en');

    fireEvent.change(within(dialog).getByLabelText('Link'), { target: { value: '/news' } });
    const input = dialog.querySelector('input[type=file][data-purpose=bannerImage]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(100)], 'hall.jpg')] } });
    await within(dialog).findByRole('img', { name: 'Picture' });
    // The English visitors' preview shows the Chinese picture while there is no English one.
    await waitFor(() => expect(preview.querySelectorAll('img')).toHaveLength(2));
    await save(dialog);
    await waitFor(() => expect(bodiesOf(OrganizerPaths.bannerSave)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.bannerSave)[0]).toEqual({
      title: '新闻中心',
      titleEn: 'Newsroom',
      image: stored.key,
      imageEn: '',
      linkType: '',
      url: '/news',
      audience: '',
      isLogin: false,
      sort: 0,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('asks before deleting a banner, then deletes it', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.bannerList]: () => consolePage([banner]),
      [OrganizerPaths.bannerRemove]: () => null,
    });
    renderScreen(<OrganizerBannersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 秋季开幕' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Delete the banner 秋季开幕?').length).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.bannerRemove)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.bannerRemove)).toEqual([{ id: 'b1' }]));
  });

  it('says when the banners cannot be read, and reads them again on request', async () => {
    let tries = 0;
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.bannerList]: () =>
        ++tries === 1 ? failure(1001, 'The request is not valid') : consolePage([]),
    });
    renderScreen(<OrganizerBannersScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await screen.findByText('No banners yet: the home page shows none.');
  });
});

describe('the organizer’s news', () => {
  it('marks scheduled articles and searches by title words', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.articleList]: (body) =>
        consolePage(
          body.keyword
            ? []
            : [
                article,
                { ...article, id: 'a2', title: '闭幕预告', titleEn: 'Closing soon', state: 'scheduled' },
              ],
        ),
    });
    renderScreen(<OrganizerNewsScreen />);
    const scheduled = (await screen.findByText(/闭幕预告/)).closest('tr') as HTMLElement;
    expect(within(scheduled).getByText('Scheduled')).toBeTruthy();
    expect(within(screen.getByRole('row', { name: /展会开幕/ })).getByText('Published')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Words of the Chinese or English title' });
    fireEvent.change(search, { target: { value: 'nothing' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await screen.findByText('No articles match.');
    expect(bodiesOf(OrganizerPaths.articleList).at(-1)).toMatchObject({ keyword: 'nothing', pageNum: 1 });
  });

  it('edits an article in both languages, with paragraphs split at empty lines, and schedules it', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.articleList]: () => consolePage([article]),
      [OrganizerPaths.articleGet]: () => article,
      [OrganizerPaths.articleSave]: (body) => ({ ...article, ...body, state: 'scheduled' }),
    });
    renderScreen(<OrganizerNewsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 展会开幕' }));
    // antd names its dialogs by a fixed id under test: find it by its title text instead.
    const dialog = (await screen.findByText('Change the article 展会开幕')).closest(
      '[role=dialog]',
    ) as HTMLElement;
    const bodyEn = within(dialog).getByLabelText('Body (English)') as HTMLTextAreaElement;
    expect(bodyEn.value).toBe('First paragraph\n\nSecond paragraph');
    fireEvent.change(bodyEn, { target: { value: 'One\n\n\n  \nTwo\nstill two' } });
    // Beijing time 2099-01-01 08:00 is midnight UTC.
    fireEvent.change(within(dialog).getByLabelText('Publish time (Beijing time)'), {
      target: { value: '2099-01-01T08:00' },
    });
    expect(await within(dialog).findByText(/Still to come: the article is scheduled/)).toBeTruthy();
    const preview = within(dialog).getByRole('region', { name: 'How visitors will see it' });
    expect(
      within(preview).getByText('Published: 2099-01-01 08:00 (Beijing time) · Source: OpenFair'),
    ).toBeTruthy();
    expect(within(preview).getByText('发布时间：2099-01-01 08:00（北京时间） · 来源：OpenFair')).toBeTruthy();
    await save(dialog);
    await waitFor(() => expect(bodiesOf(OrganizerPaths.articleSave)).toHaveLength(1));
    expect(bodiesOf(OrganizerPaths.articleSave)[0]).toEqual({
      id: 'a1',
      title: '展会开幕',
      titleEn: 'The fair opens',
      summary: '第一天',
      summaryEn: 'Day one',
      body: ['第一段', '第二段'],
      bodyEn: ['One', 'Two\nstill two'],
      cover: '',
      source: 'OpenFair',
      publishTime: '2099-01-01T08:00:00+08:00',
    });
  });

  it('needs the English title and body before it sends a new article', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.articleList]: () => consolePage([]),
    });
    renderScreen(<OrganizerNewsScreen />);
    await screen.findByText('No news yet.');
    fireEvent.click(screen.getByRole('button', { name: /Write an article$/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title (Chinese)'), { target: { value: '开幕' } });
    fireEvent.change(within(dialog).getByLabelText('Body (Chinese)'), { target: { value: '正文' } });
    await save(dialog);
    expect((await within(dialog).findAllByText(/Please enter Title \(English\)/)).length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText(/Please enter Body \(English\)/).length).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.articleSave)).toHaveLength(0);
  });
});
