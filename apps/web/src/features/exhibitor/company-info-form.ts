import {
  type CompanyScale,
  CompanyScales,
  type ExhibitorBaseInfo,
  type MediaRef,
  type UpdateExhibitorBaseInfo,
} from '@openfair/contract';
import { CHINA_ID } from '../../shared/form/area.api';
import type { AreaValue } from '../../shared/form/area-select';

/** The booth is the organizer's and the id is not edited: the rest of the profile is the form. */
type Edited = Omit<
  ExhibitorBaseInfo,
  | 'id'
  | 'floor'
  | 'boothArea'
  | 'boothNumber'
  | 'countryId'
  | 'provinceId'
  | 'cityId'
  | 'logo'
  | 'video'
  | 'attendanceTimes'
>;

/** The profile as the form holds it: the place as one area value, the logo as a list of at most one. */
export type CompanyInfoValues = Edited & {
  area: AreaValue;
  logo: MediaRef[];
  video: MediaRef | null;
  attendanceTimes: number | null;
};

export function companyInfoValues(info: ExhibitorBaseInfo): CompanyInfoValues {
  const { id, floor, boothArea, boothNumber, countryId, provinceId, cityId, logo, video, ...edited } = info;
  return {
    ...edited,
    area: { countryId, provinceId, cityId },
    logo: logo ? [logo] : [],
    video,
  };
}

/** Form values → the save: media as their keys; abroad the typed state and city, in China the chosen ids. */
export function toBaseInfoUpdate(values: CompanyInfoValues): UpdateExhibitorBaseInfo {
  const { area, logo, images, video, attendanceTimes, provinceName, cityName, companyScale, ...rest } =
    values;
  const inChina = area.countryId === CHINA_ID;
  return {
    ...rest,
    countryId: area.countryId,
    provinceId: inChina ? area.provinceId : '',
    cityId: inChina ? area.cityId : '',
    provinceName: inChina ? '' : (provinceName ?? '').trim(),
    cityName: inChina ? '' : (cityName ?? '').trim(),
    attendanceTimes: attendanceTimes ?? 0,
    // A cleared choice, or a size stored before the list existed, saves as none.
    companyScale: isCompanyScale(companyScale) ? companyScale : '',
    logo: logo[0]?.key ?? '',
    images: images.map((image) => image.key),
    video: video?.key ?? '',
  };
}

const isCompanyScale = (value: string | undefined): value is CompanyScale =>
  (CompanyScales as readonly string[]).includes(value ?? '');
