import { NETWORK_ERROR_TOAST_MS, REQUEST_TIMEOUT_MS } from '@openfair/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setRuntimeConfig } from '../app/runtime-config';
import { sessionStore } from '../features/session/session-store';
import { initI18n } from '../i18n';
import { testConfig } from '../test/fixtures';
import { ApiError, get, NO_AUTH_PATHS, post, request, resetExpiryDialogState } from './request';
import { bindUiBridge, type ExpiryDialogOptions } from './ui-bridge';

type Call = { url: URL; init: RequestInit };

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json;charset=utf-8' },
  });
}

let calls: Call[] = [];
let responder: (call: Call) => Promise<Response> | Response;
const ui = {
  notifyError: vi.fn<(m: string) => void>(),
  messageError: vi.fn<(m: string, ms: number) => void>(),
  confirmLoginExpired: vi.fn<(o: ExpiryDialogOptions) => void>(),
  navigate: vi.fn<(to: string, o?: { replace?: boolean }) => void>(),
  logout: vi.fn<() => Promise<void>>(async () => {}),
};
let unbind: () => void;

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  calls = [];
  responder = () => jsonResponse({ code: 1000, msg: 'ok', data: { hello: 'world' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const call = { url: new URL(input, 'http://localhost'), init };
      calls.push(call);
      if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
      return responder(call);
    }),
  );
  setRuntimeConfig(testConfig);
  sessionStore.reset({ token: 'tok-1', subjectType: 'VISITOR', language: 'zh', exhibitionId: 'fair-1' });
  window.history.replaceState(null, '', '/');
  resetExpiryDialogState();
  for (const fn of Object.values(ui)) fn.mockClear();
  unbind = bindUiBridge(ui);
});

afterEach(() => {
  unbind();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.__OPENFAIR_BASE_PATH__ = undefined;
});

const bodyOf = (call: Call) => JSON.parse(String(call.init.body)) as Record<string, unknown>;
const headersOf = (call: Call) => call.init.headers as Record<string, string>;
const common = {
  languageType: 'cn',
  exhibitionId: 'fair-1',
  appId: 'app-1',
  terminal: 'PC',
  subjectType: 'VISITOR',
};

describe('request wrapper headers and common fields (spec 000 §7)', () => {
  it('sends Authorization with the stored token and JSON utf-8', async () => {
    await post('/visitor/v2/article/getArticle', { id: 'a' });
    const call = calls[0]!;
    expect(call.init.method).toBe('POST');
    expect(headersOf(call).Authorization).toBe('tok-1');
    expect(headersOf(call)['Content-Type']).toBe('application/json;charset=UTF-8');
  });

  it('omits Authorization when no token is stored', async () => {
    sessionStore.setState({ token: '' });
    await post('/visitor/v2/article/getArticle');
    expect(headersOf(calls[0]!).Authorization).toBeUndefined();
  });

  it.each(NO_AUTH_PATHS)('omits Authorization on the ID-check call %s', async (path) => {
    await post(path, {});
    expect(headersOf(calls[0]!).Authorization).toBeUndefined();
  });

  it('adds the common fields to a body, also an empty one', async () => {
    await post('/visitor/v2/article/getArticle', { id: 'a' });
    await post('/visitor/v2/notice/listType');
    expect(bodyOf(calls[0]!)).toEqual({ id: 'a', ...common });
    expect(bodyOf(calls[1]!)).toEqual(common);
  });

  it('adds the common fields to a query, also an empty one', async () => {
    await get('/visitor/v2/area/getCityList', { provinceId: '44' });
    await get('/getInfo');
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toEqual({ provinceId: '44', ...common });
    expect(Object.fromEntries(calls[1]!.url.searchParams)).toEqual(common);
    expect(calls[1]!.url.pathname).toBe('/getInfo');
    expect(calls[1]!.init.body).toBeUndefined();
  });

  it('maps zh to cn and en to en', async () => {
    sessionStore.setState({ language: 'en' });
    await post('/x');
    expect(bodyOf(calls[0]!).languageType).toBe('en');
    sessionStore.setState({ language: 'zh' });
    await post('/x');
    expect(bodyOf(calls[1]!).languageType).toBe('cn');
  });

  it('forces cn on /liveManage, also under a base path', async () => {
    sessionStore.setState({ language: 'en' });
    window.history.replaceState(null, '', '/liveManage');
    await post('/x');
    window.__OPENFAIR_BASE_PATH__ = '/fair';
    window.history.replaceState(null, '', '/fair/liveManage');
    await get('/y');
    window.history.replaceState(null, '', '/fair/live');
    await post('/z');
    expect(bodyOf(calls[0]!).languageType).toBe('cn');
    expect(calls[1]!.url.searchParams.get('languageType')).toBe('cn');
    expect(calls[1]!.url.pathname).toBe('/fair/y');
    expect(bodyOf(calls[2]!).languageType).toBe('en');
  });

  it('prefixes every call with the base path', async () => {
    window.__OPENFAIR_BASE_PATH__ = '/expo';
    await post('/visitor/v2/article/getArticle');
    expect(calls[0]!.url.pathname).toBe('/expo/visitor/v2/article/getArticle');
  });
});

describe('success forms and errors (spec 000 §8)', () => {
  it.each([
    ['code 1000', { code: 1000, msg: '', data: 42 }, 42],
    ['code "1000"', { code: '1000', msg: '', data: 42 }, 42],
    ['code "0000"', { code: '0000', msg: '', data: 42 }, 42],
    ['status OK', { status: 'OK', data: 42 }, 42],
    ['an app-token key', { 'app-token': 'abc', value: 1 }, { 'app-token': 'abc', value: 1 }],
  ])('resolves %s', async (_name, body, expected) => {
    responder = () => jsonResponse(body);
    await expect(post('/x')).resolves.toEqual(expected);
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it('rejects any other code with the server message shown as an error notification', async () => {
    responder = () => jsonResponse({ code: 1006, msg: '账号或密码错误', data: null });
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1006);
    expect((error as ApiError).message).toBe('账号或密码错误');
    expect(ui.notifyError).toHaveBeenCalledWith('账号或密码错误');
  });

  it('shows nothing for a silent call', async () => {
    responder = () => jsonResponse({ code: 1006, msg: 'nope', data: null });
    await expect(post('/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it.each([401, 1003])(
    'code %s opens the single login-expired dialog; later expiries only notify',
    async (code) => {
      responder = () => jsonResponse({ code, msg: '登录状态已过期，请重新登录', data: null });
      await expect(post('/a')).rejects.toBeInstanceOf(ApiError);
      await expect(post('/b')).rejects.toBeInstanceOf(ApiError);
      await expect(get('/c')).rejects.toBeInstanceOf(ApiError);
      expect(ui.confirmLoginExpired).toHaveBeenCalledTimes(1);
      expect(ui.notifyError).toHaveBeenCalledTimes(2);
      const options = ui.confirmLoginExpired.mock.calls[0]![0];
      expect(options).toMatchObject({
        title: '系统提示',
        content: '登录状态已过期，请重新登录',
        okText: '重新登录',
      });
      // Confirm: logout, then /login replacing history; a later expiry opens a dialog again.
      await options.onConfirm();
      expect(ui.logout).toHaveBeenCalledTimes(1);
      expect(ui.navigate).toHaveBeenCalledWith('/login', { replace: true });
      await expect(post('/d')).rejects.toBeInstanceOf(ApiError);
      expect(ui.confirmLoginExpired).toHaveBeenCalledTimes(2);
    },
  );

  it('treats a bare HTTP 401 without an envelope as an expiry', async () => {
    responder = () =>
      new Response('Unauthorized', { status: 401, headers: { 'Content-Type': 'text/plain' } });
    await expect(post('/x')).rejects.toMatchObject({ code: 401 });
    expect(ui.confirmLoginExpired).toHaveBeenCalledTimes(1);
  });

  it('shows the login-expired dialog in English', async () => {
    initI18n('en');
    responder = () => jsonResponse({ code: 1003, msg: 'expired', data: null });
    await post('/x').catch(() => {});
    expect(ui.confirmLoginExpired.mock.calls[0]![0]).toMatchObject({
      title: 'System tip',
      okText: 'Log in again',
    });
    initI18n('zh');
  });

  it('shows network errors for NETWORK_ERROR_TOAST_MS', async () => {
    responder = () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(post('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(ui.messageError).toHaveBeenCalledTimes(1);
    expect(ui.messageError.mock.calls[0]![1]).toBe(NETWORK_ERROR_TOAST_MS);
    expect(NETWORK_ERROR_TOAST_MS).toBe(5000);
  });

  it('does not show an aborted or cancelled call', async () => {
    const controller = new AbortController();
    responder = () => {
      controller.abort();
      throw new DOMException('The operation was aborted.', 'AbortError');
    };
    await expect(post('/x', {}, { signal: controller.signal })).rejects.toMatchObject({ kind: 'abort' });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(post('/y', {}, { signal: cancelled.signal })).rejects.toMatchObject({ kind: 'abort' });
    expect(ui.messageError).not.toHaveBeenCalled();
    expect(ui.notifyError).not.toHaveBeenCalled();
  });

  it('times out after REQUEST_TIMEOUT_MS and shows it', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(2_000_000);
    vi.useFakeTimers();
    responder = (call) =>
      new Promise<Response>((_resolve, reject) => {
        call.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const pending = post('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(ui.messageError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'network', code: 'TIMEOUT' });
    expect(ui.messageError).toHaveBeenCalledTimes(1);
  });
});

describe('stream calls', () => {
  it('resolves a blob for a stream call', async () => {
    responder = () =>
      new Response(new Uint8Array([1, 2, 3]), {
        status: 200,
        headers: { 'Content-Type': 'application/vnd.ms-excel' },
      });
    const blob = await request<Blob>({ path: '/visitor/v2/collection/exportExcelActor', stream: true });
    // jsdom and Node each have a Blob class: check the tag, not the realm's constructor.
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]');
    expect(blob.size).toBe(3);
    expect(bodyOf(calls[0]!)).toEqual(common);
  });

  it('still rejects a JSON error envelope on a stream call', async () => {
    responder = () => jsonResponse({ code: 1004, msg: 'forbidden', data: null });
    await expect(request({ path: '/x', stream: true })).rejects.toMatchObject({ code: 1004 });
    expect(ui.notifyError).toHaveBeenCalledWith('forbidden');
  });
});
