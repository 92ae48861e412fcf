import {
  type EmailInvitation,
  fillMessage,
  formatByteLimit,
  INVITATION_EXPORT_MAX,
  INVITATION_IMPORT_MAX_BYTES,
  INVITATION_IMPORT_MAX_ROWS,
  INVITATION_LINK_TTL_HOURS,
  INVITATION_RESEND_HOURS,
  INVITATIONS_PER_DAY,
  INVITATIONS_PER_HOUR,
  type InvitationRegisterFilter,
  type InvitationReport,
  invitationMessages,
  type LanguageType,
  mediaMessages,
  type Page,
  patterns,
  ResponseCode,
} from '@openfair/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { AuthSession } from '../../core/auth';
import { clock } from '../../core/clock';
import type { AppContext } from '../../core/context';
import type { FileResult } from '../../core/route';
import type { Db } from '../../db/client';
import { emailInvitations, exhibitions, exhibitors, userAccounts, visitors } from '../../db/schema/index';
import { likePattern } from '../../lib/like-pattern';
import {
  addNotesSheet,
  beijingMinute,
  buildReport,
  cellText,
  loadTemplateSheet,
  type ReportColumn,
  XLSX_TYPE,
} from '../../lib/spreadsheet';
import { createInvitationToken } from '../registration/index';
import { companyOf, fail } from './invitations.shared';

const say = (m: { zh: string; en: string }, lang: LanguageType) => (lang === 'en' ? m.en : m.zh);
const NAME_MAX = 50;
const HOUR = 3_600_000;

/**
 * One address to invite, with the row it came from (the template's row number, or its place in the list), and
 * the mainland mobile the same invitation also goes to by SMS (empty: e-mail only).
 */
export type Candidate = { row: number; name: string; email: string; mobile: string };

/**
 * Checks candidates the way every invitation is checked, and reports each refused one by its row in the
 * request's language: a missing or malformed address, a name too long, the same address on an earlier
 * row, an address the company invited in the last INVITATION_RESEND_HOURS, an address that already has
 * an account (the registration link cannot serve it: the invitation code does).
 */
export async function screen(
  db: Db,
  exhibitorId: string,
  candidates: Candidate[],
  lang: LanguageType,
): Promise<{ good: Candidate[]; rejected: InvitationReport['rejected'] }> {
  const rejected: InvitationReport['rejected'] = [];
  const firstRow = new Map<string, number>();
  const checked: Candidate[] = [];
  for (const c of candidates) {
    const email = c.email.trim().toLowerCase();
    const mobile = c.mobile.replace(/[\s-]/g, '');
    const problems: string[] = [];
    if (!email) problems.push(say(invitationMessages.emailRequired, lang));
    else if (email.length > 128 || !patterns.email.regex.test(email))
      problems.push(say(invitationMessages.badEmail, lang));
    if (mobile && !patterns.chineseMobile.regex.test(mobile))
      problems.push(say(invitationMessages.badMobile, lang));
    if (c.name.trim().length > NAME_MAX) problems.push(say(invitationMessages.nameTooLong, lang));
    const earlier = email ? firstRow.get(email) : undefined;
    if (earlier !== undefined && problems.length === 0)
      problems.push(say(fillMessage(invitationMessages.duplicateInFile, { row: earlier }), lang));
    if (problems.length > 0) {
      rejected.push({ row: c.row, email: c.email.trim(), problems });
      continue;
    }
    firstRow.set(email, c.row);
    checked.push({ row: c.row, name: c.name.trim(), email, mobile });
  }
  if (checked.length === 0) return { good: [], rejected };
  const emails = checked.map((c) => c.email);
  const [recent, accounts] = await Promise.all([
    db
      .select({ email: emailInvitations.email })
      .from(emailInvitations)
      .where(
        and(
          eq(emailInvitations.exhibitorId, exhibitorId),
          inArray(emailInvitations.email, emails),
          gte(emailInvitations.invitedAt, new Date(clock.nowMs() - INVITATION_RESEND_HOURS * HOUR)),
        ),
      ),
    db
      .select({ email: sql<string>`lower(${userAccounts.email})` })
      .from(userAccounts)
      .where(inArray(sql`lower(${userAccounts.email})`, emails)),
  ]);
  const recentSet = new Set(recent.map((r) => r.email));
  const accountSet = new Set(accounts.map((r) => r.email));
  const good: Candidate[] = [];
  for (const c of checked) {
    if (recentSet.has(c.email))
      rejected.push({
        row: c.row,
        email: c.email,
        problems: [say(invitationMessages.recentlyInvited, lang)],
      });
    else if (accountSet.has(c.email))
      rejected.push({
        row: c.row,
        email: c.email,
        problems: [say(invitationMessages.alreadyRegistered, lang)],
      });
    else good.push(c);
  }
  rejected.sort((a, b) => a.row - b.row);
  return { good, rejected };
}

/** Refuses a batch that would take the company past its hourly or daily bound (nothing is sent then). */
async function checkLimits(db: Db, exhibitorId: string, wanted: number): Promise<void> {
  const since = (ms: number) =>
    db
      .select({ n: count() })
      .from(emailInvitations)
      .where(
        and(
          eq(emailInvitations.exhibitorId, exhibitorId),
          gte(emailInvitations.invitedAt, new Date(clock.nowMs() - ms)),
        ),
      );
  const [[hour], [day]] = await Promise.all([since(HOUR), since(24 * HOUR)]);
  const hourLeft = Math.max(0, INVITATIONS_PER_HOUR - (hour?.n ?? 0));
  const dayLeft = Math.max(0, INVITATIONS_PER_DAY - (day?.n ?? 0));
  if (wanted > dayLeft)
    throw fail(
      ResponseCode.TooManyRequests,
      fillMessage(invitationMessages.dailyLimit, { max: INVITATIONS_PER_DAY, left: dayLeft }),
    );
  if (wanted > hourLeft)
    throw fail(
      ResponseCode.TooManyRequests,
      fillMessage(invitationMessages.hourlyLimit, { max: INVITATIONS_PER_HOUR, left: hourLeft }),
    );
}

/** The bilingual invitation e-mail and its registration link (which carries the signed invitation). */
function invitationMail(o: {
  link: string;
  name: string;
  exhibitor: { name: string; nameEn: string };
  fair: { name: string; nameEn: string };
}): { subject: string; text: string } {
  const exEn = o.exhibitor.nameEn || o.exhibitor.name;
  const fairEn = o.fair.nameEn || o.fair.name;
  const subject = `${o.exhibitor.name} 邀请您参加${o.fair.name} / ${exEn} invites you to ${fairEn}`;
  const text = [
    `${o.name ? `${o.name}，` : ''}您好：`,
    '',
    `${o.exhibitor.name} 诚邀您注册参加${o.fair.name}。通过下面的链接注册后，您将成为其客户，可查看其仅对客户开放的展品：`,
    o.link,
    '',
    '———',
    '',
    `${o.name ? `Dear ${o.name},` : 'Hello,'}`,
    '',
    `${exEn} invites you to register for ${fairEn}. Register through the link below to become its client and see its client-only products:`,
    o.link,
    '',
    '如果您不认识该展商，请忽略此邮件。 / If you do not know this exhibitor, please ignore this e-mail.',
  ].join('\n');
  return { subject, text };
}

/** The invitation by SMS (imNotice sendEmailAndSms): short, both languages, the same registration link. */
function invitationSms(o: {
  link: string;
  exhibitor: { name: string; nameEn: string };
  fair: { name: string };
}) {
  const exEn = o.exhibitor.nameEn || o.exhibitor.name;
  return `【${o.fair.name}】${o.exhibitor.name}邀请您注册参会 / ${exEn} invites you to register: ${o.link}`;
}

/** Who invites: a company of a fair, and the account (an employee, or the creator of the key used). */
export type Inviter = { exhibitionId: string; exhibitorId: string; accountId: string };

const inviterOf = (session: AuthSession): Inviter => ({
  exhibitionId: session.exhibitionId,
  exhibitorId: companyOf(session).exhibitorId,
  accountId: session.userAccountId,
});

/**
 * Invites the good candidates: each gets a row in the sent list (its date refreshed when sent again)
 * and a bilingual e-mail whose link registers them with the invitation source and puts them in the
 * company's client pool. Mail goes through SMTP_URL, or the dev outbox without it.
 */
async function invite(
  app: AppContext,
  session: AuthSession,
  candidates: Candidate[],
  lang: LanguageType,
  publicOrigin: string | null,
  checkOnly = false,
): Promise<InvitationReport> {
  const inviter = inviterOf(session);
  const { good, rejected } = await screen(app.db, inviter.exhibitorId, candidates, lang);
  if (good.length === 0 || checkOnly) return { sent: 0, valid: good.length, rejected };
  await record(app, inviter, good, publicOrigin, true);
  return { sent: good.length, valid: good.length, rejected };
}

/**
 * Records screened candidates as the company's invitations, each with its signed registration link, and with
 * `deliver` mails (and texts) them. Refuses the whole lot past the company's bounds, before anything is written.
 */
export async function record(
  app: AppContext,
  inviter: Inviter,
  good: Candidate[],
  publicOrigin: string | null,
  deliver: boolean,
): Promise<{ email: string; link: string; expiresAt: Date }[]> {
  const { exhibitorId, exhibitionId } = inviter;
  if (!publicOrigin) throw fail(ResponseCode.BadRequest, invitationMessages.noPublicAddress);
  await checkLimits(app.db, exhibitorId, good.length);
  const [[exhibitor], [fair]] = await Promise.all([
    app.db
      .select({ name: exhibitors.name, nameEn: exhibitors.nameEn })
      .from(exhibitors)
      .where(eq(exhibitors.id, exhibitorId)),
    app.db
      .select({ name: exhibitions.name, nameEn: exhibitions.nameEn })
      .from(exhibitions)
      .where(eq(exhibitions.id, exhibitionId)),
  ]);
  const base = `${publicOrigin}${app.settings.basePath}/register/email/0`;
  const out: { email: string; link: string; expiresAt: Date }[] = [];
  for (const c of good) {
    const now = clock.now();
    const token = await createInvitationToken(app.db, exhibitionId, {
      email: c.email,
      exhibitorId,
      ttlHours: INVITATION_LINK_TTL_HOURS,
      now,
    });
    const query = new URLSearchParams({
      email: c.email,
      exhibitorId,
      inviteType: 'INVITATION',
      invitationToken: token,
    });
    await app.db
      .insert(emailInvitations)
      .values({
        exhibitionId,
        exhibitorId,
        email: c.email,
        name: c.name,
        mobile: c.mobile,
        sentByAccountId: inviter.accountId,
        invitedAt: now,
      })
      .onConflictDoUpdate({
        target: [emailInvitations.exhibitorId, emailInvitations.email],
        set: { name: c.name, mobile: c.mobile, sentByAccountId: inviter.accountId, invitedAt: now },
      });
    const link = `${base}?${query.toString()}`;
    out.push({ email: c.email, link, expiresAt: new Date(now.getTime() + INVITATION_LINK_TTL_HOURS * HOUR) });
    if (!deliver) continue;
    const mail = invitationMail({
      link,
      name: c.name,
      exhibitor: exhibitor ?? { name: '', nameEn: '' },
      fair: fair ?? { name: '', nameEn: '' },
    });
    await app.delivery.send({
      channel: 'EMAIL',
      to: c.email,
      subject: mail.subject,
      text: mail.text,
      code: null,
    });
    if (c.mobile) {
      await app.delivery.send({
        channel: 'SMS',
        to: c.mobile,
        subject: '',
        text: invitationSms({
          link,
          exhibitor: exhibitor ?? { name: '', nameEn: '' },
          fair: fair ?? { name: '' },
        }),
        code: null,
      });
    }
  }
  return out;
}

/** Addresses typed in by hand, numbered from 1 in the order given. */
export function sendEmails(
  app: AppContext,
  session: AuthSession,
  list: { name: string; email: string; mobile: string }[],
  lang: LanguageType,
  publicOrigin: string | null,
): Promise<InvitationReport> {
  return invite(
    app,
    session,
    list.map((c, i) => ({ row: i + 1, name: c.name, email: c.email, mobile: c.mobile })),
    lang,
    publicOrigin,
  );
}

const HEADERS = [
  { zh: '姓名', en: 'Name' },
  { zh: '邮箱', en: 'E-mail' },
] as const;
/** The third column is optional: a file made from the earlier two-column template still imports. */
const MOBILE_HEADER = { zh: '手机', en: 'Mobile' } as const;
const EXAMPLE = { name: '张三 Zhang San', email: 'buyer@example.com', mobile: '13900000000' };

/** The batch template: the two columns with an example row, and the notes (limits, the example row). */
export async function invitationTemplate(lang: LanguageType): Promise<FileResult> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet(lang === 'en' ? 'Invitations' : '邀请名单');
  sheet.columns = [
    ...HEADERS.map((h) => ({ header: `${h.zh} ${h.en}`, width: 32 })),
    { header: `${MOBILE_HEADER.zh}（可选） ${MOBILE_HEADER.en} (optional)`, width: 28 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow([EXAMPLE.name, EXAMPLE.email, EXAMPLE.mobile]);
  sheet.getRow(2).font = { italic: true, color: { argb: 'FF888888' } };
  addNotesSheet(wb, lang === 'en' ? 'Notes' : '说明', [
    {
      zh: '每行一位受邀人：姓名（可不填）、邮箱和手机（可不填，填写后同时发送短信邀请）。第2行为示例，导入时会被忽略。',
      en: 'One person a row: the name (optional), the e-mail and the mobile (optional: the invitation then also goes by SMS). Row 2 is an example and is skipped.',
    },
    {
      zh: `一个文件最多${INVITATION_IMPORT_MAX_ROWS}行；每小时最多邀请${INVITATIONS_PER_HOUR}个邮箱，每天最多${INVITATIONS_PER_DAY}个。`,
      en: `At most ${INVITATION_IMPORT_MAX_ROWS} rows a file; at most ${INVITATIONS_PER_HOUR} addresses an hour and ${INVITATIONS_PER_DAY} a day.`,
    },
    {
      zh: `格式不正确、重复、${INVITATION_RESEND_HOURS}小时内已邀请过或已注册的邮箱不会发送，并按行号报告。`,
      en: `Bad, repeated, already registered addresses and those invited in the last ${INVITATION_RESEND_HOURS} hours are not sent and are reported by row number.`,
    },
  ]);
  return {
    data: Buffer.from(await wb.xlsx.writeBuffer()),
    contentType: XLSX_TYPE,
    filename: {
      ascii: 'openfair-invitations-template.xlsx',
      local: lang === 'en' ? 'invitations-template.xlsx' : '邀请导入模板.xlsx',
    },
  };
}

/** A filled template (Excel only): every good row is invited, every bad one reported by its row number. */
export async function importEmails(
  app: AppContext,
  session: AuthSession,
  lang: LanguageType,
  readUpload: (maxBytes: number) => Promise<Buffer | 'tooLarge' | null>,
  publicOrigin: string | null,
  checkOnly: boolean,
): Promise<InvitationReport> {
  companyOf(session);
  const file = await readUpload(INVITATION_IMPORT_MAX_BYTES);
  if (file === null) throw fail(ResponseCode.BadRequest, mediaMessages.noFile);
  if (file === 'tooLarge')
    throw fail(
      ResponseCode.BadRequest,
      fillMessage(invitationMessages.tooLarge, { max: formatByteLimit(INVITATION_IMPORT_MAX_BYTES) }),
    );
  const sheet = await loadTemplateSheet(file, HEADERS);
  if (!sheet) throw fail(ResponseCode.BadRequest, invitationMessages.notTemplate);
  const head3 = cellText(sheet.getRow(1).getCell(3).value);
  const hasMobile = head3.includes(MOBILE_HEADER.zh) || head3.includes(MOBILE_HEADER.en);
  const candidates: Candidate[] = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const name = cellText(row.getCell(1).value);
    const email = cellText(row.getCell(2).value);
    const mobile = hasMobile ? cellText(row.getCell(3).value) : '';
    if (!name && !email) continue;
    if (email === EXAMPLE.email) continue;
    if (candidates.length >= INVITATION_IMPORT_MAX_ROWS)
      throw fail(
        ResponseCode.BadRequest,
        fillMessage(invitationMessages.tooManyRows, { max: INVITATION_IMPORT_MAX_ROWS }),
      );
    candidates.push({ row: r, name, email, mobile });
  }
  if (candidates.length === 0) throw fail(ResponseCode.BadRequest, invitationMessages.empty);
  return invite(app, session, candidates, lang, publicOrigin, checkOnly);
}

function sentFilter(session: AuthSession, q: { keyword: string; status: InvitationRegisterFilter }): SQL {
  const { exhibitorId } = companyOf(session);
  const where: (SQL | undefined)[] = [eq(emailInvitations.exhibitorId, exhibitorId)];
  if (q.status === 'registered') where.push(isNotNull(emailInvitations.registeredAt));
  if (q.status === 'unregistered') where.push(isNull(emailInvitations.registeredAt));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(or(sql`${emailInvitations.email} ilike ${like}`, sql`${emailInvitations.name} ilike ${like}`));
  }
  return and(...where)!;
}

const selectSent = (db: Db) =>
  db
    .select({ invitation: emailInvitations, sourceType: visitors.sourceType, visitorName: visitors.name })
    .from(emailInvitations)
    .leftJoin(
      visitors,
      and(
        eq(visitors.exhibitionId, emailInvitations.exhibitionId),
        eq(visitors.userAccountId, emailInvitations.registeredAccountId),
      ),
    );
type SentRow = Awaited<ReturnType<ReturnType<typeof selectSent>['execute']>>[number];

const presentSent = (r: SentRow): EmailInvitation => ({
  id: r.invitation.id,
  name: r.invitation.name || r.visitorName || '',
  email: r.invitation.email,
  mobile: r.invitation.mobile,
  invitedAt: r.invitation.invitedAt.toISOString(),
  registeredAt: r.invitation.registeredAt?.toISOString() ?? null,
  registered: r.invitation.registeredAt !== null,
  sourceType: r.sourceType || 'INVITATION',
});

/** /invitehistory: the company's e-mail invitations, newest first. */
export async function listSent(
  db: Db,
  session: AuthSession,
  q: { keyword: string; status: InvitationRegisterFilter; pageNum: number; pageSize: number },
): Promise<Page<EmailInvitation>> {
  const where = sentFilter(session, q);
  const [rows, [total]] = await Promise.all([
    selectSent(db)
      .where(where)
      .orderBy(desc(emailInvitations.invitedAt), desc(emailInvitations.id))
      .limit(q.pageSize)
      .offset((q.pageNum - 1) * q.pageSize),
    db.select({ n: count() }).from(emailInvitations).where(where),
  ]);
  return { list: rows.map(presentSent), total: total?.n ?? 0, pageNum: q.pageNum, pageSize: q.pageSize };
}

const SENT_COLUMNS: ReportColumn[] = [
  { key: 'name', width: 20, header: { zh: '受邀人', en: 'Audience name' } },
  { key: 'email', width: 32, header: { zh: '邮箱', en: 'E-mail' } },
  { key: 'mobile', width: 16, header: { zh: '短信手机', en: 'SMS mobile' } },
  {
    key: 'invitedAt',
    width: 20,
    header: { zh: '邀请时间（北京时间）', en: 'Invitation date (Beijing time)' },
  },
  {
    key: 'registeredAt',
    width: 20,
    header: { zh: '注册时间（北京时间）', en: 'Register date (Beijing time)' },
  },
  { key: 'status', width: 12, header: { zh: '状态', en: 'Status' } },
  { key: 'sourceType', width: 16, header: { zh: '来源类型', en: 'Source type' } },
];

export async function exportSent(
  db: Db,
  session: AuthSession,
  q: { keyword: string; status: InvitationRegisterFilter },
  lang: LanguageType,
): Promise<FileResult> {
  const rows = await selectSent(db)
    .where(sentFilter(session, q))
    .orderBy(desc(emailInvitations.invitedAt), desc(emailInvitations.id))
    .limit(INVITATION_EXPORT_MAX);
  const en = lang === 'en';
  const data = await buildReport(
    SENT_COLUMNS,
    lang,
    en ? 'Invitations' : '邀请记录',
    rows.map((r) => {
      const s = presentSent(r);
      return {
        name: s.name,
        email: s.email,
        mobile: s.mobile,
        invitedAt: beijingMinute(r.invitation.invitedAt),
        registeredAt: r.invitation.registeredAt ? beijingMinute(r.invitation.registeredAt) : '',
        status: s.registered ? (en ? 'Registered' : '已注册') : en ? 'Unregistered' : '未注册',
        sourceType: s.sourceType,
      };
    }),
  );
  const stamp = beijingMinute(new Date()).slice(0, 10).replaceAll('-', '');
  return {
    data,
    contentType: XLSX_TYPE,
    filename: {
      ascii: `invitations-${stamp}.xlsx`,
      local: `${en ? 'invitations' : '邀请记录'}-${stamp}.xlsx`,
    },
  };
}
