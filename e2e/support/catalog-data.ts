import {
  type ApiPath,
  type CatalogPage,
  CatalogPaths,
  type ExhibitorCard,
  type ProductCard,
  RegistrationPaths,
  SessionPaths,
  type VisitorCard,
  type VisitorDetail,
  type VisitorProfile,
} from '@openfair/contract';
import type { Page } from 'playwright-core';
import { postApi } from './api';
import { DEMO_PASSWORD, type DemoAccount } from './journey';
import { registerVisitorByApi, uniqueEmail } from './registration';

/**
 * What the catalogue holds for a given viewer, read through the same calls the client makes, so the
 * catalogue journeys compare the screens with the server instead of hard-coded demo names.
 */

type SubjectType = 'VISITOR' | 'ACTOR';

/** A token for `who` through webLogon (the login the screens use), for calls made beside the browser. */
export async function apiToken(baseURL: string, who: DemoAccount, password = DEMO_PASSWORD): Promise<string> {
  const loginSubjectType: SubjectType = who.loginPath === '/login/actor' ? 'ACTOR' : 'VISITOR';
  const res = await postApi<{ token: string }>(baseURL, SessionPaths.webLogon, {
    body: { account: who.email, password, loginSubjectType },
  });
  if (res.code !== 1000) throw new Error(`webLogon ${who.email}: ${res.code} ${res.msg}`);
  return res.data.token;
}

export type Viewer = { token?: string; subjectType?: SubjectType; languageType?: 'cn' | 'en' };

async function call<T>(baseURL: string, path: ApiPath, viewer: Viewer, body: Record<string, unknown>) {
  const res = await postApi<T>(baseURL, path, {
    body,
    token: viewer.token,
    subjectType: viewer.subjectType ?? '',
    languageType: viewer.languageType,
  });
  if (res.code !== 1000) throw new Error(`${path}: ${res.code} ${res.msg}`);
  return res.data;
}

export function visitorList(baseURL: string, viewer: Viewer, keyword = '', pageSize = 12) {
  return call<CatalogPage<VisitorCard>>(baseURL, CatalogPaths.visitorList, viewer, {
    pageNum: 1,
    pageSize,
    keyword,
  });
}

export function visitorDetail(baseURL: string, viewer: Viewer, id: string) {
  return call<VisitorDetail>(baseURL, CatalogPaths.visitorDetail, viewer, { id });
}

/** The caller's own visitor record (getVisitor, what /profile shows). */
export function ownProfile(baseURL: string, viewer: Viewer) {
  return call<VisitorProfile>(baseURL, RegistrationPaths.getVisitor, viewer, {});
}

export function exhibitorList(baseURL: string, viewer: Viewer, pageSize = 12) {
  return call<CatalogPage<ExhibitorCard>>(baseURL, CatalogPaths.exhibitorList, viewer, {
    pageNum: 1,
    pageSize,
  });
}

export function productList(baseURL: string, viewer: Viewer, pageSize = 12) {
  return call<CatalogPage<ProductCard>>(baseURL, CatalogPaths.productList, viewer, { pageNum: 1, pageSize });
}

export type Buyer = {
  email: string;
  name: string;
  company: string;
  position: string;
  businessNature: string;
  purchaseCategories: string[];
  sourcingDemand: string;
};

/**
 * A new visitor with both info steps filled in through the registration calls, with a company name no
 * other run used, so an exhibitor's keyword filter finds exactly this one. The demo visitors carry only
 * the first step (no business nature, categories or needs), which leaves those fields of the person
 * detail untested without such a visitor.
 */
export async function registerBuyer(
  baseURL: string,
  fields: Omit<Buyer, 'email' | 'company'> & { companyPrefix: string },
): Promise<Buyer> {
  const email = uniqueEmail('buyer');
  const tag = email.split('@')[0]?.replace(/^buyer-/, '') ?? '';
  const company = `${fields.companyPrefix} ${tag}`;
  const { token } = await registerVisitorByApi(baseURL, email, 'Buyer2026ab');
  const visitor = { token, subjectType: 'VISITOR' as const };
  await call(baseURL, RegistrationPaths.completeVisitor, visitor, {
    name: fields.name,
    company,
    position: fields.position,
    // a country without provinces, so no area ids are needed
    countryId: 'DE',
  });
  await call(baseURL, RegistrationPaths.saveAccountInfo, visitor, {
    businessNature: fields.businessNature,
    purchaseCategories: fields.purchaseCategories,
    sourcingDemand: fields.sourcingDemand,
  });
  return { ...fields, email, company };
}

/**
 * Nothing sticks out sideways (a horizontal scrollbar on a phone). A plain throw rather than vitest's
 * expect, so the screenshot script can use it outside the test runner.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  if (scrollWidth > innerWidth) {
    throw new Error(`the page is ${scrollWidth} px wide in a ${innerWidth} px window`);
  }
}
