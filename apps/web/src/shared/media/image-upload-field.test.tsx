import { type MediaImage, MediaPaths, type MediaRef } from '@openfair/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { setRuntimeConfig } from '../../lib/runtime-config';
import { sessionStore } from '../../lib/session-store';
import { testConfig } from '../../test/fixtures';
import { TestProviders, testQueryClient } from '../../test/render';
import { failure, mockApi, requests } from '../../test/server';
import { ImageUploadField } from './image-upload-field';

const stored = (name: string): MediaImage => ({
  key: `uploads/ex-1/companyimage/${name}`,
  url: `/media/uploads/ex-1/companyimage/${name}`,
  contentType: 'image/jpeg',
  size: 10,
  width: 1200,
  height: 560,
  variants: {
    small: { key: 'k-small', url: '/media/k-small', width: 200, height: 200 },
    thumb: { key: 'k-thumb', url: '/media/k-thumb', width: 480, height: 224 },
  },
});

// jsdom's File: the multipart form takes only its own kind (the fake server needs no bytes here).
const file = (size: number, name: string) => new File([new Uint8Array(size)], name);

let saved: MediaRef[] = [];

function Harness({ initial = [] as MediaRef[] }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageUploadField
      purpose="companyImage"
      itemLabel="company picture"
      value={value}
      onChange={(next) => {
        saved = next;
        setValue(next);
      }}
    />
  );
}

const renderField = (initial: MediaRef[] = []) =>
  render(
    <TestProviders client={testQueryClient()}>
      <Harness initial={initial} />
    </TestProviders>,
  );

const choose = (...files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
};

beforeAll(() => initI18n('en'));

beforeEach(() => {
  saved = [];
  setRuntimeConfig(testConfig);
  sessionStore.reset({ token: 'tok', subjectType: 'ACTOR', language: 'en', exhibitionId: 'fair-1' });
});

describe('ImageUploadField', () => {
  it('states the media table’s rules and adds each stored picture with its alt text', async () => {
    let n = 0;
    mockApi({ [MediaPaths.uploadImage]: () => stored(`p${++n}.jpg`) });
    renderField();
    expect(
      screen.getByText('JPG or PNG, at least 1200×560 pixels, no larger than 2 MB, at most 3'),
    ).toBeTruthy();
    choose(file(100, 'hall.jpg'), file(100, 'team.jpg'));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(screen.getByRole('img', { name: 'company picture 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'company picture 2' })).toBeTruthy();
    expect(requests().filter((r) => r.path === MediaPaths.uploadImage)).toHaveLength(2);
  });

  it('shows the server’s refusal with the file’s name and keeps nothing of it', async () => {
    mockApi({
      [MediaPaths.uploadImage]: () => failure(1040, 'The image must be at least 1200x560 pixels.'),
    });
    renderField();
    choose(file(100, 'small.png'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('small.png: The image must be at least 1200x560 pixels.');
    expect(saved).toEqual([]);
  });

  it('refuses a file over the size limit before sending it, and files beyond the count', async () => {
    mockApi({ [MediaPaths.uploadImage]: () => stored('p.jpg') });
    renderField([
      { key: 'uploads/ex-1/companyimage/a.jpg', url: '/media/a.jpg' },
      { key: 'uploads/ex-1/companyimage/b.jpg', url: '/media/b.jpg' },
    ]);
    choose(file(3 * 1024 * 1024, 'huge.jpg'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'huge.jpg: The file must not be larger than 2 MB.',
    );
    choose(file(10, 'one.jpg'), file(10, 'two.jpg'));
    await waitFor(() => expect(saved).toHaveLength(3));
    expect(screen.getByRole('alert').textContent).toBe('The upload limit exceeded (at most 3).');
    expect(requests().filter((r) => r.path === MediaPaths.uploadImage)).toHaveLength(1);
    // Full: no more add button.
    expect(screen.queryByRole('button', { name: /Add company picture/ })).toBeNull();
  });

  it('removes a picture from the value', async () => {
    renderField([
      { key: 'uploads/ex-1/companyimage/a.jpg', url: '/media/a.jpg' },
      { key: 'uploads/ex-1/companyimage/b.jpg', url: '/media/b.jpg' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove company picture 1' }));
    expect(saved).toEqual([{ key: 'uploads/ex-1/companyimage/b.jpg', url: '/media/b.jpg' }]);
  });
});
