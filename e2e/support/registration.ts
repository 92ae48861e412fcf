import {
  type ApiPath,
  type OutboxMessage,
  RegistrationPaths,
  SessionPaths,
  type SliderChallenge,
  type UserInfo,
  VerificationPaths,
  type WebLogonResponse,
} from '@openfair/contract';
import type { Page, Response } from 'playwright-core';
import { generateDemoData } from '../../apps/server/src/seed/demo/index';
import { clientAddressHeader, type Envelope, postApi, runtimeConfig } from './api';
import { during } from './browser';

/**
 * Helpers of the registration journeys: fresh emails and mobiles, the codes of the dev
 * outbox, the slider check solved the way a person does it (dragging the handle), and accounts made
 * through the API for journeys that start from an existing account.
 */

let serial = 0;
const runTag = () => `${Date.now().toString(36)}${(++serial).toString(36)}${process.pid.toString(36)}`;

/** An email no earlier run used (the journeys share one server and its accounts). */
export function uniqueEmail(tag: string): string {
  return `${tag}-${runTag()}@e2e.openfair.test`;
}

/** A Chinese mobile number (1[3-9] + 9 digits) no earlier run used. */
export function uniqueMobile(): string {
  serial += 1;
  const digits = String((Date.now() * 100 + serial * 7 + process.pid) % 1_000_000_000).padStart(9, '0');
  return `19${digits}`;
}

export async function getApi<T>(baseURL: string, path: ApiPath, query: Record<string, string>): Promise<T> {
  const res = await fetch(`${baseURL}${path}?${new URLSearchParams(query)}`, {
    headers: clientAddressHeader(),
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.code !== 1000) throw new Error(`GET ${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** The messages the dev outbox holds for an email or mobile, newest first. */
export function outbox(baseURL: string, to: string): Promise<OutboxMessage[]> {
  return getApi<OutboxMessage[]>(baseURL, VerificationPaths.devOutbox, { to });
}

/**
 * The code of the newest outbox message to `to` that is not one of `seen` (ids of messages already
 * there before the send), waiting for it to arrive.
 */
export async function waitForCode(
  baseURL: string,
  to: string,
  seen: string[] = [],
  timeout = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const fresh = (await outbox(baseURL, to)).find((m) => !seen.includes(m.id) && m.code);
    if (fresh?.code) return fresh.code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no new code for ${to} in the dev outbox`);
}

/** Ids of the messages already in the outbox for `to` (so waitForCode finds the next one). */
export async function outboxIds(baseURL: string, to: string): Promise<string[]> {
  return (await outbox(baseURL, to)).map((m) => m.id);
}

export async function sliderAnswer(baseURL: string, challengeId: string): Promise<number> {
  return (await getApi<{ x: number }>(baseURL, VerificationPaths.devSliderAnswer, { challengeId })).x;
}

const isChallenge = (res: Response) =>
  res.url().includes(VerificationPaths.sliderChallenge) && res.request().method() === 'POST';

/** How long "send code" may take to bring a puzzle before the journey looks at why it did not. */
const PUZZLE_WAIT_MS = 20_000;

/**
 * Asks for the puzzle with `open` and returns the server's answer. On a loaded CI machine the puzzle
 * once failed to come twice in a row with nothing on record to say why: if it does not come in time,
 * what the page showed is printed (the button's state, dialogs over it, the fields' values, whether
 * the app had come alive) and `open` is tried once more, as a person would click again.
 */
async function openPuzzle(page: Page, open: () => Promise<void>): Promise<Response> {
  try {
    return await during(page.waitForResponse(isChallenge, { timeout: PUZZLE_WAIT_MS }), open);
  } catch (error) {
    if (!(error instanceof Error && error.name === 'TimeoutError')) throw error;
    console.warn(
      `passSlider: no puzzle ${PUZZLE_WAIT_MS / 1000} s after asking: ${await puzzlePageState(page)}`,
    );
    return during(page.waitForResponse(isChallenge), open);
  }
}

function puzzlePageState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const button = document.querySelector<HTMLButtonElement>('button.of-send-code');
      return JSON.stringify({
        path: location.pathname,
        appReady: document.documentElement.dataset.ofReady ?? null,
        sendCode: button ? { disabled: button.disabled, text: button.textContent } : null,
        puzzleOpen: document.querySelector('.of-slider') !== null,
        dialogs: Array.from(document.querySelectorAll('[role="dialog"]')).map((d) =>
          d.textContent?.slice(0, 160),
        ),
        fields: Array.from(document.querySelectorAll('input')).map(
          (i) => `${i.id || i.name}=${i.type === 'password' ? '…' : i.value}`,
        ),
      });
    })
    .catch((error: unknown) => `(page not readable: ${String(error)})`);
}

/**
 * Opens the slider check with `open` (e.g. a click on "send code") and solves it by dragging the
 * handle with the mouse to the answer, in steps over about half a second like a person: the server
 * refuses a jump. Resolves once the modal has closed (the puzzle was accepted).
 */
export async function passSlider(page: Page, baseURL: string, open: () => Promise<void>): Promise<void> {
  const challengeResponse = await openPuzzle(page, open);
  const challenge = (await challengeResponse.json()) as Envelope<SliderChallenge>;
  await dragSliderTo(page, challenge.data, await sliderAnswer(baseURL, challenge.data.challengeId));
  await page.locator('.of-slider').waitFor({ state: 'detached', timeout: 5000 });
}

/** Drags the slider handle of the open puzzle until the piece's left offset is `x` puzzle pixels. */
export async function dragSliderTo(page: Page, challenge: SliderChallenge, x: number): Promise<void> {
  const modal = page.locator('.of-slider');
  // The puzzle image is drawn before the handle accepts a drag.
  await modal.locator('.of-slider-piece').waitFor();
  await modal.locator('img.of-slider-bg').evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) await img.decode().catch(() => {});
  });
  const handle = modal.getByRole('slider');
  // The modal zooms in when it opens: wait until the handle stops moving before grabbing it.
  let box = await handle.boundingBox();
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(100);
    const next = await handle.boundingBox();
    const still = box && next && box.x === next.x && box.y === next.y && box.width === next.width;
    box = next;
    if (still) break;
  }
  const track = await modal.locator('.of-slider-track').boundingBox();
  if (!track || !box) throw new Error('the slider is not on screen');
  const scale = track.width / challenge.width;
  const startX = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(startX, y);
  await page.mouse.down();
  // Fast at first, slowing down near the gap, as a hand does.
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const eased = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(startX + x * scale * eased, y + (i % 2), { steps: 2 });
    await page.waitForTimeout(45);
  }
  await page.mouse.up();
}

/** The slider check through the API (for accounts a journey needs before it starts). */
async function sliderTokenByApi(baseURL: string): Promise<string> {
  const challenge = await postApi<SliderChallenge>(baseURL, VerificationPaths.sliderChallenge);
  const x = await sliderAnswer(baseURL, challenge.data.challengeId);
  // The server wants the answer no sooner than a person could look at the puzzle, and a drag's samples.
  await new Promise((r) => setTimeout(r, 600));
  const samples = 16;
  const path = Array.from({ length: samples + 1 }, (_, i): [number, number] => {
    const f = i / samples;
    return i === samples
      ? [500, x]
      : [Math.round(f * 480 + (i % 2) * 7), Math.round(x * (1 - (1 - f) ** 2) * 10) / 10];
  });
  const token = await postApi<{ verificationToken: string }>(
    baseURL,
    VerificationPaths.getLimitVerificationToken,
    { body: { challengeId: challenge.data.challengeId, x, durationMs: 500, path } },
  );
  if (token.code !== 1000) throw new Error(`slider: ${token.msg}`);
  return token.data.verificationToken;
}

/**
 * A new visitor registered by email through the API (slider, code from the outbox, validateEmail,
 * registerUserByEmail): the account exists with `password` and its first info step is still open.
 */
export async function registerVisitorByApi(
  baseURL: string,
  email: string,
  password: string,
): Promise<WebLogonResponse> {
  const seen = await outboxIds(baseURL, email);
  const sent = await postApi<unknown>(baseURL, VerificationPaths.getEmailCode, {
    body: { email, scene: 'REGISTER', verificationToken: await sliderTokenByApi(baseURL) },
  });
  if (sent.code !== 1000) throw new Error(`getEmailCode: ${sent.msg}`);
  const code = await waitForCode(baseURL, email, seen);
  const validated = await postApi<{ verifiedToken: string }>(baseURL, VerificationPaths.validateEmail, {
    body: { email, code, scene: 'REGISTER' },
  });
  if (validated.code !== 1000) throw new Error(`validateEmail: ${validated.msg}`);
  const registered = await postApi<WebLogonResponse>(baseURL, RegistrationPaths.registerUserByEmail, {
    body: { email, verifiedToken: validated.data.verifiedToken, password, confirmPassword: password },
    subjectType: 'VISITOR',
  });
  if (registered.code !== 1000) throw new Error(`registerUserByEmail: ${registered.msg}`);
  return registered.data;
}

/** GET /getInfo with a token, as the client reads it (common fields in the query). */
export async function getInfo(baseURL: string, token: string, subjectType = 'VISITOR'): Promise<UserInfo> {
  const { exhibitionId, appId } = await runtimeConfig(baseURL);
  const query = new URLSearchParams({ languageType: 'cn', exhibitionId, appId, terminal: 'PC', subjectType });
  const res = await fetch(`${baseURL}${SessionPaths.getInfo}?${query}`, {
    headers: { authorization: token },
  });
  const body = (await res.json()) as Envelope<UserInfo>;
  if (body.code !== 1000) throw new Error(`getInfo: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * The first demo exhibitor and its code, recomputed from the deterministic demo generator with the
 * server's exhibition id (the code is drawn from a generator seeded by that id; `now` only moves dates).
 */
export async function firstDemoExhibitor(baseURL: string): Promise<{ id: string; code: string }> {
  const { exhibitionId, appId } = await runtimeConfig(baseURL);
  const plan = generateDemoData({ exhibitionId, appId, now: new Date() });
  const first = plan.exhibitors[0];
  if (!first?.id) throw new Error('the demo plan has no exhibitor');
  // Binding codes are random per install: ask the development call, as an administrator would tell staff.
  const { code } = await getApi<{ code: string }>(baseURL, RegistrationPaths.devExhibitorCode, {
    exhibitorId: first.id,
  });
  return { id: first.id, code };
}

/** An area's name as the area calls give it in a language (the select shows these names). */
export async function areaName(
  baseURL: string,
  lang: 'zh' | 'en',
  path: ApiPath,
  id: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const { exhibitionId, appId } = await runtimeConfig(baseURL);
  const list = await getApi<{ id: string; name: string }[]>(baseURL, path, {
    ...extra,
    languageType: lang === 'en' ? 'en' : 'cn',
    exhibitionId,
    appId,
    terminal: 'PC',
    subjectType: '',
  });
  const found = list.find((a) => a.id === id);
  if (!found) throw new Error(`no area ${id} at ${path}`);
  return found.name;
}

/**
 * A new visitor who registers by email and completes every step through the API (first info, business
 * info, the organizer's required questions): the registration then waits for the organizer's review.
 */
export async function completedRegistrationByApi(
  baseURL: string,
  email: string,
  password: string,
  name: string,
): Promise<{ token: string }> {
  const { token } = await registerVisitorByApi(baseURL, email, password);
  const as = { token, subjectType: 'VISITOR' };
  const step = async (path: ApiPath, body: Record<string, unknown>) => {
    const res = await postApi<unknown>(baseURL, path, { ...as, body });
    if (res.code !== 1000) throw new Error(`${path}: ${res.msg}`);
  };
  await step(RegistrationPaths.completeVisitor, {
    name,
    company: '深圳旅程贸易有限公司',
    position: '采购经理',
    countryId: 'CN',
    provinceId: '44',
    cityId: '4403',
  });
  await step(RegistrationPaths.saveAccountInfo, {
    businessNature: 'retailer',
    purchaseCategories: [],
    sourcingDemand: '',
    website: '',
    telephone: '',
    social: {},
  });
  const questions = await postApi<
    { id: string; type: string; required: boolean; options: { id: string }[] }[]
  >(baseURL, RegistrationPaths.questionSite, as);
  await step(RegistrationPaths.saveQuestion, {
    answers: questions.data
      .filter((q) => q.required)
      .map((q) =>
        q.type === 'TEXT'
          ? { questionId: q.id, optionIds: [], text: 'Looking for suppliers.' }
          : { questionId: q.id, optionIds: [q.options[0]!.id], text: '' },
      ),
  });
  return { token };
}
