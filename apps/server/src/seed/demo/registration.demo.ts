import { BusinessNatures } from '@openfair/contract';
import type { questionAnswers, questions, vipApplications, visitors } from '../../db/schema/index';
import { DAY, DEMO_COUNTS, type DemoContext, personName, type RowsOf } from '../demo-context';
import {
  BUYER_COMPANY_TYPES,
  BUYER_COMPANY_WORDS,
  CN_CITIES,
  DEMO_CATEGORIES,
  INTL_CITIES,
  INTL_PEOPLE,
  type Pair,
  POSITIONS,
} from '../word-lists';
import { DEMO_ACCOUNTS, DEMO_MOBILES } from './accounts.demo';

export type RegistrationDemo = RowsOf<{
  questions: typeof questions;
  questionAnswers: typeof questionAnswers;
  visitors: typeof visitors;
  vipApplications: typeof vipApplications;
}>;

/** Every this-many-th visitor who completed registration (never visitor@) still waits for review. */
const PENDING_REVIEW_EVERY = 3;
/** Demo VIP applications waiting for review, from the first visitors who completed registration. */
const DEMO_VIP_APPLICATIONS = 3;

/** A demo passport page: clearly a sample, never a real document. */
const demoPassportSvg = (name: string, n: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="420" viewBox="0 0 600 420">` +
  `<rect width="600" height="420" rx="16" fill="#1f3b5c"/><rect x="24" y="24" width="552" height="372" rx="8" fill="#eef2f6"/>` +
  `<circle cx="130" cy="170" r="60" fill="#9aa8b8"/><rect x="70" y="240" width="120" height="90" rx="40" fill="#9aa8b8"/>` +
  `<text x="230" y="110" font-family="sans-serif" font-size="28" fill="#1f3b5c">PASSPORT · 护照</text>` +
  `<text x="230" y="170" font-family="sans-serif" font-size="22" fill="#333">${name.replace(/[<&>"]/g, '')}</text>` +
  `<text x="230" y="215" font-family="monospace" font-size="22" fill="#333">DEMO${String(n).padStart(5, '0')}</text>` +
  `<text x="300" y="350" font-family="sans-serif" font-size="40" fill="#c0392b" text-anchor="middle" opacity="0.8">DEMO 样例</text></svg>`;

type VisitorSpec = {
  key: string;
  email: string;
  mobile: string | null;
  state: 'complete' | 'info' | 'register' | 'none';
};

type QuestionSpec = {
  key: string;
  type: 'SINGLE' | 'MULTIPLE' | 'TEXT';
  title: Pair;
  required: boolean;
  options: Pair[];
  maxLength?: number;
};

// single, multiple and text questions; some required
const QUESTIONS: QuestionSpec[] = [
  {
    key: 'role',
    type: 'SINGLE',
    title: ['您在采购中的角色是？', 'What is your role in purchasing?'],
    required: true,
    options: [
      ['决策者', 'Decision maker'],
      ['建议者', 'Adviser'],
      ['执行采购', 'Buyer'],
      ['其他', 'Other'],
    ],
  },
  {
    key: 'interests',
    type: 'MULTIPLE',
    title: ['您感兴趣的展品类别（可多选）', 'Which exhibit categories interest you? (choose any)'],
    required: true,
    options: DEMO_CATEGORIES.slice(0, 6).map((c) => c.name),
  },
  {
    key: 'budget',
    type: 'SINGLE',
    title: ['本次展会的预计采购额', 'Expected purchasing volume at this fair'],
    required: false,
    options: [
      ['10 万元以下', 'Under CNY 100,000'],
      ['10 万 - 100 万元', 'CNY 100,000 - 1,000,000'],
      ['100 万元以上', 'Over CNY 1,000,000'],
    ],
  },
  {
    key: 'channel',
    type: 'MULTIPLE',
    title: ['您是如何得知本届展会的？', 'How did you hear about this fair?'],
    required: false,
    options: [
      ['展商邀请', 'Exhibitor invitation'],
      ['主办方邮件', 'Organizer email'],
      ['社交媒体', 'Social media'],
      ['朋友推荐', 'A friend'],
    ],
  },
  {
    key: 'needs',
    type: 'TEXT',
    title: ['请简要描述您的采购需求', 'Briefly describe what you are sourcing'],
    required: false,
    options: [],
    maxLength: 500,
  },
];

/** The registration states the other visitors cycle through. */
const STATES: VisitorSpec['state'][] = [
  'complete',
  'complete',
  'info',
  'complete',
  'register',
  'none',
  'complete',
  'info',
];

/**
 * Visitor registration: the questionnaire, the visitors in every registration state (visitor@ done,
 * newvisitor@ not started, the others mixed), and the answers of those who completed it.
 */
export function registrationDemo(ctx: DemoContext): RegistrationDemo {
  const { exhibitionId, rng, id, at } = ctx;
  const visitorSpecs: VisitorSpec[] = [
    { key: 'visitor', email: DEMO_ACCOUNTS.visitor, mobile: DEMO_MOBILES.visitor, state: 'complete' },
    { key: 'newvisitor', email: DEMO_ACCOUNTS.newVisitor, mobile: DEMO_MOBILES.newVisitor, state: 'none' },
  ];
  for (let v = 1; v <= DEMO_COUNTS.extraVisitors; v++) {
    visitorSpecs.push({
      key: `visitor-${v}`,
      email: `visitor.${v}@openfair.test`,
      mobile: null,
      state: STATES[(v - 1) % STATES.length]!,
    });
  }
  const questionRows: RegistrationDemo['questions'] = QUESTIONS.map((q, k) => ({
    id: id('question', q.key),
    exhibitionId,
    type: q.type,
    title: q.title[0],
    titleEn: q.title[1],
    required: q.required,
    options: q.options.map((o, j) => ({ id: `${q.key}-${j + 1}`, label: o[0], labelEn: o[1] })),
    maxLength: q.maxLength ?? 500,
    sort: k + 1,
    isDemo: true,
  }));
  const answerRows: RegistrationDemo['questionAnswers'] = [];
  // A stream of its own, so that the answers do not shift the content generated after them.
  const answerRng = ctx.stream('answers');

  const visitorRows: RegistrationDemo['visitors'] = [];
  // Visitors from abroad come first from the exhibitors' countries, so that every country the
  // /find/person filter offers (the exhibitors' countries) finds visitors.
  const exhibitorCountries = new Set(INTL_CITIES.map((c) => c.countryCode));
  const intlPeople = [
    ...INTL_PEOPLE.filter((p) => exhibitorCountries.has(p[2])),
    ...INTL_PEOPLE.filter((p) => !exhibitorCountries.has(p[2])),
  ];
  let intlFilled = 0;
  let filledCount = 0;
  let completedCount = 0;
  const vipRows: RegistrationDemo['vipApplications'] = [];
  visitorSpecs.forEach((spec, v) => {
    const filled = spec.state !== 'none';
    // Two visitors in five (not the demo accounts) come from abroad.
    const intl = v > 1 && (v % 5 === 2 || v % 5 === 4);
    const person = intl ? intlPeople[(filled ? intlFilled++ : intlFilled) % intlPeople.length]! : null;
    const name: Pair = person ? [`${person[0]} ${person[1]}`, `${person[0]} ${person[1]}`] : personName(rng);
    const word = rng.pick(BUYER_COMPANY_WORDS);
    const type = rng.pick(BUYER_COMPANY_TYPES);
    // Chinese visitors come from a real province and city (the area ids /profile requires for China).
    const home = person ? null : rng.pick(CN_CITIES);
    const company: Pair = home
      ? [`${home.prefix[0]}${word[0]}${type[0]}`, `${home.prefix[1]} ${word[1]} ${type[1]}`]
      : [`${word[1]} ${type[1]}`, `${word[1]} ${type[1]}`];
    const position = rng.pick(POSITIONS);
    // Purchase categories walk the catalogue's categories so that each category filter of
    // /find/person finds visitors; a business nature from the registration form's list.
    const f = filled ? filledCount++ : 0;
    const purchaseCategories = [
      ...new Set(
        [f, f + 3, ...(f % 2 === 0 ? [f + 5] : [])].map(
          (k) => DEMO_CATEGORIES[k % DEMO_CATEGORIES.length]!.key,
        ),
      ),
    ];
    const businessNature = BusinessNatures[f % (BusinessNatures.length - 1)]!;
    const accountId = ctx.accounts.add(spec.key, spec.email, filled ? name[0] : '', spec.mobile);
    // 0 for visitor@ and for visitors who have not completed registration; 1, 2, ... for the others.
    const completed = spec.state === 'complete' && spec.key !== 'visitor' ? ++completedCount : 0;
    ctx.accounts.join(accountId, 'VISITOR', {
      flags: {
        completeVisitor: filled,
        completeVisitorRegister: spec.state === 'register' || spec.state === 'complete',
        completeQuestionnaire: spec.state === 'complete',
        completeExhibitionRegistration: spec.state === 'complete',
      },
    });
    visitorRows.push({
      id: id('visitor', spec.key),
      exhibitionId,
      userAccountId: accountId,
      name: filled ? name[0] : '',
      headImage: ctx.accounts.headImageOf(accountId),
      email: spec.email,
      mobile: spec.mobile ?? '',
      // The account's own contacts, proven at registration.
      emailVerified: true,
      mobileVerified: spec.mobile !== null,
      company: filled ? company[0] : '',
      position: filled ? (person ? position[1] : position[0]) : '',
      nameEn: filled ? name[1] : '',
      companyEn: filled ? company[1] : '',
      positionEn: filled ? position[1] : '',
      businessNature: filled && spec.state !== 'info' ? businessNature : '',
      purchaseCategories: filled && spec.state !== 'info' ? purchaseCategories : [],
      countryCode: filled ? (person ? person[2] : 'CN') : '',
      provinceId: filled && home ? home.provinceId : '',
      cityId: filled && home ? home.cityId : '',
      // Every third visitor who filled in the first step lets exhibitors see their email and mobile
      // (the demo visitor among them), so the person detail shows both the consent and the default.
      shareContact: filled && v % 3 === 0,
      ...reviewOf(spec, completed, at(15 * DAY - v * 3_600_000 + 1_800_000)),
      isDemo: true,
      createdAt: at(15 * DAY - v * 3_600_000),
    });
    if (completed > 0 && completed <= DEMO_VIP_APPLICATIONS) {
      const photo = ctx.accounts.headImageOf(accountId);
      vipRows.push({
        id: id('vip', spec.key),
        exhibitionId,
        userAccountId: accountId,
        passportNumber: `DEMO${String(completed).padStart(5, '0')}`,
        passportPhoto: ctx.images.add(
          `demo/vip/passport-${completed}.svg`,
          demoPassportSvg(name[1], completed),
        ),
        photo,
        fullName: name[1],
        sexTitle: completed % 2 === 0 ? 'MS' : 'MR',
        companyName: company[1],
        phone: `+86-21-5555-00${String(completed).padStart(2, '0')}`,
        address: person ? `${person[2]}` : `${home?.prefix[1] ?? ''}, China`,
        email: spec.email,
        status: 'pending',
        submittedAt: at(2 * DAY - completed * 3_600_000),
        isDemo: true,
      });
    }
    if (filled) ctx.visitorNames.push(name);
    if (spec.state === 'complete') {
      // Required questions answered by everyone who completed registration, optional ones by some.
      for (const q of questionRows) {
        const options = q.options ?? [];
        if (!q.required && answerRng.chance(0.4)) continue;
        const optionIds =
          q.type === 'SINGLE'
            ? [answerRng.pick(options).id]
            : q.type === 'MULTIPLE'
              ? answerRng.sample(options, answerRng.int(1, Math.min(3, options.length))).map((o) => o.id)
              : [];
        answerRows.push({
          id: id('answer', `${spec.key}-${q.id}`),
          exhibitionId,
          userAccountId: accountId,
          questionId: q.id!,
          optionIds,
          text:
            q.type === 'TEXT'
              ? person
                ? 'Looking for reliable OEM suppliers.'
                : '寻找稳定的贴牌代工供应商。'
              : '',
        });
      }
    }
  });
  return {
    questions: questionRows,
    questionAnswers: answerRows,
    visitors: visitorRows,
    vipApplications: vipRows,
  };
}

/**
 * A completed registration is approved, or (every few) still waits for the organizer's review; one not
 * completed has not been submitted. visitor@ is approved, so the demo's main buyer is never held up.
 */
function reviewOf(spec: VisitorSpec, completed: number, submittedAt: Date) {
  if (spec.state !== 'complete') return { reviewStatus: 'pending' as const, submittedAt: null };
  if (completed > 0 && completed % PENDING_REVIEW_EVERY === 0)
    return { reviewStatus: 'pending' as const, submittedAt };
  return { reviewStatus: 'approved' as const, submittedAt, reviewedAt: submittedAt };
}
