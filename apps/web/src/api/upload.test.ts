import { File as NodeFile } from 'node:buffer';
import { type MediaImage, MediaPaths, type VideoUploadState } from '@openfair/contract';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { setRuntimeConfig } from '../lib/runtime-config';
import { sessionStore } from '../lib/session-store';
import { testConfig } from '../test/fixtures';
import { failure, mockApi, networkError, requests } from '../test/server';
import { ApiError } from './request';
import { resumeVideoUpload, type UploadProgress, uploadImage, uploadVideo } from './upload';

const image: MediaImage = {
  key: 'uploads/e1/logo/a.png',
  url: '/media/uploads/e1/logo/a.png',
  contentType: 'image/png',
  size: 10,
  width: 300,
  height: 300,
  variants: {
    small: { key: 'k-small', url: '/media/k-small', width: 200, height: 200 },
    thumb: { key: 'k-thumb', url: '/media/k-thumb', width: 300, height: 300 },
  },
};

/**
 * A file whose bytes the test's fake server can read: jsdom's Blob reaches MSW's XHR interception as
 * "undefined", Node's own Blob as its bytes (browsers send either as they are).
 */
const bytesFile = (size: number, name: string) =>
  new NodeFile([new Uint8Array(size)], name) as unknown as File;

beforeAll(() => initI18n('en'));

beforeEach(() => {
  setRuntimeConfig(testConfig);
  sessionStore.reset({ token: 'tok-up', subjectType: 'ACTOR', language: 'en', exhibitionId: 'fair-1' });
});

describe('uploadImage', () => {
  it('sends the file as multipart with the purpose and common fields in the query and the session token', async () => {
    mockApi({ [MediaPaths.uploadImage]: () => image });
    const file = new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], 'logo.png', { type: 'image/png' });
    const seen: UploadProgress[] = [];
    await expect(uploadImage('logo', file, { onProgress: (p) => seen.push(p) })).resolves.toEqual(image);
    const [sent] = requests();
    expect(sent?.body).toEqual({ purpose: 'logo' });
    expect(sent?.sent.languageType).toBe('en');
    expect(sent?.headers.get('authorization')).toBe('tok-up');
    expect(sent?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    // The multipart body carries the file under the field name the server reads.
    // (jsdom's File reaches the fake server without its name and bytes; a browser sends both.)
    expect(new TextDecoder().decode(sent?.upload ?? new Uint8Array())).toContain('name="file"');
    for (const p of seen) expect(p.total).toBe(file.size);
  });

  it("rejects with the server's refusal (the media table's rule) as an ApiError", async () => {
    mockApi({ [MediaPaths.uploadImage]: () => failure(1040, 'The image must be at least 750×750 pixels.') });
    const file = new File([new Uint8Array([1])], 'x.png');
    const error = await uploadImage('exhibitImage', file, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'server',
      code: 1040,
      message: 'The image must be at least 750×750 pixels.',
    });
  });

  it('reports a network failure as such', async () => {
    mockApi({ [MediaPaths.uploadImage]: () => networkError() });
    const error = await uploadImage('logo', new File(['x'], 'x.png'), { silent: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'network', code: 'NETWORK' });
  });

  it('is cancelled by its signal', async () => {
    mockApi({ [MediaPaths.uploadImage]: () => image });
    const controller = new AbortController();
    controller.abort();
    const error = await uploadImage('logo', new File(['x'], 'x.png'), { signal: controller.signal }).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ kind: 'abort' });
    expect(requests()).toHaveLength(0);
  });
});

/** A server that takes chunks of `chunkBytes` at their offset, like the real one. */
function fakeVideoServer(
  size: number,
  chunkBytes: number,
  opts: { dropFirstChunkAt?: number; receivedBefore?: number } = {},
) {
  let offset = opts.receivedBefore ?? 0;
  let dropped = false;
  const state = (): VideoUploadState => ({ uploadId: 'a'.repeat(32), offset, size, chunkBytes });
  mockApi({
    [MediaPaths.videoCreate]: () => state(),
    [MediaPaths.videoStatus]: () => state(),
    [MediaPaths.videoChunk]: (query, request) => {
      if (Number(query.offset) !== offset) return failure(1040, 'wrong offset');
      if (opts.dropFirstChunkAt === offset && !dropped) {
        dropped = true;
        return networkError();
      }
      offset += request.upload?.length ?? 0;
      return state();
    },
    [MediaPaths.videoComplete]: () => ({
      key: 'uploads/e1/exhibitvideo/v.mp4',
      url: '/media/uploads/e1/exhibitvideo/v.mp4',
      contentType: 'video/mp4',
      size,
      codecCheck: 'unchecked',
      poster: null,
    }),
  });
  return { received: () => offset };
}

describe('uploadVideo', () => {
  it('sends the file in chunks at their offsets, reports progress to the end and completes', async () => {
    const server = fakeVideoServer(25, 10);
    const seen: number[] = [];
    const video = await uploadVideo('exhibitVideo', bytesFile(25, 'v.mp4'), {
      onProgress: (p) => seen.push(p.loaded),
    });
    expect(video.key).toBe('uploads/e1/exhibitvideo/v.mp4');
    expect(server.received()).toBe(25);
    const chunks = requests().filter((r) => r.path === MediaPaths.videoChunk);
    expect(chunks.map((r) => [r.body.offset, r.upload?.length])).toEqual([
      ['0', 10],
      ['10', 10],
      ['20', 5],
    ]);
    expect(chunks[0]?.headers.get('content-type')).toBe('application/octet-stream');
    expect(seen.at(-1)).toBe(25);
  });

  it('tries a dropped chunk again from where the server stands', async () => {
    const server = fakeVideoServer(25, 10, { dropFirstChunkAt: 10 });
    await uploadVideo('exhibitVideo', bytesFile(25, 'v.mp4'));
    expect(server.received()).toBe(25);
    const offsets = requests()
      .filter((r) => r.path === MediaPaths.videoChunk)
      .map((r) => r.body.offset);
    expect(offsets).toEqual(['0', '10', '10', '20']);
  }, 10_000);

  it('resumes an interrupted upload of the same file from the server offset, and refuses another file', async () => {
    // The first chunk arrived in an earlier attempt.
    const server = fakeVideoServer(25, 10, { receivedBefore: 10 });
    await expect(
      resumeVideoUpload('a'.repeat(32), bytesFile(24, 'other.mp4'), { silent: true }),
    ).rejects.toMatchObject({ code: 'SIZE_MISMATCH' });
    const seen: number[] = [];
    await resumeVideoUpload('a'.repeat(32), bytesFile(25, 'v.mp4'), {
      onProgress: (p) => seen.push(p.loaded),
    });
    expect(server.received()).toBe(25);
    const offsets = requests()
      .filter((r) => r.path === MediaPaths.videoChunk)
      .map((r) => r.body.offset);
    expect(offsets).toEqual(['10', '20']);
    expect(seen[0]).toBe(10);
  });
});
