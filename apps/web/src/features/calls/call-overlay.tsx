import { AudioMutedOutlined, AudioOutlined, PhoneOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { type CallPerson, formatCallDuration } from '@openfair/contract';
import { Avatar, Button } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/feedback';
import {
  accept,
  callStore,
  hangUp,
  type RemoteView,
  refuse,
  startCalls,
  toggleCamera,
  toggleMic,
  useCall,
} from './call-store';
import './calls.css';

/** Plays a stream in a video (or, for audio calls, an audio) element. */
function StreamPlayer({
  stream,
  muted,
  kind,
}: {
  stream: MediaStream;
  muted: boolean;
  kind: 'video' | 'audio';
}) {
  const ref = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (el && el.srcObject !== stream) el.srcObject = stream;
  }, [stream]);
  return kind === 'video' ? (
    <video ref={ref} autoPlay playsInline muted={muted} className="of-call-video" />
  ) : (
    <audio ref={ref} autoPlay muted={muted} />
  );
}

function PersonAvatar({ person, size }: { person: CallPerson | undefined; size: number }) {
  const nick = person?.nick ?? '';
  return (
    <Avatar size={size} src={person?.avatar || undefined} alt="">
      {nick.slice(0, 1)}
    </Avatar>
  );
}

/** The running duration of the call, from when I entered it (spec 001 §4: starts at 0). */
function Duration({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <span className="of-call-duration" role="timer">
      {formatCallDuration((now - since) / 1000)}
    </span>
  );
}

function RemoteTile({
  person,
  remote,
  video,
}: {
  person: CallPerson | undefined;
  remote: RemoteView;
  video: boolean;
}) {
  const { t } = useTranslation('calls');
  const showVideo = video && remote.camera && remote.stream;
  return (
    <figure
      className="of-call-tile"
      data-user={person?.userID}
      data-mic={remote.mic ? 'on' : 'off'}
      data-camera={remote.camera ? 'on' : 'off'}
    >
      {remote.stream ? (
        <StreamPlayer stream={remote.stream} muted={false} kind={video ? 'video' : 'audio'} />
      ) : null}
      {showVideo ? null : (
        <div className="of-call-tile-avatar">
          <PersonAvatar person={person} size={64} />
        </div>
      )}
      <figcaption>
        <span>{person?.nick}</span>
        {remote.mic ? null : <AudioMutedOutlined aria-label={t('micOffOf', { name: person?.nick ?? '' })} />}
        {remote.connected ? null : <span className="of-call-muted">{t('connecting')}</span>}
      </figcaption>
    </figure>
  );
}

/**
 * The call overlay (spec 001 §2): an incoming call with accept and refuse; 'calling...' while dialling;
 * in a call the other people (video, or avatars for a voice call or a camera that is off, with their mic
 * state), my own picture, the duration, and camera, mic and hang-up buttons.
 */
export function CallOverlay() {
  const { t } = useTranslation('calls');
  const { message } = useFeedback();
  const machine = useCall((v) => v.machine);
  const people = useCall((v) => v.people);
  const local = useCall((v) => v.local);
  const remotes = useCall((v) => v.remotes);
  const noticeSeq = useCall((v) => v.noticeSeq);

  useEffect(() => startCalls(), []);

  useEffect(() => {
    const notice = callStore.getState().notice;
    if (!notice || noticeSeq === 0) return;
    const text = notice.key ? t(notice.key, notice.params) : (notice.params?.text ?? '');
    if (text) message.open({ type: notice.level, content: text, key: `call-${noticeSeq}` });
  }, [noticeSeq, message, t]);

  const primary = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (machine.phase === 'ringing') primary.current?.focus();
  }, [machine.phase]);

  if (machine.phase === 'none') return null;
  const video = machine.callType === 'video';
  const sponsor = machine.sponsor ? people[machine.sponsor] : undefined;

  if (machine.phase === 'ringing')
    return (
      <section
        className="of-call is-ringing"
        data-call-type={machine.callType}
        role="dialog"
        aria-modal="false"
        aria-label={t('incomingTitle')}
      >
        <PersonAvatar person={sponsor} size={72} />
        <p className="of-call-name">{sponsor?.nick}</p>
        <p>{video ? t('incomingVideo') : t('incomingAudio')}</p>
        {machine.isGroup ? (
          <p className="of-call-muted">
            {t('groupWith', {
              names: machine.invitees.map((id) => people[id]?.nick ?? id).join(', '),
            })}
          </p>
        ) : null}
        <div className="of-call-actions">
          <Button
            ref={primary}
            type="primary"
            shape="round"
            size="large"
            className="of-call-accept"
            icon={<PhoneOutlined />}
            onClick={() => void accept()}
          >
            {t('accept')}
          </Button>
          <Button danger shape="round" size="large" icon={<PhoneOutlined rotate={135} />} onClick={refuse}>
            {t('refuse')}
          </Button>
        </div>
      </section>
    );

  const inCall = machine.phase === 'inCall';
  const waiting = machine.invitees.map((id) => people[id]);
  return (
    <section
      className={inCall ? 'of-call is-in-call' : 'of-call is-dialling'}
      data-call-type={machine.callType}
      role="dialog"
      aria-modal="false"
      aria-label={inCall ? t('inCallTitle') : t('calling')}
    >
      {inCall ? (
        <div className={`of-call-grid is-${Math.min(machine.participants.length, 3)}`}>
          {machine.participants.map((id) => (
            <RemoteTile
              key={id}
              person={people[id]}
              remote={remotes[id] ?? { stream: null, mic: true, camera: true, connected: false }}
              video={video}
            />
          ))}
        </div>
      ) : (
        <div className="of-call-dialling">
          <div className="of-call-avatars">
            {waiting.map((p, i) => (
              <PersonAvatar key={p?.userID ?? i} person={p} size={72} />
            ))}
          </div>
          <p className="of-call-name">{waiting.map((p) => p?.nick).join(', ')}</p>
          <p>{t('calling')}</p>
          <p className="of-call-muted">{video ? t('videoCall') : t('voiceCall')}</p>
        </div>
      )}
      {video && local ? (
        <figure
          className={machine.camera ? 'of-call-self' : 'of-call-self is-off'}
          aria-label={t('myCamera')}
        >
          <StreamPlayer stream={local} muted kind="video" />
        </figure>
      ) : null}
      <footer className="of-call-bar">
        {inCall ? (
          <span className="of-call-kind">
            <span className="of-call-muted">{video ? t('videoCall') : t('voiceCall')}</span>
            {machine.startedAt !== null ? <Duration since={machine.startedAt} /> : null}
          </span>
        ) : null}
        {inCall && waiting.length > 0 ? (
          <span className="of-call-muted">
            {t('stillRinging', { names: waiting.map((p) => p?.nick).join(', ') })}
          </span>
        ) : null}
        <div className="of-call-actions">
          {video ? (
            <Button
              shape="circle"
              size="large"
              aria-pressed={!machine.camera}
              aria-label={machine.camera ? t('cameraOff') : t('cameraOn')}
              className={machine.camera ? '' : 'is-off'}
              icon={<VideoCameraOutlined />}
              onClick={toggleCamera}
            />
          ) : null}
          <Button
            shape="circle"
            size="large"
            aria-pressed={!machine.mic}
            aria-label={machine.mic ? t('micOff') : t('micOn')}
            className={machine.mic ? '' : 'is-off'}
            icon={machine.mic ? <AudioOutlined /> : <AudioMutedOutlined />}
            onClick={toggleMic}
          />
          <Button
            danger
            type="primary"
            shape="round"
            size="large"
            icon={<PhoneOutlined rotate={135} />}
            onClick={hangUp}
          >
            {inCall ? t('hangUp') : t('cancel')}
          </Button>
        </div>
      </footer>
    </section>
  );
}

export { startCall } from './call-store';
