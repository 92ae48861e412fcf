import { C2C_PREFIX } from '@openfair/contract';
import type { Page } from 'playwright-core';
import { t } from './catalogue';

/** What the journeys read of the stored session: the token for API calls and the account's ids. */
export type Session = {
  token?: string;
  subjectType?: string;
  info?: { userAccountId?: string; userInfo?: { name?: string } };
};
export const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('openfair.session') ?? '{}') as Session);

/**
 * Every RTCPeerConnection a page makes, kept on window so the journey can read their stats. An init
 * script (`context.addInitScript(recordPeerConnections)`): it runs in the page, so it uses nothing else.
 */
export function recordPeerConnections() {
  const Original = window.RTCPeerConnection;
  const all: RTCPeerConnection[] = [];
  (window as unknown as { __ofPeers: RTCPeerConnection[] }).__ofPeers = all;
  window.RTCPeerConnection = class extends Original {
    constructor(config?: RTCConfiguration) {
      super(config);
      all.push(this);
    }
  } as typeof RTCPeerConnection;
}

export type PeerStats = {
  /** open peer connections that are connected */
  connected: number;
  /** per open connection, the video frames decoded from it */
  framesDecoded: number[];
  /** all inbound audio energy */
  audioEnergy: number;
  /** tracks the page sends, by kind */
  audioSenders: number;
  videoSenders: number;
  /** inbound video streams */
  videoReceived: number;
};
/** What the page's open peer connections do (see PeerStats). */
export const peerStats = (page: Page) =>
  page.evaluate(async (): Promise<PeerStats> => {
    const peers = ((window as unknown as { __ofPeers?: RTCPeerConnection[] }).__ofPeers ?? []).filter(
      (pc) => pc.connectionState !== 'closed',
    );
    const result: PeerStats = {
      connected: 0,
      framesDecoded: [],
      audioEnergy: 0,
      audioSenders: 0,
      videoSenders: 0,
      videoReceived: 0,
    };
    for (const pc of peers) {
      if (pc.connectionState === 'connected') result.connected += 1;
      for (const sender of pc.getSenders()) {
        if (sender.track?.kind === 'audio') result.audioSenders += 1;
        if (sender.track?.kind === 'video') result.videoSenders += 1;
      }
      const stats = await pc.getStats();
      let frames = 0;
      stats.forEach(
        (r: { type: string; kind?: string; framesDecoded?: number; totalAudioEnergy?: number }) => {
          if (r.type !== 'inbound-rtp') return;
          if (r.kind === 'video') {
            frames += r.framesDecoded ?? 0;
            result.videoReceived += 1;
          }
          if (r.kind === 'audio') result.audioEnergy += r.totalAudioEnergy ?? 0;
        },
      );
      result.framesDecoded.push(frames);
    }
    return result;
  });

/** Reads until `ok`, every 200 ms, or fails after `timeout` with the last value read. */
export async function until<T>(
  read: () => Promise<T>,
  ok: (v: T) => boolean,
  timeout = 30_000,
  what = 'condition',
) {
  const deadline = Date.now() + timeout;
  let last = await read();
  while (!ok(last)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  return last;
}

/** A button's name: its icon's label comes first, and antd may space two Chinese characters. */
export const named = (text: string) =>
  new RegExp([...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?'));

/** The call overlay is mounted (it loads after the page). */
export const callsReady = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.ofCalls === '1', null, { timeout: 20_000 });
export const incoming = (page: Page, lang: 'zh' | 'en') =>
  page.getByRole('dialog', { name: t(lang, 'calls:incomingTitle') });
export const overlay = (page: Page) => page.locator('section.of-call');
export const notes = (page: Page) => page.locator('.of-chat-messages .of-call-note');
export const callButton = (page: Page, lang: 'zh' | 'en', kind: 'video' | 'voice' | 'group') =>
  page.locator('.of-chat-view-head').getByRole('button', { name: t(lang, `chat:call.${kind}`) });

/**
 * A conversation in the list, by its id: a name can head several items (a company conversation a person
 * claimed, a group's last message naming them).
 */
export const conversationItem = (page: Page, conversationID: string) =>
  page.locator(`.of-chat-item[data-conversation-id="${conversationID}"]`);
/** The one-to-one conversation with `peerId` in the list. */
export const itemWith = (page: Page, peerId: string) => conversationItem(page, `${C2C_PREFIX}${peerId}`);

/** Hangs up whatever call a page is in (after a failed step, so the next one finds nobody busy). */
export async function leaveCalls(pages: Page[]) {
  for (const page of pages) {
    const section = overlay(page);
    if ((await section.count()) === 0) continue;
    await section
      .locator('.ant-btn-dangerous')
      .last()
      .click()
      .catch(() => {});
    await section.waitFor({ state: 'detached', timeout: 5000 }).catch(() => {});
  }
}
