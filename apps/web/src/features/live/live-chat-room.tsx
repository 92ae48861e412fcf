import { DeleteOutlined, SendOutlined } from '@ant-design/icons';
import { LiveSocketEvents as Ev, LIVE_CHAT_MAX, type LiveChatMessage } from '@openfair/contract';
import { Button, Card, Empty, Input, Popconfirm } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emitWithAck, realtimeSocket } from '../../api/socket';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';

/**
 * The live's chat room beside the player (a socket.io room per live). Logged-in viewers who may open the
 * live read and write; the sponsor's staff remove messages. Guests are asked to log in to chat.
 */
export function LiveChatRoom({ liveId, own }: { liveId: string; own: boolean }) {
  const { t } = useTranslation('live');
  const { message } = useFeedback();
  const loggedIn = useSession(isLoggedIn);
  const [messages, setMessages] = useState<LiveChatMessage[]>([]);
  const [viewers, setViewers] = useState<number | null>(null);
  const [staff, setStaff] = useState(own);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [joined, setJoined] = useState(false);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!loggedIn) return;
    const socket = realtimeSocket();
    if (!socket) return;
    const join = () =>
      void emitWithAck<{ messages: LiveChatMessage[]; staff: boolean; viewers?: number }>(Ev.join, {
        liveId,
      }).then((r) => {
        if (!r.ok) return;
        setMessages(r.data.messages);
        setStaff(r.data.staff);
        if (typeof r.data.viewers === 'number') setViewers(r.data.viewers);
        setJoined(true);
      });
    const onMessage = (m: LiveChatMessage) =>
      m.liveId === liveId && setMessages((all) => [...all, m].slice(-200));
    const onRemoved = (e: { liveId: string; id: string }) =>
      e.liveId === liveId && setMessages((all) => all.filter((m) => m.id !== e.id));
    const onViewers = (e: { liveId: string; viewers: number }) =>
      e.liveId === liveId && setViewers(e.viewers);
    socket.on(Ev.message, onMessage);
    socket.on(Ev.removed, onRemoved);
    socket.on(Ev.viewers, onViewers);
    // Joined now if connected, and again on every (re)connect: a new connection is in no room.
    if (socket.connected) join();
    socket.on('connect', join);
    return () => {
      socket.off(Ev.message, onMessage);
      socket.off(Ev.removed, onRemoved);
      socket.off(Ev.viewers, onViewers);
      socket.off('connect', join);
      socket.emit(Ev.leave, { liveId });
    };
  }, [liveId, loggedIn]);

  useEffect(() => {
    const el = list.current;
    if (el && messages.length) el.scrollTop = el.scrollHeight;
  }, [messages]);

  const send = async () => {
    const body = text.trim();
    if (!body) return void message.warning(t('chat.empty'));
    setSending(true);
    const r = await emitWithAck(Ev.send, { liveId, text: body });
    setSending(false);
    if (r.ok) setText('');
    else void message.error(r.msg || t('chat.failed'));
  };
  const remove = async (id: string) => {
    const r = await emitWithAck(Ev.remove, { liveId, id });
    if (!r.ok) void message.error(r.msg || t('chat.failed'));
  };

  return (
    <Card
      size="small"
      className="of-live-chat"
      title={t('chat.title')}
      extra={
        viewers !== null ? (
          <span data-testid="live-room-viewers">{t('chat.viewers', { count: viewers })}</span>
        ) : null
      }
    >
      {!loggedIn ? (
        <p className="of-live-chat-note">{t('chat.login')}</p>
      ) : (
        <>
          {messages.length === 0 ? (
            <Empty description={t('chat.none')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : null}
          <ol className="of-live-chat-list" ref={list} aria-live="polite" data-testid="live-chat-list">
            {messages.map((m) => (
              <li key={m.id}>
                <strong>{m.name}</strong>: <span>{m.text}</span>
                {staff ? (
                  <Popconfirm
                    title={t('chat.removeConfirm')}
                    okText={t('chat.remove')}
                    cancelText={t('cancel')}
                    onConfirm={() => remove(m.id)}
                  >
                    <Button
                      type="text"
                      size="small"
                      icon={<DeleteOutlined />}
                      aria-label={t('chat.remove')}
                    />
                  </Popconfirm>
                ) : null}
              </li>
            ))}
          </ol>
          <div className="of-live-chat-send">
            <Input
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPressEnter={() => void send()}
              maxLength={LIVE_CHAT_MAX}
              placeholder={t('chat.placeholder')}
              aria-label={t('chat.placeholder')}
              disabled={!joined}
              data-testid="live-chat-input"
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={sending}
              disabled={!joined}
              onClick={() => void send()}
            >
              {t('chat.send')}
            </Button>
          </div>
        </>
      )}
    </Card>
  );
}
