import {
  COMPANY_CATEGORY_MAX,
  type ExhibitorBaseInfo,
  exhibitorMessages,
  type MediaRef,
  ResponseCode,
  type UpdateExhibitorBaseInfo,
} from '@openfair/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import type { Db } from '../../db/client';
import { categories, exhibitors } from '../../db/schema/index';
import { cityList, provinceList } from '../area/index';
import { refreshExhibitorVector } from '../catalog/index';
import { acceptMedia, acceptMediaList, companyOf, refused } from './company-media';

type ExhibitorRow = typeof exhibitors.$inferSelect;
type Input = Required<UpdateExhibitorBaseInfo>;

const CHINA = 'CN';

export async function loadExhibitor(
  db: Db,
  exhibitionId: string,
  exhibitorId: string,
): Promise<ExhibitorRow> {
  const [row] = await db
    .select()
    .from(exhibitors)
    .where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/** Province and city are stored by their Chinese names (cards and search read them); the form uses ids. */
function chinaAreaIds(row: ExhibitorRow): { provinceId: string; cityId: string } {
  const province = provinceList(CHINA, 'cn').find((p) => p.name === row.province);
  if (!province) return { provinceId: '', cityId: '' };
  const city = cityList(province.id, 'cn').find((c) => c.name === row.city || c.name === `${row.city}市`);
  return { provinceId: province.id, cityId: city?.id ?? '' };
}

const ref = (key: string, url: MediaUrl): MediaRef | null => (key ? { key, url: url(key) } : null);

export function presentBaseInfo(row: ExhibitorRow, url: MediaUrl): ExhibitorBaseInfo {
  const inChina = row.countryCode.toUpperCase() === CHINA;
  const area = inChina ? chinaAreaIds(row) : { provinceId: '', cityId: '' };
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    introduction: row.introduction,
    enIntroduction: row.enIntroduction,
    mainBusinessScope: row.mainBusinessScope,
    enMainBusinessScope: row.enMainBusinessScope,
    countryId: row.countryCode.toUpperCase(),
    provinceId: area.provinceId,
    cityId: area.cityId,
    provinceName: inChina ? '' : row.province,
    cityName: inChina ? '' : row.city,
    address: row.address,
    addressEn: row.addressEn,
    postCode: row.postCode,
    companyScale: row.companyScale,
    registeredCapital: row.registeredCapital,
    attendanceTimes: row.attendanceTimes,
    listed: row.listed,
    website: row.website,
    url3d: row.url3d,
    brand: row.brand,
    telephone: row.telephone,
    fax: row.fax,
    email: row.email,
    contacts: row.contacts,
    contactsEn: row.contactsEn,
    conferenceContacts: row.conferenceContacts,
    conferenceContactsEn: row.conferenceContactsEn,
    tags: row.tags,
    categories: row.categories.length > 0 ? row.categories : row.category ? [row.category] : [],
    floor: row.floor,
    boothArea: row.boothArea,
    boothNumber: row.boothNumber,
    logo: ref(row.logo, url),
    images: row.images.map((key) => ref(key, url)).filter((r): r is MediaRef => r !== null),
    video: ref(row.video, url),
  };
}

/** In China the province and city must be a real pair of the area calls; abroad they are free text. */
function placeOf(input: Input) {
  const countryCode = input.countryId.toUpperCase();
  if (countryCode !== CHINA) {
    return {
      countryCode,
      province: input.provinceName,
      provinceEn: input.provinceName,
      city: input.cityName,
      cityEn: input.cityName,
    };
  }
  const province = provinceList(CHINA, 'cn').find((p) => p.id === input.provinceId);
  const city = province ? cityList(province.id, 'cn').find((c) => c.id === input.cityId) : undefined;
  if (!province || !city)
    throw refused({ zh: '请选择省份和城市', en: 'Please choose the province and the city.' });
  // English names come from the gazetteer when shown; nothing of its own is kept.
  return { countryCode, province: province.name, provinceEn: '', city: city.name, cityEn: '' };
}

async function knownCategories(db: Db, exhibitionId: string, keys: string[]): Promise<string[]> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return [];
  if (unique.length > COMPANY_CATEGORY_MAX) {
    throw refused(exhibitorMessages.categoryLimit);
  }
  const rows = await db
    .select({ key: categories.key })
    .from(categories)
    .where(and(eq(categories.exhibitionId, exhibitionId), inArray(categories.key, unique)));
  const known = new Set(rows.map((r) => r.key));
  if (unique.some((k) => !known.has(k)))
    throw refused({ zh: '请选择展会的展品类别', en: "Please choose categories of the fair's list." });
  return unique;
}

/**
 * Saves the administrator's company profile: places checked against the gazetteer, categories against
 * the fair's list, media keys against this company's uploads. The booth (hall, area, number) stays the
 * organizer's. The search vector is rewritten and every instance drops its cached catalog pages, so
 * buyers see the change on their next request.
 */
export async function updateBaseInfo(
  app: AppContext,
  session: AuthSession,
  input: Input,
  url: MediaUrl,
): Promise<ExhibitorBaseInfo> {
  const exhibitorId = companyOf(session);
  const current = await loadExhibitor(app.db, session.exhibitionId, exhibitorId);
  const place = placeOf(input);
  const cats = await knownCategories(app.db, session.exhibitionId, input.categories);
  const logo = await acceptMedia(app, exhibitorId, 'logo', input.logo, [current.logo]);
  const images = await acceptMediaList(app, exhibitorId, 'companyImage', input.images, current.images);
  const video = await acceptMedia(app, exhibitorId, 'companyVideo', input.video, [current.video]);
  const tags = [...new Set(input.tags)];

  const [saved] = await app.db
    .update(exhibitors)
    .set({
      name: input.name,
      nameEn: input.nameEn,
      introduction: input.introduction,
      enIntroduction: input.enIntroduction,
      mainBusinessScope: input.mainBusinessScope,
      enMainBusinessScope: input.enMainBusinessScope,
      ...place,
      address: input.address,
      addressEn: input.addressEn,
      postCode: input.postCode,
      companyScale: input.companyScale,
      registeredCapital: input.registeredCapital,
      attendanceTimes: input.attendanceTimes,
      listed: input.listed,
      website: input.website,
      url3d: input.url3d,
      brand: input.brand,
      telephone: input.telephone,
      fax: input.fax,
      email: input.email,
      contacts: input.contacts,
      contactsEn: input.contactsEn,
      conferenceContacts: input.conferenceContacts,
      conferenceContactsEn: input.conferenceContactsEn,
      tags,
      categories: cats,
      // Cards and filters show one category: the first the company names.
      category: cats[0] ?? '',
      logo,
      images,
      video,
    })
    .where(and(eq(exhibitors.id, exhibitorId), eq(exhibitors.exhibitionId, session.exhibitionId)))
    .returning();
  if (!saved) throw new AppError(ResponseCode.NotFound);
  await refreshExhibitorVector(app.db, session.exhibitionId, exhibitorId);
  await app.events.publish('catalog.changed', { exhibitionId: session.exhibitionId });
  // Files the profile no longer uses are left in storage: a buyer's open page may still show them.
  return presentBaseInfo(saved, url);
}
