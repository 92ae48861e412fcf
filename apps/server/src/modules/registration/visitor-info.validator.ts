import {
  type AccountInfo,
  type FirstInfo,
  isValidPassport,
  isValidResidentId,
  ResponseCode,
} from '@openfair/contract';
import { AppError } from '../../core/errors';
import { cityList, countryList, provinceList } from '../area/index';

const bad = (cn: string, en: string) => new AppError(ResponseCode.BadRequest, undefined, { cn, en });

/**
 * Country, province and city must be ids the area calls return: a country of the list; for China a
 * province, and a city of that province when it has any; elsewhere no province or city (there are no
 * lists for them). Returns the ids as stored (country upper-cased).
 */
export function checkArea(info: Pick<FirstInfo, 'countryId' | 'provinceId' | 'cityId'>): {
  countryCode: string;
  provinceId: string;
  cityId: string;
} {
  const countryCode = info.countryId.toUpperCase();
  if (!countryList('cn').some((c) => c.id === countryCode))
    throw bad('请选择正确的国家或地区', 'Please choose a valid country or region');
  const provinces = provinceList(countryCode, 'cn');
  if (provinces.length === 0) {
    if (info.provinceId || info.cityId)
      throw bad(
        '该国家或地区没有省份和城市可选',
        'this country or region has no provinces or cities to choose',
      );
    return { countryCode, provinceId: '', cityId: '' };
  }
  if (!provinces.some((p) => p.id === info.provinceId))
    throw bad('请选择正确的省份', 'Please choose a valid province');
  const cities = cityList(info.provinceId, 'cn');
  if (cities.length > 0 && !cities.some((c) => c.id === info.cityId))
    throw bad('请选择正确的城市', 'Please choose a valid city');
  if (cities.length === 0 && info.cityId) throw bad('请选择正确的城市', 'Please choose a valid city');
  return { countryCode, provinceId: info.provinceId, cityId: info.cityId };
}

// Our rule for the permits and other documents (the spec names none): 5 to 20 letters or digits.
const OTHER_ID = /^[A-Za-z0-9]{5,20}$/;

/**
 * The identity document of the second info step: a type and a number go together; a resident identity
 * number must pass the GB 11643 check, a passport number the passport rule.
 */
export function checkIdentity(info: Pick<AccountInfo, 'idType' | 'idNumber'>): {
  idType: string | null;
  idNumber: string;
} {
  const idNumber = info.idNumber.trim();
  if (!info.idType) {
    if (idNumber) throw bad('请选择证件类型', 'Please choose the ID type');
    return { idType: null, idNumber: '' };
  }
  if (!idNumber) throw bad('请输入证件号码', 'Please enter the ID number');
  const ok =
    info.idType === 'RESIDENT_ID'
      ? isValidResidentId(idNumber)
      : info.idType === 'PASSPORT'
        ? isValidPassport(idNumber)
        : OTHER_ID.test(idNumber);
  if (!ok) {
    if (info.idType === 'RESIDENT_ID')
      throw bad('请输入正确的身份证号', 'Please enter a correct ID card number');
    if (info.idType === 'PASSPORT')
      throw bad('请输入正确的护照号码', 'Please enter a correct passport number');
    throw bad('请输入正确的证件号码', 'Please enter a correct ID number');
  }
  // Resident ids end in X or a digit; keep one spelling so that lookups and display agree.
  return { idType: info.idType, idNumber: info.idType === 'RESIDENT_ID' ? idNumber.toUpperCase() : idNumber };
}
