import {
  type CompanyFile,
  companyFileSchema,
  type IdType,
  IdTypes,
  ResponseCode,
  type VisitorProfile,
} from '@openfair/contract';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/errors';
import type { MediaUrl } from '../../core/media-url';
import type { Db } from '../../db/client';
import { visitors } from '../../db/schema/index';
import { configSwitch } from '../session/index';
import { loadVisitorContext, stepOrderError, type VisitorContext } from './registration.service';

const isIdType = (v: string | null): v is IdType => !!v && (IdTypes as readonly string[]).includes(v);

/** The contract VisitorProfile of a visitor context. */
export function presentVisitorProfile(ctx: VisitorContext, url: MediaUrl): VisitorProfile {
  const { account, visitor: v } = ctx;
  return {
    id: v.id,
    headImage: url(v.headImage || account.headImage),
    registeredBy: account.email ? 'EMAIL' : 'MOBILE',
    loginEmail: account.email ?? '',
    loginMobile: account.mobile ?? '',
    hasPassword: !!account.passwordHash,
    name: v.name,
    company: v.company,
    position: v.position,
    nameEn: v.nameEn,
    companyEn: v.companyEn,
    positionEn: v.positionEn,
    countryId: v.countryCode,
    provinceId: v.provinceId,
    cityId: v.cityId,
    email: v.email,
    mobile: v.mobile,
    areaCode: v.areaCode,
    businessNature: v.businessNature,
    purchaseCategories: v.purchaseCategories,
    sourcingDemand: v.sourcingDemand,
    website: v.website,
    telephone: v.telephone,
    ...(isIdType(v.idType) ? { idType: v.idType } : {}),
    idNumber: v.idNumber,
    social: v.social,
    shareContact: v.shareContact,
    emailVerified: v.emailVerified,
    mobileVerified: v.mobileVerified,
    review: { status: v.reviewStatus, reason: v.reviewReason },
  };
}

/** getVisitor: the caller's own record. */
export async function getVisitorProfile(
  db: Db,
  input: { exhibitionId: string; userAccountId: string },
  url: MediaUrl,
): Promise<VisitorProfile> {
  return presentVisitorProfile(await loadVisitorContext(db, input.exhibitionId, input.userAccountId), url);
}

/** The company file exists only with the second-registration switch, and after the first info step. */
async function companyFileContext(db: Db, exhibitionId: string, userAccountId: string) {
  if (!(await configSwitch(db, exhibitionId)).secondInfo)
    throw new AppError(ResponseCode.Forbidden, undefined, {
      cn: '本届展会未开放公司档案',
      en: 'The company file is not open at this fair',
    });
  const ctx = await loadVisitorContext(db, exhibitionId, userAccountId);
  if (!ctx.role.completeVisitor) throw stepOrderError('firstInfo');
  return ctx;
}

/**
 * getCompanyFile: the saved file; before the first save, the empty form with the company name the
 * visitor registered with (every other field empty).
 */
export async function getCompanyFile(
  db: Db,
  input: { exhibitionId: string; userAccountId: string },
): Promise<CompanyFile> {
  const ctx = await companyFileContext(db, input.exhibitionId, input.userAccountId);
  const stored = ctx.visitor.companyFile ?? {};
  const out: Record<string, string> = {};
  // Only the contract's fields, as strings: a stored file of an older shape cannot leak other keys.
  for (const k of Object.keys(companyFileSchema.shape))
    out[k] = typeof stored[k] === 'string' ? stored[k] : '';
  if (!ctx.visitor.companyFile) out.corporateName = ctx.visitor.company;
  return out as CompanyFile;
}

export async function saveCompanyFile(
  db: Db,
  input: { exhibitionId: string; userAccountId: string; file: CompanyFile },
): Promise<void> {
  const ctx = await companyFileContext(db, input.exhibitionId, input.userAccountId);
  await db
    .update(visitors)
    .set({ companyFile: { ...input.file } })
    .where(eq(visitors.id, ctx.visitor.id));
}
