import { ExclamationCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { formatCallDuration, parseCallNote, REVOKE_WINDOW_SECONDS } from '@openfair/contract';
import { Avatar, Button } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LocalMessage, mentionsMe } from './chat-store';
import { chatTime, withinRevokeWindow } from './chat-time';
import { MessageBody } from './message-body';

type Props = {
  message: LocalMessage;
  onResend: (m: LocalMessage) => void;
  onRevoke: (m: LocalMessage) => void;
  onReEdit: (text: string) => void;
};

/** Messages that carry a picture, video or file: drawn without the text bubble's padding. */
const MEDIA_TYPES = new Set(['image', 'video', 'file']);

/**
 * The share of a picture, video or file uploaded (spec 001 §4: progress × 100 rounded down). Drawn here
 * rather than with antd's Progress, which would weigh on every chat page for this one bar.
 */
function UploadBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className="of-chat-progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className="of-chat-progress-track">
        <span className="of-chat-progress-fill" style={{ width: `${percent}%` }} />
      </span>
      <span className="of-chat-progress-text">{percent}%</span>
    </div>
  );
}

/** True while my message may still be revoked; turns false by itself when the window closes. */
function useRevocable(message: LocalMessage): boolean {
  const mine = message.flow === 'out' && message.status === 'success';
  const [open, setOpen] = useState(() => mine && withinRevokeWindow(message.time, REVOKE_WINDOW_SECONDS));
  useEffect(() => {
    if (!mine) return setOpen(false);
    const left = message.time * 1000 + REVOKE_WINDOW_SECONDS * 1000 - Date.now();
    setOpen(left > 0);
    if (left <= 0) return;
    const timer = setTimeout(() => setOpen(false), left);
    return () => clearTimeout(timer);
  }, [mine, message.time]);
  return open;
}

/**
 * One message: mine on the right with its status (sending, failed with a resend, read or unread for a
 * one-to-one chat), the other side's on the left; a revoked one is a centred notice (spec 001 §4).
 */
export function MessageItem({ message, onResend, onRevoke, onReEdit }: Props) {
  const { t } = useTranslation('chat');
  const revocable = useRevocable(message);
  const mine = message.flow === 'out';
  if (message.type === 'groupTip')
    // A group change ("X added Y"), in the reader's language from the server.
    return <li className="of-chat-notice of-group-tip">{(message.payload as { text?: string }).text}</li>;
  const mentioned = !mine && !message.isRevoked && mentionsMe(message);
  const callNote =
    message.type === 'custom' && !message.isRevoked
      ? parseCallNote((message.payload as { data?: string }).data ?? '')
      : null;
  if (callNote) {
    // A call leaves its steps in the conversation as centred notes (spec 001 §4).
    const name = message.nick;
    const text = {
      dialling: () => t('call.dialling', { name }),
      groupInvite: () => t('call.groupInvite', { name, users: (callNote.inviteeNames ?? []).join(', ') }),
      accepted: () => t('call.accepted', { name }),
      reject: () => t('call.rejected', { name }),
      busy: () => t('call.busy', { name }),
      timeout: () => t('call.noAnswer'),
      cancel: () => t('call.cancelled'),
      hangup: () =>
        callNote.duration
          ? t('call.ended', { duration: formatCallDuration(callNote.duration) })
          : t('call.cancelled'),
      groupEnd: () => t('call.groupEnded'),
      error: () => t('call.error'),
    }[callNote.action]();
    return (
      <li className="of-chat-notice of-call-note" data-call-action={callNote.action}>
        {text}
      </li>
    );
  }
  if (message.isRevoked) {
    const text = (message.payload as { text?: string }).text;
    return (
      <li className="of-chat-notice">
        {mine
          ? t('youRevoked')
          : message.conversationType === 'GROUP'
            ? t('memberRevoked', { name: message.nick })
            : t('otherRevoked')}
        {mine &&
        message.type === 'text' &&
        text &&
        withinRevokeWindow(message.time, REVOKE_WINDOW_SECONDS) ? (
          <Button type="link" size="small" onClick={() => onReEdit(text)}>
            {t('reEdit')}
          </Button>
        ) : null}
      </li>
    );
  }
  return (
    <li className={mine ? 'of-chat-message is-mine' : 'of-chat-message'}>
      <Avatar size={32} src={message.avatar || undefined} alt="" className="of-chat-message-avatar">
        {message.nick.slice(0, 1)}
      </Avatar>
      <div className="of-chat-message-main">
        <div className="of-chat-message-meta">
          {mine ? null : <span className="of-chat-message-nick">{message.nick}</span>}
          <time>{chatTime(message.time)}</time>
        </div>
        <div className="of-chat-message-row">
          <div
            className={
              MEDIA_TYPES.has(message.type)
                ? 'of-chat-bubble is-media'
                : mentioned
                  ? 'of-chat-bubble is-mention'
                  : 'of-chat-bubble'
            }
          >
            {mentioned ? <span className="of-chat-mention-tag">{t('group.mentionedYou')}</span> : null}
            <MessageBody message={message} />
            {message.status === 'unSend' && message.progress !== undefined ? (
              <UploadBar percent={Math.floor(message.progress * 100)} label={t('uploading')} />
            ) : null}
          </div>
          {mine ? (
            <span className="of-chat-message-status">
              {message.status === 'unSend' ? (
                <LoadingOutlined aria-label={t('sending')} />
              ) : message.status === 'fail' ? (
                <Button
                  type="text"
                  size="small"
                  danger
                  icon={<ExclamationCircleFilled />}
                  aria-label={message.error ? t('failed', { reason: message.error }) : t('failedNoReason')}
                  title={message.error ? t('failed', { reason: message.error }) : t('failedNoReason')}
                  onClick={() => onResend(message)}
                />
              ) : message.conversationType === 'C2C' ? (
                <span className={message.isPeerRead ? 'of-chat-read' : 'of-chat-unread'}>
                  {message.isPeerRead ? t('read') : t('unread')}
                </span>
              ) : null}
            </span>
          ) : null}
        </div>
        {revocable ? (
          <Button type="link" size="small" className="of-chat-revoke" onClick={() => onRevoke(message)}>
            {t('revoke')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
