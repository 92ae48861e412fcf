import { type LogonQr, type QrAuthState, ResponseCode } from '@openfair/contract';
import { and, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { authTokens, qrLogins } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import { mintToken } from './session.service';

export const QR_TTL_SECONDS = 120;

const qrGone = {
  cn: '二维码已失效，请在电脑上刷新二维码',
  en: 'The QR code has expired, refresh it on the computer',
};

/** A desktop asks for a QR code; it expires after 2 minutes. */
export async function showLogonQr(
  db: Db,
  /** `origin`: where the scan URL points (PUBLIC_URL); null when production has none configured */
  input: { exhibitionId: string; origin: string | null; basePath: string },
): Promise<LogonQr> {
  if (!input.origin)
    throw new AppError(ResponseCode.InternalError, undefined, {
      cn: '扫码登录尚未配置：服务器需要设置 PUBLIC_URL',
      en: 'QR login is not configured: the server needs its PUBLIC_URL setting',
    });
  const now = clock.now();
  const [row] = await db
    .insert(qrLogins)
    .values({
      exhibitionId: input.exhibitionId,
      expiresAt: new Date(now.getTime() + QR_TTL_SECONDS * 1000),
      createdAt: now,
    })
    .returning({ id: qrLogins.id });
  const qrId = row!.id;
  const scanUrl = `${input.origin}${input.basePath}/qr-login/${qrId}`;
  const image = await QRCode.toDataURL(scanUrl, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { qrId, image, scanUrl, expiresInSeconds: QR_TTL_SECONDS };
}

async function loadQr(db: Db, qrId: string, exhibitionId: string) {
  const [row] = await db
    .select()
    .from(qrLogins)
    .where(and(eq(qrLogins.id, qrId), eq(qrLogins.exhibitionId, exhibitionId)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NotFound);
  return row;
}

/**
 * The desktop polls. The token of a confirmed code is handed out once (the conditional update clears
 * it); a code confirmed but not collected before it expired has its token revoked.
 */
export async function getAuthCode(
  db: Db,
  input: { qrId: string; exhibitionId: string },
): Promise<QrAuthState> {
  const row = await loadQr(db, input.qrId, input.exhibitionId);
  const now = clock.now();
  const expired = row.expiresAt.getTime() <= now.getTime();
  if (row.state === 'CONFIRMED' && row.pendingToken) {
    const [taken] = await db
      .update(qrLogins)
      .set({ pendingToken: null, ...(expired ? { state: 'EXPIRED' as const } : {}) })
      .where(and(eq(qrLogins.id, row.id), isNotNull(qrLogins.pendingToken)))
      .returning({ id: qrLogins.id });
    if (!taken) return { state: 'CONFIRMED' };
    if (expired) {
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(eq(authTokens.tokenHash, hashToken(row.pendingToken)));
      return { state: 'EXPIRED' };
    }
    return {
      state: 'CONFIRMED',
      token: row.pendingToken,
      subjectType: row.subjectType as QrAuthState['subjectType'],
    };
  }
  if (row.state === 'CONFIRMED') return { state: 'CONFIRMED' };
  if (expired || row.state === 'EXPIRED') {
    if (row.state !== 'EXPIRED')
      await db.update(qrLogins).set({ state: 'EXPIRED' }).where(eq(qrLogins.id, row.id));
    return { state: 'EXPIRED' };
  }
  return { state: row.state };
}

/**
 * The logged-in phone opened the scan page (scanOnly: the desktop shows "scanned") or confirmed: a new
 * token for the same account and subject type in this fair waits for the desktop.
 */
export async function confirmLogonQr(
  db: Db,
  session: AuthSession,
  input: { qrId: string; scanOnly: boolean; tokenTtlHours: number },
): Promise<QrAuthState> {
  await loadQr(db, input.qrId, session.exhibitionId);
  const now = clock.now();
  const live = and(
    eq(qrLogins.id, input.qrId),
    inArray(qrLogins.state, ['WAITING', 'SCANNED']),
    gt(qrLogins.expiresAt, now),
  );
  if (input.scanOnly) {
    const [row] = await db
      .update(qrLogins)
      .set({ state: 'SCANNED' })
      .where(live)
      .returning({ id: qrLogins.id });
    if (!row) throw new AppError(ResponseCode.NotFound, undefined, qrGone);
    return { state: 'SCANNED' };
  }
  const token = await mintToken(db, {
    userAccountId: session.userAccountId,
    subjectType: session.subjectType,
    exhibitionId: session.exhibitionId,
    tokenTtlHours: input.tokenTtlHours,
  });
  const [row] = await db
    .update(qrLogins)
    .set({
      state: 'CONFIRMED',
      confirmedBy: session.userAccountId,
      subjectType: session.subjectType,
      pendingToken: token,
    })
    .where(live)
    .returning({ id: qrLogins.id });
  if (!row) {
    // Expired or confirmed meanwhile: the token just minted must not stay usable.
    await db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, hashToken(token)));
    throw new AppError(ResponseCode.NotFound, undefined, qrGone);
  }
  return { state: 'CONFIRMED' };
}
