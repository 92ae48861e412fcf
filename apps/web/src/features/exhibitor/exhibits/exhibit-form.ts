import type { Exhibit, ExhibitInput, ExhibitScope, MediaRef } from '@openfair/contract';

/** An exhibit as the form holds it: single pictures as lists of at most one, a cleared number as null. */
export type ExhibitFormValues = Omit<
  Exhibit,
  'id' | 'createdAt' | 'videoCover' | 'sort' | 'scope' | 'minOrder' | 'video'
> & {
  scope: ExhibitScope;
  minOrder: number | null;
  video: MediaRef | null;
  videoCover: MediaRef[];
  sort: number | null;
};

export const newExhibitValues = (): ExhibitFormValues => ({
  name: '',
  nameEn: '',
  brand: '',
  productIntro: '',
  productEnIntro: '',
  minOrder: 1,
  purchasePrice: null,
  salePrice: null,
  spotTrading: false,
  identification: '',
  customization: false,
  scope: 0,
  tags: [],
  category: '',
  images: [],
  video: null,
  videoCover: [],
  detailImages: [],
  sort: null,
  articleNumber: '',
});

export function exhibitValues(exhibit: Exhibit): ExhibitFormValues {
  const { id, createdAt, videoCover, scope, ...rest } = exhibit;
  return { ...rest, scope: scope as ExhibitScope, videoCover: videoCover ? [videoCover] : [] };
}

/** Form values → the save: media as keys; no number keeps an exhibit's place (a new one goes last). */
export function toExhibitInput(values: ExhibitFormValues): ExhibitInput {
  const { images, video, videoCover, detailImages, sort, minOrder, category, ...rest } = values;
  return {
    ...rest,
    category: category ?? '',
    minOrder: minOrder ?? 1,
    images: images.map((image) => image.key),
    video: video?.key ?? '',
    videoCover: videoCover[0]?.key ?? '',
    detailImages: detailImages.map((image) => image.key),
    ...(sort === null || sort === undefined ? {} : { sort }),
  };
}
