import {
  AreaPaths,
  CatalogPaths,
  ContentPaths,
  NETWORK_ERROR_TOAST_MS,
  REQUEST_TIMEOUT_MS,
} from '@openfair/contract';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n';
import { type AppEventMap, appEvents } from '../lib/app-events';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';
import { testConfig } from '../test/fixtures';
import { failure, mockApi, networkError, pending, raw, requests } from '../test/server';
import { ApiError, NO_AUTH_PATHS, type QueryValue, request, resetExpiryDialogState } from './request';

type CallOptions = Omit<Parameters<typeof request>[0], 'path' | 'method' | 'body' | 'query'>;
/** The wrapper itself, on any path (the typed `post`/`get` only take the contract's paths). */
const post = <T = unknown>(path: string, body?: Record<string, unknown>, opts?: CallOptions) =>
  request<T>({ ...opts, path, method: 'POST', body });
const get = <T = unknown>(path: string, query?: Record<string, QueryValue>, opts?: CallOptions) =>
  request<T>({ ...opts, path, method: 'GET', query });

/** What the wrapper raised as app events during a test. */
const raised = {
  errorNotice: vi.fn<(p: AppEventMap['errorNotice']) => void>(),
  errorToast: vi.fn<(p: AppEventMap['errorToast']) => void>(),
  loginExpired: vi.fn<(p: AppEventMap['loginExpired']) => void>(),
};
let unsubscribe: (() => void)[] = [];

/** Answers every path the tests call with `reply`. */
function answerAll(reply: Parameters<typeof mockApi>[0][string]) {
  mockApi(Object.fromEntries(['/x', '/y', '/z', '/a', '/b', '/c', '/d', '/slow'].map((p) => [p, reply])));
}

beforeAll(() => {
  initI18n('zh');
});

beforeEach(() => {
  mockApi(
    Object.fromEntries(
      [
        ContentPaths.article,
        ContentPaths.noticeListType,
        AreaPaths.cityList,
        '/getInfo',
        '/expo/visitor/v2/article/getArticle',
        CatalogPaths.exportExcelActor,
        ...NO_AUTH_PATHS,
      ].map((p) => [p, () => ({ hello: 'world' })]),
    ),
  );
  answerAll(() => ({ hello: 'world' }));
  setRuntimeConfig(testConfig);
  sessionStore.reset({ token: 'tok-1', subjectType: 'VISITOR', language: 'zh', exhibitionId: 'fair-1' });
  window.history.replaceState(null, '', '/');
  resetExpiryDialogState();
  for (const fn of Object.values(raised)) fn.mockClear();
  unsubscribe = [
    appEvents.on('errorNotice', raised.errorNotice),
    appEvents.on('errorToast', raised.errorToast),
    appEvents.on('loginExpired', raised.loginExpired),
  ];
});

afterEach(() => {
  for (const off of unsubscribe) off();
  vi.useRealTimers();
  window.__OPENFAIR_BASE_PATH__ = undefined;
});

const call = (i: number) => requests()[i]!;
const common = {
  languageType: 'cn',
  exhibitionId: 'fair-1',
  appId: 'app-1',
  terminal: 'PC',
  subjectType: 'VISITOR',
};

describe('request wrapper headers and common fields (spec 000 §7)', () => {
  it('sends Authorization with the stored token and JSON utf-8', async () => {
    await post(ContentPaths.article, { id: 'a' });
    expect(call(0).method).toBe('POST');
    expect(call(0).headers.get('Authorization')).toBe('tok-1');
    expect(call(0).headers.get('Content-Type')).toBe('application/json;charset=UTF-8');
  });

  it('omits Authorization when no token is stored', async () => {
    sessionStore.setState({ token: '' });
    await post(ContentPaths.article);
    expect(call(0).headers.get('Authorization')).toBeNull();
  });

  it.each(NO_AUTH_PATHS)('omits Authorization on the ID-check call %s', async (path) => {
    await post(path, {});
    expect(call(0).headers.get('Authorization')).toBeNull();
  });

  it('adds the common fields to a body, also an empty one', async () => {
    await post(ContentPaths.article, { id: 'a' });
    await post(ContentPaths.noticeListType);
    expect(call(0).sent).toEqual({ id: 'a', ...common });
    expect(call(1).sent).toEqual(common);
  });

  it('adds the common fields to a query, also an empty one', async () => {
    await get(AreaPaths.cityList, { provinceId: '44' });
    await get('/getInfo');
    expect(call(0).sent).toEqual({ provinceId: '44', ...common });
    expect(call(1).sent).toEqual(common);
    expect(call(1).path).toBe('/getInfo');
    expect(call(1).method).toBe('GET');
  });

  it('maps zh to cn and en to en', async () => {
    sessionStore.setState({ language: 'en' });
    await post('/x');
    expect(call(0).sent.languageType).toBe('en');
    sessionStore.setState({ language: 'zh' });
    await post('/x');
    expect(call(1).sent.languageType).toBe('cn');
  });

  it('forces cn on /liveManage, also under a base path', async () => {
    mockApi({ '/fair/y': () => null, '/fair/z': () => null });
    sessionStore.setState({ language: 'en' });
    window.history.replaceState(null, '', '/liveManage');
    await post('/x');
    window.__OPENFAIR_BASE_PATH__ = '/fair';
    window.history.replaceState(null, '', '/fair/liveManage');
    await get('/y');
    window.history.replaceState(null, '', '/fair/live');
    await post('/z');
    expect(call(0).sent.languageType).toBe('cn');
    expect(call(1).sent.languageType).toBe('cn');
    expect(call(1).path).toBe('/fair/y');
    expect(call(2).sent.languageType).toBe('en');
  });

  it('prefixes every call with the base path', async () => {
    window.__OPENFAIR_BASE_PATH__ = '/expo';
    await post(ContentPaths.article);
    expect(call(0).path).toBe('/expo/visitor/v2/article/getArticle');
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
    answerAll(() => raw(HttpResponse.json(body)));
    await expect(post('/x')).resolves.toEqual(expected);
    expect(raised.errorNotice).not.toHaveBeenCalled();
  });

  it('rejects any other code with the server message raised as an error notice', async () => {
    answerAll(() => failure(1006, '账号或密码错误'));
    const error = await post('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(1006);
    expect((error as ApiError).message).toBe('账号或密码错误');
    expect(raised.errorNotice).toHaveBeenCalledWith({ message: '账号或密码错误' });
  });

  it('shows nothing for a silent call', async () => {
    answerAll(() => failure(1006, 'nope'));
    await expect(post('/x', {}, { silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(raised.errorNotice).not.toHaveBeenCalled();
  });

  it('logs the message when nobody shows notices yet (start-up)', async () => {
    for (const off of unsubscribe) off();
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    answerAll(() => failure(1006, 'before the app is up'));
    await expect(post('/x')).rejects.toBeInstanceOf(ApiError);
    expect(log).toHaveBeenCalledWith('before the app is up');
    log.mockRestore();
  });

  /** A session that exists (logged in), so that a 401 or 1003 means it expired. */
  const loggedIn = () => sessionStore.setState({ isLogin: 1, info: { id: 'u-1' } as never });

  it.each([401, 1003])(
    'code %s raises the single login-expired dialog; later expiries only notify',
    async (code) => {
      loggedIn();
      answerAll(() => failure(code, '登录状态已过期，请重新登录'));
      await expect(post('/a')).rejects.toBeInstanceOf(ApiError);
      await expect(post('/b')).rejects.toBeInstanceOf(ApiError);
      await expect(get('/c')).rejects.toBeInstanceOf(ApiError);
      expect(raised.loginExpired).toHaveBeenCalledTimes(1);
      expect(raised.errorNotice).toHaveBeenCalledTimes(2);
      const { message, dialogClosed } = raised.loginExpired.mock.calls[0]![0];
      expect(message).toBe('登录状态已过期，请重新登录');
      // Once app/ closed the dialog (confirmed: logout, login screen), a later expiry opens one again.
      dialogClosed();
      await expect(post('/d')).rejects.toBeInstanceOf(ApiError);
      expect(raised.loginExpired).toHaveBeenCalledTimes(2);
    },
  );

  it('an expiry nobody shows a dialog for lets the next expiry try again', async () => {
    loggedIn();
    for (const off of unsubscribe) off();
    answerAll(() => failure(1003, 'expired'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(post('/a')).rejects.toBeInstanceOf(ApiError);
    const later = vi.fn();
    const off = appEvents.on('loginExpired', later);
    await expect(post('/b')).rejects.toBeInstanceOf(ApiError);
    off();
    expect(later).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('treats a bare HTTP 401 without an envelope as an expiry', async () => {
    loggedIn();
    answerAll(() =>
      raw(new HttpResponse('Unauthorized', { status: 401, headers: { 'Content-Type': 'text/plain' } })),
    );
    await expect(post('/x')).rejects.toMatchObject({ code: 401 });
    expect(raised.loginExpired).toHaveBeenCalledTimes(1);
  });

  it('never shows the expiry dialog to someone who never logged in: the screen says what failed', async () => {
    answerAll(() => failure(401, 'unauthorized'));
    await expect(post('/a')).rejects.toMatchObject({ code: 401 });
    answerAll(() => failure(1003, '登录状态已过期，请重新登录'));
    await expect(post('/b')).rejects.toMatchObject({ code: 1003 });
    expect(raised.loginExpired).not.toHaveBeenCalled();
    expect(raised.errorNotice).not.toHaveBeenCalled();
  });

  it('raises network errors as a toast for NETWORK_ERROR_TOAST_MS', async () => {
    answerAll(networkError);
    await expect(post('/x')).rejects.toMatchObject({ kind: 'network' });
    expect(raised.errorToast).toHaveBeenCalledTimes(1);
    expect(raised.errorToast).toHaveBeenCalledWith({
      message: '网络异常，请检查网络后重试',
      durationMs: 5000,
    });
    expect(NETWORK_ERROR_TOAST_MS).toBe(5000);
  });

  it('does not show an aborted or cancelled call', async () => {
    const controller = new AbortController();
    answerAll(() => {
      controller.abort();
      return pending({}, call(0));
    });
    await expect(post('/x', {}, { signal: controller.signal })).rejects.toMatchObject({ kind: 'abort' });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(post('/y', {}, { signal: cancelled.signal })).rejects.toMatchObject({ kind: 'abort' });
    expect(raised.errorToast).not.toHaveBeenCalled();
    expect(raised.errorNotice).not.toHaveBeenCalled();
  });

  it('times out after REQUEST_TIMEOUT_MS and shows it', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(2_000_000);
    vi.useFakeTimers();
    answerAll(pending);
    const result = post('/slow').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(raised.errorToast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ kind: 'network', code: 'TIMEOUT' });
    expect(raised.errorToast).toHaveBeenCalledTimes(1);
  });
});

describe('stream calls', () => {
  it('resolves a blob for a stream call', async () => {
    mockApi({
      [CatalogPaths.exportExcelActor]: () =>
        raw(
          new HttpResponse(new Uint8Array([1, 2, 3]), {
            status: 200,
            headers: { 'Content-Type': 'application/vnd.ms-excel' },
          }),
        ),
    });
    const blob = await request<Blob>({ path: CatalogPaths.exportExcelActor, stream: true });
    // jsdom and Node each have a Blob class: check the tag, not the realm's constructor.
    expect(Object.prototype.toString.call(blob)).toBe('[object Blob]');
    expect(blob.size).toBe(3);
    expect(call(0).sent).toEqual(common);
  });

  it('still rejects a JSON error envelope on a stream call', async () => {
    answerAll(() => failure(1004, 'forbidden'));
    await expect(request({ path: '/x', stream: true })).rejects.toMatchObject({ code: 1004 });
    expect(raised.errorNotice).toHaveBeenCalledWith({ message: 'forbidden' });
  });
});
