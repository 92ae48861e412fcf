import { File as NodeFile } from 'node:buffer';
import { MediaPaths, type MediaRef, type VideoUploadState } from '@openfair/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { testConfig } from '../../test/fixtures';
import { TestProviders, testQueryClient } from '../../test/render';
import { failure, mockApi, networkError, requests } from '../../test/server';
import { VideoUploadField } from './video-upload-field';

// Node's File: a chunk's bytes reach the fake server (jsdom's Blob slices do not).
const file = (size: number, name: string) => new NodeFile([new Uint8Array(size)], name) as unknown as File;

let saved: MediaRef | null = null;
let offered: MediaRef | null = null;

function Harness() {
  const [value, setValue] = useState<MediaRef | null>(null);
  return (
    <VideoUploadField
      purpose="companyVideo"
      itemLabel="company video"
      value={value}
      onChange={(next) => {
        saved = next;
        setValue(next);
      }}
      onPoster={(poster) => {
        offered = poster;
      }}
    />
  );
}

const choose = (chosen: File) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [chosen] } });
};

/** A server that stores chunks at their offset; the line drops after the first chunk until `down` is cleared. */
function fakeVideoServer(size: number, chunkBytes: number, poster: MediaRef | null = null) {
  let offset = 0;
  let dropped = false;
  const line = { down: false };
  const state = (): VideoUploadState => ({ uploadId: 'b'.repeat(32), offset, size, chunkBytes });
  mockApi({
    [MediaPaths.videoCreate]: () => state(),
    [MediaPaths.videoStatus]: () => state(),
    [MediaPaths.videoChunk]: (query, request) => {
      if (line.down) return networkError();
      if (Number(query.offset) !== offset) return failure(1040, 'wrong offset');
      offset += request.upload?.length ?? 0;
      if (!dropped) {
        dropped = true;
        line.down = true;
      }
      return state();
    },
    [MediaPaths.videoComplete]: () => ({
      key: 'uploads/ex-1/companyvideo/v.mp4',
      url: '/media/uploads/ex-1/companyvideo/v.mp4',
      contentType: 'video/mp4',
      size,
      codecCheck: poster ? 'checked' : 'unchecked',
      poster,
    }),
  });
  return line;
}

beforeAll(() => initI18n('en'));

beforeEach(() => {
  saved = null;
  offered = null;
  setRuntimeConfig(testConfig);
  sessionStore.reset({ token: 'tok', subjectType: 'ACTOR', language: 'en', exhibitionId: 'fair-1' });
});

describe('VideoUploadField', () => {
  it('stops with a resume button when the line drops, and resumes from the server’s offset', async () => {
    const line = fakeVideoServer(30, 10);
    render(
      <TestProviders client={testQueryClient()}>
        <Harness />
      </TestProviders>,
    );
    expect(screen.getByText('MP4, no larger than 100 MB')).toBeTruthy();
    choose(file(30, 'tour.mp4'));
    // The first chunk arrives, the rest of the tries fail: the upload stops where the server stands.
    const resume = await screen.findByRole('button', { name: 'Resume upload' }, { timeout: 8000 });
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('33');
    line.down = false;
    fireEvent.click(resume);
    await waitFor(() => expect(saved?.key).toBe('uploads/ex-1/companyvideo/v.mp4'));
    const offsets = requests()
      .filter((r) => r.path === MediaPaths.videoChunk)
      .map((r) => r.body.offset);
    // Nothing sent twice after the resume: 10 and 20 follow the stored first chunk.
    expect(offsets.filter((o) => o === '0')).toHaveLength(1);
    expect(offsets.slice(-2)).toEqual(['10', '20']);
    expect(screen.getByLabelText('company video').tagName).toBe('VIDEO');
    // Without ffmpeg on the server there is no poster to offer.
    expect(offered).toBeNull();
  }, 15_000);

  it('offers the frame the server took from the video as a poster', async () => {
    const poster = { key: 'uploads/ex-1/videocover/p.jpg', url: '/media/uploads/ex-1/videocover/p.jpg' };
    const line = fakeVideoServer(10, 10, poster);
    line.down = false;
    render(
      <TestProviders client={testQueryClient()}>
        <Harness />
      </TestProviders>,
    );
    choose(file(10, 'tour.mp4'));
    await waitFor(() => expect(offered).toEqual(poster));
    expect(saved?.key).toBe('uploads/ex-1/companyvideo/v.mp4');
  });

  it('refuses a file over the limit before sending a byte', async () => {
    fakeVideoServer(10, 10);
    render(
      <TestProviders client={testQueryClient()}>
        <Harness />
      </TestProviders>,
    );
    const big = { name: 'big.mp4', size: 101 * 1024 * 1024, type: 'video/mp4' } as File;
    choose(big);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'big.mp4: The file must not be larger than 100 MB.',
    );
    expect(requests()).toHaveLength(0);
  });
});
