import type { LivePlayback } from '@openfair/contract';
import { Alert } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The player: WS-FLV or an FLV recording through mpegts.js (low latency when live; a recording seeks by
 * its keyframe index), HLS through hls.js (external ingest, HLS replays) or natively where the browser
 * plays HLS itself. Both libraries are loaded only here, when a live is played.
 */
export function LivePlayer({ playback, title }: { playback: LivePlayback; title: string }) {
  const { t } = useTranslation('live');
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const el = video.current;
    if (!el || playback.kind === 'none') return;
    let destroyed = false;
    let cleanup = () => {};
    setError('');
    const fail = (message: string) => !destroyed && setError(message);
    const absolute = new URL(playback.url, window.location.href);
    if (playback.kind === 'flv') {
      void import('mpegts.js').then(
        ({ default: mpegts }) => {
          if (destroyed) return;
          if (!mpegts.isSupported()) return fail(t('player.unsupported'));
          const live = !playback.replay;
          if (live) absolute.protocol = absolute.protocol === 'https:' ? 'wss:' : 'ws:';
          const player = mpegts.createPlayer(
            { type: 'flv', isLive: live, url: absolute.toString(), hasAudio: true, hasVideo: true },
            live
              ? { enableStashBuffer: false, liveBufferLatencyChasing: true, lazyLoad: false }
              : { lazyLoad: false, seekType: 'range' },
          );
          player.on(mpegts.Events.ERROR, (_type: string, detail: string) => fail(String(detail)));
          player.attachMediaElement(el);
          player.load();
          void Promise.resolve(player.play()).catch(() => {});
          cleanup = () => {
            player.pause();
            player.unload();
            player.detachMediaElement();
            player.destroy();
          };
        },
        () => fail(t('player.loadFailed')),
      );
    } else if (el.canPlayType('application/vnd.apple.mpegurl')) {
      el.src = absolute.toString();
      cleanup = () => el.removeAttribute('src');
    } else {
      void import('hls.js').then(
        ({ default: Hls }) => {
          if (destroyed) return;
          if (!Hls.isSupported()) return fail(t('player.unsupported'));
          const hls = new Hls({ lowLatencyMode: !playback.replay });
          hls.on(Hls.Events.ERROR, (_e, data) => data.fatal && fail(data.details));
          hls.loadSource(absolute.toString());
          hls.attachMedia(el);
          cleanup = () => hls.destroy();
        },
        () => fail(t('player.loadFailed')),
      );
    }
    return () => {
      destroyed = true;
      cleanup();
    };
  }, [playback.kind, playback.url, playback.replay, t]);

  return (
    <div className="of-live-player">
      <video ref={video} controls muted autoPlay playsInline aria-label={title} data-testid="live-video" />
      {error ? <Alert type="error" showIcon message={t('player.error', { message: error })} /> : null}
    </div>
  );
}
