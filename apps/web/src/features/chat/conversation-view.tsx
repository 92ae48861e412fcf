import { ArrowDownOutlined, LeftOutlined } from '@ant-design/icons';
import type { Conversation } from '@openfair/contract';
import { Avatar, Button, Empty, Spin } from 'antd';
import {
  type DragEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { deferredComponent } from '../../shared/ui/deferred';
import { useFeedback } from '../../shared/ui/feedback';
import { type LocalMessage, loadHistory, resend, revoke, useChat } from './chat-store';
import { ClientPoolButton } from './client-pool-button';
import { Composer, type ComposerHandle } from './composer';
import { conversationName } from './conversation-list';
import { mayWrite } from './inbox-state';
import { MessageItem } from './message-item';

// What company conversations (the shared inbox) add for staff loads after the conversation.
const ClaimButton = deferredComponent(() => import('./inbox-claim').then((m) => m.ClaimButton));
const InboxNotice = deferredComponent(() => import('./inbox-claim').then((m) => m.InboxNotice));
const HandOverButton = deferredComponent(() => import('./inbox-claim').then((m) => m.HandOverButton));

// The call buttons (and their icons) come a moment after the conversation: calls are the rarer use.
const CallButtons = lazy(() => import('./call-buttons').then((m) => ({ default: m.CallButtons })));

// A group's send box with its @ picker loads with the first group opened (until then, the plain one).
const GroupComposer = deferredComponent(() => import('./group-composer').then((m) => m.GroupComposer));

// A group's members and their management load with the first group opened.
const GroupMembersButton = deferredComponent(() =>
  import('./group-manager').then((m) => m.withCatalogue(m.GroupMembersButton)),
);

/** Spec 001 §2: "back to latest position" shows once the reader has scrolled this far up from the bottom. */
const AWAY_FROM_BOTTOM_PX = 20;

type Props = { conversation: Conversation; onBack?: () => void };

/**
 * One conversation (mounted anew for each, so its scroll state starts fresh): its history (15 a page,
 * older on demand), the messages as they come, and the send box.
 */
export function ConversationView({ conversation, onBack }: Props) {
  const { t } = useTranslation('chat');
  const { message: toast } = useFeedback();
  const id = conversation.conversationID;
  const messages = useChat((s) => s.messages[id]);
  const scroller = useRef<HTMLDivElement>(null);
  // The history scrolls from the keyboard even when it holds no link or button (a focusable region,
  // named for the screen reader that lands on it), as axe's scrollable-region-focusable asks.
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.tabIndex = 0;
    el.setAttribute('role', 'region');
    el.setAttribute('aria-label', t('historyLabel'));
  });
  const composer = useRef<ComposerHandle>(null);
  const [away, setAway] = useState(false);
  const keepOffset = useRef<number | null>(null);
  const list = messages?.list ?? [];
  const name = conversationName(conversation);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // New messages keep the view at the bottom unless the reader scrolled up; older pages keep the
  // reader's place instead of jumping.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || list.length === 0) return;
    if (keepOffset.current !== null) {
      el.scrollTop = el.scrollHeight - keepOffset.current;
      keepOffset.current = null;
      return;
    }
    if (!away) toBottom();
  }, [list, away, toBottom]);

  // Pictures and videos take their height when they load, after the list was scrolled down: a reader at
  // the bottom stays there.
  const awayRef = useRef(away);
  awayRef.current = away;
  const followGrowth = useCallback(
    (content: HTMLOListElement | null) => {
      if (!content || typeof ResizeObserver === 'undefined') return;
      const observer = new ResizeObserver(() => {
        if (!awayRef.current && keepOffset.current === null) toBottom();
      });
      observer.observe(content);
      return () => observer.disconnect();
    },
    [toBottom],
  );

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    setAway(el.scrollHeight - el.scrollTop - el.clientHeight > AWAY_FROM_BOTTOM_PX);
  };

  const older = () => {
    const el = scroller.current;
    if (el) keepOffset.current = el.scrollHeight - el.scrollTop;
    void loadHistory(id, true);
  };

  const onResend = async (failed: LocalMessage) => {
    const media = failed.type === 'image' || failed.type === 'video' || failed.type === 'file';
    const answer = await (media
      ? import('./chat-media').then((m) => m.resendMedia(id, failed))
      : resend(id, failed));
    if (!answer.ok && answer.msg) toast.error(answer.msg);
  };

  // Files dragged over the conversation: a hint while they hover, sent when dropped (spec 001 §5).
  const [dragging, setDragging] = useState(false);
  const carriesFiles = (e: DragEvent) => e.dataTransfer.types.includes('Files');
  const onDragOver = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDragLeave = (e: DragEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
  };
  const onDrop = (e: DragEvent) => {
    if (!carriesFiles(e)) return;
    e.preventDefault();
    setDragging(false);
    composer.current?.drop([...e.dataTransfer.files]);
  };

  const onRevoke = async (m: LocalMessage) => {
    const answer = await revoke(m);
    if (!answer.ok) toast.warning(t('revokeFailed', { reason: answer.msg }));
  };

  return (
    <section
      className={dragging ? 'of-chat-view is-dropping' : 'of-chat-view'}
      aria-label={name}
      onDragOver={onDragOver}
      onDragLeave={onDragLeave}
      onDrop={onDrop}
    >
      {dragging ? (
        <div className="of-chat-drop-hint" aria-hidden>
          {t('dropHint')}
        </div>
      ) : null}
      <header className="of-chat-view-head">
        {onBack ? (
          <Button
            type="text"
            className="of-chat-back"
            icon={<LeftOutlined />}
            aria-label={t('back')}
            onClick={onBack}
          />
        ) : null}
        <Avatar size={28} src={conversation.userProfile?.avatar || undefined} alt="">
          {name.slice(0, 1)}
        </Avatar>
        <h2>{name}</h2>
        {conversation.type === 'GROUP' ? <GroupMembersButton conversation={conversation} /> : null}
        <ClaimButton conversation={conversation} />
        <HandOverButton conversation={conversation} />
        <ClientPoolButton conversation={conversation} />
        <Suspense fallback={null}>
          <CallButtons conversation={conversation} />
        </Suspense>
      </header>
      <div className="of-chat-scroll" ref={scroller} onScroll={onScroll}>
        <div className="of-chat-history-head">
          {messages?.loading ? (
            <Spin size="small" />
          ) : messages?.error ? (
            <span>
              {t('loadFailed')}{' '}
              <Button type="link" size="small" onClick={() => void loadHistory(id, list.length > 0)}>
                {t('retry')}
              </Button>
            </span>
          ) : messages?.isCompleted ? (
            list.length > 0 ? (
              <span className="of-chat-muted">{t('noMore')}</span>
            ) : null
          ) : messages ? (
            <Button type="link" size="small" onClick={older}>
              {t('viewMore')}
            </Button>
          ) : null}
        </div>
        {messages && !messages.loading && list.length === 0 && !messages.error ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />
        ) : (
          <ol className="of-chat-messages" aria-live="polite" ref={followGrowth}>
            {list.map((m) => (
              <MessageItem
                key={m.clientMessageID || m.ID}
                message={m}
                onResend={(failed) => void onResend(failed)}
                onRevoke={(mine) => void onRevoke(mine)}
                onReEdit={(text) => composer.current?.insert(text)}
              />
            ))}
          </ol>
        )}
      </div>
      {away ? (
        <Button
          className="of-chat-to-latest"
          size="small"
          shape="round"
          icon={<ArrowDownOutlined />}
          onClick={() => {
            setAway(false);
            toBottom();
          }}
        >
          {t('backToLatest')}
        </Button>
      ) : null}
      {!mayWrite(conversation) ? (
        <InboxNotice conversation={conversation} />
      ) : conversation.type === 'GROUP' ? (
        <GroupComposer
          ref={composer}
          conversationID={id}
          onSent={() => setAway(false)}
          fallback={<Composer ref={composer} conversationID={id} onSent={() => setAway(false)} />}
        />
      ) : (
        <Composer ref={composer} conversationID={id} onSent={() => setAway(false)} />
      )}
    </section>
  );
}
