import {
  type MediaImage,
  MediaPaths,
  type OrganizerAdvertisement,
  type OrganizerCarouselItem,
  type OrganizerHotSample,
  OrganizerPaths,
} from '@openfair/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { consolePage, organizerMe, setUpConsoleTests } from '../../test/organizer-console';
import { chooseOption, renderScreen } from '../../test/render';
import { bodiesOf, mockApi } from '../../test/server';
import { OrganizerAdsScreen } from './ads-screen';
import { OrganizerCarouselScreen } from './carousel-screen';
import { OrganizerHotSamplesScreen } from './hot-samples-screen';

const exhibitorA = { id: 'e1', name: '甲公司', nameEn: 'A Company', exhibitorName: '' };
const exhibitorB = { id: 'e2', name: '乙公司', nameEn: 'B Company', exhibitorName: '' };
const product = { id: 'p1', name: '手机壳', nameEn: 'Phone case', exhibitorName: '甲公司' };

const actorItem: OrganizerCarouselItem = {
  id: 'c1',
  name: '甲公司展台',
  nameEn: 'A Company booth',
  picture: { key: 'uploads/organizer/carouselimage/a.jpg', url: '/media/a.jpg' },
  pictureEn: null,
  type: 'ACTOR',
  exhibitor: exhibitorA,
  link: '',
  position: 0,
  isImage: true,
  isDemo: true,
};
const linkItem: OrganizerCarouselItem = {
  ...actorItem,
  id: 'c2',
  name: '报名',
  nameEn: 'Sign up',
  type: 'EXTERNAL',
  exhibitor: null,
  link: 'https://example.test/signup',
  position: 1,
  isDemo: false,
};

const ad: OrganizerAdvertisement = {
  id: 'a1',
  name: '新品',
  nameEn: 'New product',
  image: { key: 'uploads/organizer/adimage/a.jpg', url: '/media/ad.jpg' },
  type: 'product',
  targetId: 'p1',
  target: product,
  sort: 1,
  isDemo: false,
};

const stored = (purpose: string): MediaImage => ({
  key: `uploads/organizer/${purpose}/new.jpg`,
  url: `/media/uploads/organizer/${purpose}/new.jpg`,
  contentType: 'image/jpeg',
  size: 10,
  width: 800,
  height: 600,
  variants: {
    small: { key: 'k-small', url: '/media/k-small', width: 200, height: 200 },
    thumb: { key: 'k-thumb', url: '/media/k-thumb', width: 480, height: 360 },
  },
});

const scene = (id: string, exhibitorName: string, points: number): OrganizerHotSample => ({
  id,
  title: `${exhibitorName} 场景`,
  imageUrl: `/media/${id}.jpg`,
  exhibitorId: `x-${id}`,
  exhibitorName,
  exhibitorNameEn: `${id.toUpperCase()} Co.`,
  points,
  featuredAt: null,
});

const press = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
  });
};
const dialogTitled = async (title: string) =>
  (await screen.findByText(title)).closest('[role=dialog]') as HTMLElement;
const upload = (dialog: HTMLElement, purpose: string) => {
  const input = dialog.querySelector(`input[type=file][data-purpose=${purpose}]`) as HTMLInputElement;
  fireEvent.change(input, { target: { files: [new File([new Uint8Array(100)], 'picture.jpg')] } });
};

/** The first paint of a screen (its lazy parts, the first answers) on a busy machine. */
const firstPaint = { timeout: 5000 };
/** A save or a search on a busy machine: form checks, the request and its answer. */
const busy = { timeout: 5000 };

setUpConsoleTests();

describe('the organizer’s home carousel', () => {
  it('tells a reviewer their role does not allow it, and reads nothing', async () => {
    mockApi({ [OrganizerPaths.me]: () => organizerMe('reviewer') });
    renderScreen(<OrganizerCarouselScreen />);
    await screen.findByText('Your organizer role does not allow this.', {}, firstPaint);
    expect(bodiesOf(OrganizerPaths.carouselList)).toHaveLength(0);
  });

  it('lists items in home order and adds one opening an exhibitor found by the server', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.carouselList]: () => consolePage([actorItem, linkItem]),
      [OrganizerPaths.homeTargetSearch]: (body) =>
        body.keyword === '乙' ? [exhibitorB] : [exhibitorA, exhibitorB],
      [OrganizerPaths.carouselSave]: (body) => ({ ...actorItem, ...body, id: 'c3' }),
      [MediaPaths.uploadImage]: () => stored('carouselimage'),
    });
    renderScreen(<OrganizerCarouselScreen />);
    const first = (await screen.findByText(/甲公司展台/, {}, firstPaint)).closest('tr') as HTMLElement;
    expect(within(first).getByText('甲公司 (A Company)')).toBeTruthy();
    expect(within(first).getByText('Demo')).toBeTruthy();
    const second = screen.getByRole('row', { name: /报名/ });
    expect(within(second).getByText('https://example.test/signup')).toBeTruthy();
    // The first cannot go further up, the last not further down.
    expect((screen.getByRole('button', { name: 'Move up 甲公司展台' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Move down 报名' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: /Add an item$/ }));
    const dialog = await dialogTitled('Add a carousel item');
    fireEvent.change(within(dialog).getByLabelText('Name (Chinese)'), { target: { value: '乙公司' } });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'B Company' } });
    await press(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please upload the picture.')).toBeTruthy();
    expect(await within(dialog).findByText('Please choose the exhibitor.')).toBeTruthy();
    expect(bodiesOf(OrganizerPaths.carouselSave)).toHaveLength(0);

    // The picker asks the server with what was typed.
    const picker = within(dialog).getByRole('combobox', { name: 'Exhibitor' });
    await act(async () => {
      fireEvent.mouseDown(picker);
    });
    fireEvent.change(picker, { target: { value: '乙' } });
    await waitFor(() =>
      expect(bodiesOf(OrganizerPaths.homeTargetSearch).at(-1)).toMatchObject({ keyword: '乙' }),
    );
    expect(bodiesOf(OrganizerPaths.homeTargetSearch).at(-1)).toMatchObject({ type: 'actor' });
    await chooseOption('Exhibitor', '乙公司 (B Company)');
    expect(within(dialog).getByText('Clicking it opens the page of 乙公司 (B Company).')).toBeTruthy();

    upload(dialog, 'carouselImage');
    await within(dialog).findByRole('img', { name: 'Picture' });
    const preview = within(dialog).getByRole('region', { name: 'How visitors will see it' });
    expect(within(preview).getByText('乙公司')).toBeTruthy();
    expect(within(preview).getByText('B Company').closest('[lang]')?.getAttribute('lang')).toBe('en');
    await waitFor(() => expect(preview.querySelectorAll('img')).toHaveLength(2));

    await press(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.carouselSave)).toHaveLength(1), busy);
    expect(bodiesOf(OrganizerPaths.carouselSave)[0]).toEqual({
      name: '乙公司',
      nameEn: 'B Company',
      picture: 'uploads/organizer/carouselimage/new.jpg',
      pictureEn: '',
      type: 'ACTOR',
      exhibitorId: 'e2',
      link: '',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 60_000);

  it('refuses an unsafe link before sending it, and saves a safe one', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.carouselList]: () => consolePage([actorItem, linkItem]),
      [OrganizerPaths.carouselSave]: (body) => ({ ...linkItem, ...body }),
    });
    renderScreen(<OrganizerCarouselScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 报名' }, firstPaint));
    const dialog = await dialogTitled('Change the carousel item 报名');
    const link = within(dialog).getByLabelText('Link');
    for (const bad of ['javascript:alert(1)', '//evil.example', 'data:text/html,x']) {
      fireEvent.change(link, { target: { value: bad } });
      await press(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText(
          'A link must start with http:// or https://, or be a path of this site starting with /.',
        ),
      ).toBeTruthy();
    }
    expect(bodiesOf(OrganizerPaths.carouselSave)).toHaveLength(0);
    fireEvent.change(link, { target: { value: '/news' } });
    expect(await within(dialog).findByText('Clicking it opens /news in a new tab.')).toBeTruthy();
    await press(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.carouselSave)).toHaveLength(1), busy);
    expect(bodiesOf(OrganizerPaths.carouselSave)[0]).toMatchObject({
      id: 'c2',
      type: 'EXTERNAL',
      link: '/news',
      exhibitorId: '',
      picture: actorItem.picture.key,
    });
  });

  it('moves an item up, and asks before deleting one', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.carouselList]: () => consolePage([actorItem, linkItem]),
      [OrganizerPaths.carouselMove]: () => null,
      [OrganizerPaths.carouselRemove]: () => null,
    });
    renderScreen(<OrganizerCarouselScreen />);
    await press(await screen.findByRole('button', { name: 'Move up 报名' }, firstPaint));
    await waitFor(() =>
      expect(bodiesOf(OrganizerPaths.carouselMove)).toEqual([{ id: 'c2', direction: 'up' }]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete 甲公司展台' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getAllByText('Delete the carousel item 甲公司展台?').length).toBeGreaterThan(0);
    expect(bodiesOf(OrganizerPaths.carouselRemove)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.carouselRemove)).toEqual([{ id: 'c1' }]), busy);
  });
});

describe('the organizer’s advertisements', () => {
  it('lists what each opens and adds a product advertisement', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.advertisementList]: () =>
        consolePage([ad, { ...ad, id: 'a2', name: '旧广告', type: 'actor', targetId: 'gone', target: null }]),
      [OrganizerPaths.homeTargetSearch]: (body) => (body.type === 'product' ? [product] : [exhibitorA]),
      [OrganizerPaths.advertisementSave]: (body) => ({ ...ad, ...body, id: 'a3' }),
      [MediaPaths.uploadImage]: () => stored('adimage'),
    });
    renderScreen(<OrganizerAdsScreen />);
    const row = (await screen.findByText(/新品/, {}, firstPaint)).closest('tr') as HTMLElement;
    expect(within(row).getByText('手机壳 (Phone case) · 甲公司')).toBeTruthy();
    expect(
      within(screen.getByRole('row', { name: /旧广告/ })).getByText('No longer part of this fair'),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /Add an advertisement$/ }));
    const dialog = await dialogTitled('Add an advertisement to the home page');
    fireEvent.change(within(dialog).getByLabelText('Name (Chinese)'), { target: { value: '秋季新品' } });
    fireEvent.change(within(dialog).getByLabelText('Name (English)'), { target: { value: 'Autumn line' } });
    await press(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose the exhibitor or product.')).toBeTruthy();
    expect(bodiesOf(OrganizerPaths.advertisementSave)).toHaveLength(0);

    await chooseOption('Product', '手机壳 (Phone case) · 甲公司');
    expect(bodiesOf(OrganizerPaths.homeTargetSearch).at(-1)).toMatchObject({ type: 'product' });
    upload(dialog, 'adImage');
    await within(dialog).findByRole('img', { name: 'Picture' });
    const preview = within(dialog).getByRole('region', { name: 'How visitors will see it' });
    expect(within(preview).getByText('Autumn line')).toBeTruthy();
    expect(
      within(dialog).getByText('Clicking it opens the product 手机壳 (Phone case) · 甲公司.'),
    ).toBeTruthy();
    await press(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodiesOf(OrganizerPaths.advertisementSave)).toHaveLength(1), busy);
    expect(bodiesOf(OrganizerPaths.advertisementSave)[0]).toEqual({
      name: '秋季新品',
      nameEn: 'Autumn line',
      image: 'uploads/organizer/adimage/new.jpg',
      type: 'product',
      targetId: 'p1',
      sort: 0,
    });
  }, 60_000);

  it('forgets the chosen target when the kind changes, and asks before deleting', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.advertisementList]: () => consolePage([ad]),
      [OrganizerPaths.advertisementRemove]: () => null,
    });
    renderScreen(<OrganizerAdsScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit 新品' }, firstPaint));
    const dialog = await dialogTitled('Change the advertisement 新品');
    expect(within(dialog).getByText('手机壳 (Phone case) · 甲公司')).toBeTruthy();
    await chooseOption('Opens', 'An exhibitor');
    expect(within(dialog).getByRole('combobox', { name: 'Exhibitor' })).toBeTruthy();
    expect(within(dialog).getByText('Choose what it opens.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    fireEvent.click(screen.getByRole('button', { name: 'Delete 新品' }));
    const [confirm] = await screen.findAllByText('Delete the advertisement 新品?');
    fireEvent.click(
      within(confirm!.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(bodiesOf(OrganizerPaths.advertisementRemove)).toEqual([{ id: 'a1' }]), busy);
  });
});

describe('the organizer’s hot samples', () => {
  const a = scene('s1', '甲公司', 3);
  const b = scene('s2', '乙公司', 1);
  const c = scene('s3', '丙公司', 0);

  it('starts from the automatic choice, features another scene, reorders and saves the list', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('contentEditor'),
      [OrganizerPaths.hotSampleFeatured]: () => ({ mode: 'automatic', shown: [a, b] }),
      [OrganizerPaths.hotSampleList]: (body) => consolePage(body.keyword ? [c] : [a, b, c]),
      [OrganizerPaths.hotSampleFeature]: (body) => ({
        mode: 'curated',
        shown: (body.sampleIds as string[]).map((id) => [a, b, c].find((s) => s.id === id)),
      }),
    });
    renderScreen(<OrganizerHotSamplesScreen />);
    await screen.findByText(
      "Automatic: the home page shows each exhibitor's first scene (2 now).",
      {},
      firstPaint,
    );
    const featured = screen.getByRole('list', { name: 'Featured scenes in their order' });
    expect(
      within(featured)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('甲公司'), expect.stringContaining('乙公司')]);
    // Both languages' previews name the exhibitors in their language.
    const preview = screen.getByRole('region', { name: 'How visitors will see it' });
    expect(within(preview).getByText('S1 Co.')).toBeTruthy();

    const search = screen.getByRole('searchbox', { name: 'Search by exhibitor name' });
    fireEvent.change(search, { target: { value: '丙' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() =>
      expect(bodiesOf(OrganizerPaths.hotSampleList).at(-1)).toMatchObject({ keyword: '丙' }),
    );
    await press(await screen.findByRole('button', { name: 'Feature 丙公司 丙公司 场景' }));
    await press(screen.getByRole('button', { name: 'Move up 丙公司 丙公司 场景' }));
    await press(within(featured).getByRole('button', { name: 'Remove 甲公司 甲公司 场景' }));
    expect(
      within(featured)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('丙公司'), expect.stringContaining('乙公司')]);
    await press(screen.getByRole('button', { name: 'Save the featured scenes' }));
    await waitFor(() =>
      expect(bodiesOf(OrganizerPaths.hotSampleFeature)).toEqual([{ sampleIds: ['s3', 's2'] }]),
    );
  });

  it('goes back to automatic after asking', async () => {
    mockApi({
      [OrganizerPaths.me]: () => organizerMe('owner'),
      [OrganizerPaths.hotSampleFeatured]: () => ({ mode: 'curated', shown: [{ ...b, featuredAt: 0 }] }),
      [OrganizerPaths.hotSampleList]: () => consolePage([a, { ...b, featuredAt: 0 }]),
      [OrganizerPaths.hotSampleReset]: () => ({ mode: 'automatic', shown: [a, b] }),
    });
    renderScreen(<OrganizerHotSamplesScreen />);
    await screen.findByText(/Your choice: the home page shows the 1 scenes below/, {}, firstPaint);
    // Nothing changed yet: nothing to save.
    expect(
      (screen.getByRole('button', { name: 'Save the featured scenes' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Back to automatic' }));
    const [confirm] = await screen.findAllByText('Go back to automatic?');
    fireEvent.click(
      within(confirm!.closest('.ant-modal') as HTMLElement).getByRole('button', {
        name: 'Back to automatic',
      }),
    );
    await waitFor(() => expect(bodiesOf(OrganizerPaths.hotSampleReset)).toHaveLength(1), busy);
  });
});
