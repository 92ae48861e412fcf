import {
  type MediaPurpose,
  ResponseCode,
  type VipApplication,
  type VipApplicationFields,
  vipMessages,
} from '@openfair/contract';
import { and, eq } from 'drizzle-orm';
import type { AuthSession } from '../../core/auth';
import type { AppContext } from '../../core/context';
import { AppError } from '../../core/errors';
import { mediaUrls } from '../../core/media-url';
import { exhibitionUsers, vipApplications } from '../../db/schema/index';

type VipRow = typeof vipApplications.$inferSelect;

const fail = (code: ResponseCode, message: { zh: string; en: string }) =>
  new AppError(code, undefined, { cn: message.zh, en: message.en });

const notRegistered = {
  zh: '请先完成展会注册，再申请 VIP',
  en: 'Please complete your registration before applying for VIP status.',
};

async function ownRow(app: AppContext, session: AuthSession): Promise<VipRow | undefined> {
  const [row] = await app.db
    .select()
    .from(vipApplications)
    .where(
      and(
        eq(vipApplications.exhibitionId, session.exhibitionId),
        eq(vipApplications.userAccountId, session.userAccountId),
      ),
    )
    .limit(1);
  return row;
}

function present(app: AppContext, row: VipRow | undefined): VipApplication {
  if (!row) return { state: 'notApplied', reason: '', application: null };
  const url = mediaUrls(app.storage);
  return {
    state: row.status,
    reason: row.reviewReason,
    application: {
      passportNumber: row.passportNumber,
      passportPhoto: row.passportPhoto,
      passportPhotoUrl: url(row.passportPhoto),
      photo: row.photo,
      photoUrl: url(row.photo),
      fullName: row.fullName,
      sexTitle: row.sexTitle,
      companyName: row.companyName,
      phone: row.phone,
      address: row.address,
      email: row.email,
      submittedAt: row.submittedAt.toISOString(),
    },
  };
}

export async function getVipApplication(app: AppContext, session: AuthSession): Promise<VipApplication> {
  return present(app, await ownRow(app, session));
}

/**
 * A photo of the application: a key the upload call made for this visitor and this purpose (so no one
 * can attach another person's passport by its name), that is still stored.
 */
async function checkPhoto(app: AppContext, session: AuthSession, key: string, purpose: MediaPurpose) {
  const prefix = `private/${session.userAccountId}/${purpose.toLowerCase()}/`;
  if (!key.startsWith(prefix) || key.includes('..') || !(await app.storage.stat(key)))
    throw fail(ResponseCode.BadRequest, vipMessages.photoNotYours);
}

/**
 * Submits the application, or submits it again after a rejection: it then waits for a reviewer. One
 * under review or approved is not changed (the reviewer would be deciding on a moving target).
 */
export async function submitVipApplication(
  app: AppContext,
  session: AuthSession,
  input: VipApplicationFields,
): Promise<VipApplication> {
  const [role] = await app.db
    .select({ complete: exhibitionUsers.completeExhibitionRegistration })
    .from(exhibitionUsers)
    .where(
      and(
        eq(exhibitionUsers.exhibitionId, session.exhibitionId),
        eq(exhibitionUsers.userAccountId, session.userAccountId),
        eq(exhibitionUsers.subjectType, 'VISITOR'),
      ),
    )
    .limit(1);
  if (!role?.complete) throw fail(ResponseCode.Forbidden, notRegistered);
  const existing = await ownRow(app, session);
  if (existing?.status === 'approved') throw fail(ResponseCode.BadRequest, vipMessages.alreadyDecided);
  if (existing?.status === 'pending') throw fail(ResponseCode.BadRequest, vipMessages.underReview);
  await checkPhoto(app, session, input.passportPhoto, 'vipPassportPhoto');
  await checkPhoto(app, session, input.photo, 'vipPhoto');
  const fields = {
    passportNumber: input.passportNumber,
    passportPhoto: input.passportPhoto,
    photo: input.photo,
    fullName: input.fullName,
    sexTitle: input.sexTitle,
    companyName: input.companyName,
    phone: input.phone,
    address: input.address,
    email: input.email,
    status: 'pending' as const,
    reviewReason: '',
    reviewedAt: null,
    submittedAt: new Date(),
  };
  const [row] = await app.db
    .insert(vipApplications)
    .values({ exhibitionId: session.exhibitionId, userAccountId: session.userAccountId, ...fields })
    .onConflictDoUpdate({
      target: [vipApplications.exhibitionId, vipApplications.userAccountId],
      set: fields,
    })
    .returning();
  return present(app, row);
}
