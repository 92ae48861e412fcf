import type { Banner } from '@openfair/contract';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n';
import { renderWithProviders } from '../../../test/render';
import { BannerCarousel } from './banner-carousel';

const banner = (id: string, title: string, url: string): Banner => ({
  id,
  coverIcon: `/media/${id}.svg`,
  urlType: '',
  url,
  title,
  showType: 'HOME',
  subjectType: '',
  isLogin: false,
});

beforeAll(() => {
  initI18n('zh');
});

describe('BannerCarousel', () => {
  it('lays the title over the artwork as live text, inside the banner link', async () => {
    renderWithProviders(
      <BannerCarousel
        banners={[banner('b1', '春季采购节火热进行中', '/find/product'), banner('b2', '新品首发', '')]}
      />,
    );
    // findAllByText matches text nodes only: an image alt alone would not be found.
    const titles = await screen.findAllByText('春季采购节火热进行中');
    const live = titles.find((el) => el.classList.contains('of-banner-title'));
    expect(live).toBeTruthy();
    expect(live?.closest('a')?.getAttribute('href')).toBe('/find/product');
    // the picture still names the banner, and sits in the same slide as its title
    const slide = live?.closest('.of-banner-slide');
    expect(slide?.querySelector('img')?.getAttribute('alt')).toBe('春季采购节火热进行中');
    // a banner without a link still shows its title
    expect((await screen.findAllByText('新品首发')).some((el) => !el.closest('a'))).toBe(true);
  });

  it('shows no overlay for a banner without a title', async () => {
    renderWithProviders(<BannerCarousel banners={[banner('b3', '', '/news')]} />);
    // an empty alt makes the picture presentational: wait for it by its element
    await waitFor(() => expect(document.querySelector('img.of-banner-img')).not.toBeNull());
    expect(document.querySelector('.of-banner-text')).toBeNull();
  });
});
