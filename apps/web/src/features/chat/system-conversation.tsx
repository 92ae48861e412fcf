import { LeftOutlined, NotificationOutlined } from '@ant-design/icons';
import { ChatEvents, ContentPaths, type Notice, SYSTEM_CONVERSATION_ID } from '@openfair/contract';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Empty, Spin, Tag } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { post } from '../../api/request';
import { emitWithAck } from '../../api/socket';
import { pathTo } from '../../lib/paths';
import { noticeKeys } from '../../shared/notices/notices.api';
import { chatTime } from './chat-time';

const PAGE_SIZE = 15;

/**
 * The system conversation (`@TIM#SYSTEM`, spec 001 §3): the notice box (sponsor, review results,
 * invitations, intention orders) as a read-only conversation, newest at the bottom like messages.
 * Opening it reads the notices on the server (the same seen flag /mail sets); the bell and /mail then
 * refresh.
 */
export function SystemConversationView({ onBack }: { onBack?: () => void }) {
  const { t } = useTranslation('chat');
  // Its own texts load with it (the chat route stays light).
  const { t: tn } = useTranslation('chat-notices');
  const queryClient = useQueryClient();
  const notices = useInfiniteQuery({
    queryKey: [...noticeKeys.all, 'system-conversation'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      post(ContentPaths.noticeList, { pageNum: pageParam, pageSize: PAGE_SIZE }, { silent: true }),
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.list.length, 0) < last.total ? pages.length + 1 : undefined,
  });
  const newest = notices.data?.pages[0]?.list[0]?.id;

  // Read on open and whenever a new notice arrives while it is open.
  useEffect(() => {
    if (!newest) return;
    void emitWithAck(ChatEvents.read, { conversationID: SYSTEM_CONVERSATION_ID }).then((answer) => {
      if (answer.ok) void queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'types'] });
    });
  }, [newest, queryClient]);

  const list: Notice[] = (notices.data?.pages ?? []).flatMap((p) => p.list).toReversed();
  return (
    <section className="of-chat-view of-chat-system" aria-label={t('system.name')}>
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
        <Avatar size={28} icon={<NotificationOutlined />} className="of-chat-system-avatar" />
        <h2>{t('system.name')}</h2>
        <Link to={pathTo('mail')} className="of-chat-system-all">
          {tn('all')}
        </Link>
      </header>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region with nothing else to focus must take focus to scroll by keyboard */}
      <div className="of-chat-scroll" tabIndex={0}>
        <div className="of-chat-history-head">
          {notices.isLoading || notices.isFetchingNextPage ? (
            <Spin size="small" />
          ) : notices.isError ? (
            <span>
              {t('loadFailed')}{' '}
              <Button type="link" size="small" onClick={() => void notices.refetch()}>
                {t('retry')}
              </Button>
            </span>
          ) : notices.hasNextPage ? (
            <Button type="link" size="small" onClick={() => void notices.fetchNextPage()}>
              {t('viewMore')}
            </Button>
          ) : list.length > 0 ? (
            <span className="of-chat-muted">{t('noMore')}</span>
          ) : null}
        </div>
        {!notices.isLoading && list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={tn('empty')} />
        ) : (
          <ol className="of-chat-system-list">
            {list.map((n) => (
              <li key={n.id} className="of-chat-system-item">
                <div className="of-chat-system-top">
                  <Tag color="blue">{tn(`types.${n.noticeType}`)}</Tag>
                  <time className="of-chat-muted" dateTime={n.createTime}>
                    {chatTime(Math.floor(Date.parse(n.createTime) / 1000))}
                  </time>
                </div>
                <h3>{n.title}</h3>
                <p>{n.content}</p>
              </li>
            ))}
          </ol>
        )}
      </div>
      <p className="of-chat-system-foot">{tn('readOnly')}</p>
    </section>
  );
}
