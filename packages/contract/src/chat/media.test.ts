import { describe, expect, it } from 'vitest';
import { droppedFileType, formatFileSize, isChatImageName } from './constants';
import { sendMessageRequestSchema } from './schemas';

describe('chat file sizes (spec 001 §5: Kb over 1024 bytes, Mb over 1024 Kb, two decimals)', () => {
  it.each([
    [0, '0 B'],
    [1024, '1024 B'],
    [1025, '1.00 Kb'],
    [1536, '1.50 Kb'],
    [1024 * 1024, '1024.00 Kb'],
    [1024 * 1024 + 1, '1.00 Mb'],
    [10 * 1024 * 1024 - 5243, '9.99 Mb'],
    [123_456_789, '117.74 Mb'],
  ])('%i bytes read %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('which message a file makes', () => {
  it('the image picker takes jpg, jpeg, png, gif and bmp, whatever the case of the name', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.Bmp'])
      expect(isChatImageName(name)).toBe(true);
    for (const name of ['a.webp', 'b.svg', 'c.pdf', 'jpg', 'photo.jpg.exe'])
      expect(isChatImageName(name)).toBe(false);
  });

  it('a dropped MP4 is a video, anything else (pictures too) a file', () => {
    expect(droppedFileType({ name: 'clip.MP4', type: '' })).toBe('video');
    expect(droppedFileType({ name: 'clip', type: 'video/mp4' })).toBe('video');
    expect(droppedFileType({ name: 'clip.mov', type: 'video/quicktime' })).toBe('file');
    expect(droppedFileType({ name: 'photo.jpg', type: 'image/jpeg' })).toBe('file');
  });

  it('a picture, video or file message names a chat upload by its key, nothing else', () => {
    const send = (type: string, payload: unknown) =>
      sendMessageRequestSchema.safeParse({
        clientMessageID: 'client-0001',
        conversationID: 'C2Cpeer',
        message: { type, payload },
      }).success;
    expect(send('image', { key: 'chat/acc/chatimage/x.jpg' })).toBe(true);
    expect(send('file', { key: 'chat/acc/chatfile/x.pdf' })).toBe(true);
    expect(send('video', { key: 'uploads/exh/exhibitvideo/x.mp4' })).toBe(false);
    expect(
      send('image', { imageInfoArray: [{ url: 'https://evil.example/x.jpg', width: 1, height: 1 }] }),
    ).toBe(false);
  });
});
