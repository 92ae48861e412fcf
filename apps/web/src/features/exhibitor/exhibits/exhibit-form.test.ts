import type { Exhibit } from '@openfair/contract';
import { describe, expect, it } from 'vitest';
import { exhibitValues, newExhibitValues, toExhibitInput } from './exhibit-form';

const saved: Exhibit = {
  id: 'p-1',
  name: '防摔手机壳',
  nameEn: 'Rugged case',
  brand: 'JIA',
  productIntro: '',
  productEnIntro: '',
  minOrder: 500,
  purchasePrice: 8.5,
  salePrice: 12.9,
  spotTrading: true,
  identification: 'CE',
  customization: false,
  scope: 1,
  tags: ['OEM'],
  category: 'cases',
  images: [{ key: 'uploads/e/exhibitimage/a.jpg', url: '/media/a.jpg' }],
  video: { key: 'uploads/e/exhibitvideo/v.mp4', url: '/media/v.mp4' },
  videoCover: { key: 'uploads/e/videocover/c.jpg', url: '/media/c.jpg' },
  detailImages: [],
  sort: 7,
  articleNumber: 'JIA-1',
  createdAt: '2026-11-24T00:00:00.000Z',
};

describe('the exhibit form', () => {
  it('saves an unchanged exhibit as it was: media as keys, its own sort number', () => {
    expect(toExhibitInput(exhibitValues(saved))).toMatchObject({
      name: '防摔手机壳',
      scope: 1,
      sort: 7,
      images: ['uploads/e/exhibitimage/a.jpg'],
      video: 'uploads/e/exhibitvideo/v.mp4',
      videoCover: 'uploads/e/videocover/c.jpg',
      detailImages: [],
      salePrice: 12.9,
    });
  });

  it('sends no sort number for a new exhibit left without one (it goes last), and a minimum order of 1 when cleared', () => {
    const input = toExhibitInput({ ...newExhibitValues(), name: '新品', minOrder: null });
    expect(input).not.toHaveProperty('sort');
    expect(input).toMatchObject({ minOrder: 1, video: '', videoCover: '', images: [] });
  });
});
