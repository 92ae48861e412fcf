import type { Conversation } from '@openfair/contract';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../i18n';
import { renderWithProviders } from '../../test/render';
import type { LocalMessage } from './chat-store';
import { summaryOf } from './conversation-list';
import { MessageItem } from './message-item';

const message = (over: Partial<LocalMessage>): LocalMessage => ({
  ID: 'm1',
  clientMessageID: 'c1',
  conversationID: 'C2Cpeer',
  conversationType: 'C2C',
  type: 'file',
  flow: 'in',
  from: 'peer',
  nick: 'Li Na',
  avatar: '',
  time: Math.floor(Date.now() / 1000),
  seq: 1,
  version: 1,
  isRevoked: false,
  isPeerRead: false,
  payload: { fileName: 'price list.pdf', fileUrl: '/media/chat/a/chatfile/x.pdf', fileSize: 1_234_567 },
  cloudCustomData: { appId: '', exhibitionId: '', subjectType: '', userAccountId: '' },
  status: 'success',
  ...over,
});

const noop = () => {};

describe('chat pictures, videos and files', () => {
  beforeEach(() => {
    initI18n('en');
  });

  it('a file shows its name and size and downloads under its name', async () => {
    renderWithProviders(
      <MessageItem message={message({})} onResend={noop} onRevoke={noop} onReEdit={noop} />,
    );
    const link = await screen.findByRole('link', { name: 'Download price list.pdf 1.18 Mb' });
    expect(link.getAttribute('href')).toBe('/media/chat/a/chatfile/x.pdf');
    expect(link.getAttribute('download')).toBe('price list.pdf');
  });

  it('my picture on its way shows the share uploaded, rounded down', async () => {
    renderWithProviders(
      <MessageItem
        message={message({
          flow: 'out',
          type: 'image',
          status: 'unSend',
          progress: 0.4299,
          payload: { imageInfoArray: [{ url: 'blob:x', width: 0, height: 0 }] },
        })}
        onResend={noop}
        onRevoke={noop}
        onReEdit={noop}
      />,
    );
    const bar = await screen.findByRole('progressbar', { name: 'Uploading' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.textContent).toBe('42%');
  });

  it('a picture opens larger in a dialog', async () => {
    renderWithProviders(
      <MessageItem
        message={message({
          type: 'image',
          payload: {
            imageInfoArray: [
              { url: '/media/chat/a/chatimage/x.jpg', width: 1200, height: 900 },
              { url: '/media/chat/a/chatimage/x-thumb.jpg', width: 480, height: 360 },
            ],
          },
        })}
        onResend={noop}
        onRevoke={noop}
        onReEdit={noop}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Picture from Li Na: open it larger' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/media/chat/a/chatimage/x.jpg');
  });

  it('the list names pictures, videos and files in the UI language', async () => {
    const last = (type: 'image' | 'video' | 'file' | 'text'): Conversation['lastMessage'] => ({
      lastTime: 0,
      messageForShow: type === 'text' ? 'hello' : '',
      type,
      isRevoked: false,
      fromAccount: 'peer',
    });
    const t = i18n.getFixedT('en', 'chat');
    expect(['image', 'video', 'file', 'text'].map((k) => summaryOf(last(k as 'image'), t))).toEqual([
      '[Picture]',
      '[Video]',
      '[File]',
      'hello',
    ]);
    await i18n.loadLanguages('zh');
    await i18n.loadNamespaces('chat');
    const zh = i18n.getFixedT('zh', 'chat');
    expect(summaryOf(last('image'), zh)).toBe('[图片]');
  });
});
