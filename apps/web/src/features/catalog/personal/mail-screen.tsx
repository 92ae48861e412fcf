import { type Notice, type NoticeType, NoticeTypes } from '@openfair/contract';
import { useQuery } from '@tanstack/react-query';
import { Badge, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLoggedIn, useSession } from '../../../lib/session-store';
import { fetchNoticeTypeCounts, noticeKeys } from '../../../shared/notices/notices.api';
import { QueryState } from '../../../shared/ui/query-state';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { MAIL_PAGE_SIZE, useNoticeList, useReadNotice } from './personal.api';
import './personal.css';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';

function NoticeList({ noticeType, onOpen }: { noticeType: NoticeType; onOpen: (n: Notice) => void }) {
  const { t } = useTranslation('catalog-detail');
  const [pageNum, setPageNum] = useState(1);
  const list = useNoticeList(noticeType, pageNum);
  const items = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  return (
    <QueryState
      pending={list.isPending}
      error={list.isError}
      empty={items.length === 0}
      onRetry={() => void list.refetch()}
      skeleton={<Skeleton active paragraph={{ rows: 5 }} />}
      emptyText={t('mail.empty')}
    >
      <ul className="of-mail-list">
        {items.map((n) => (
          <li key={n.id} className={`of-mail-item${n.seen ? '' : ' is-unread'}`}>
            <button type="button" className="of-mail-button" onClick={() => onOpen(n)}>
              <span className="of-mail-title">
                {/* The unread marker in a slot every row keeps, so read and unread titles line up;
                    screen readers get the word too. */}
                <span className="of-mail-marker">
                  {n.seen ? null : (
                    <>
                      <Badge status="error" />
                      <span className="of-sr-only">{t('mail.unread')}</span>
                    </>
                  )}
                </span>
                {n.title}
              </span>
              <span className="of-mail-time">{formatBeijingTime(n.createTime)}</span>
            </button>
          </li>
        ))}
      </ul>
      {total > MAIL_PAGE_SIZE ? (
        <Pagination
          className="of-personal-pagination"
          current={pageNum}
          pageSize={MAIL_PAGE_SIZE}
          total={total}
          onChange={setPageNum}
        />
      ) : null}
    </QueryState>
  );
}

/**
 * Notices (/mail) grouped by type (spec 000 §3: SPONSOR, CHECKRESULT, INVITE, INTENTIONORDER) with the
 * unread count per tab. Opening a notice reads it (the server marks it seen) and refreshes the notice
 * queries, so the menu dot updates without waiting for the 60 s poll.
 */
export function MailScreen() {
  const { t } = useTranslation('catalog-detail');
  const session = useSession();
  const loggedIn = isLoggedIn(session);
  // Same key and call as the layout's poll: one cache entry, no extra request.
  const counts = useQuery({
    queryKey: noticeKeys.types(session.token),
    queryFn: fetchNoticeTypeCounts,
    enabled: loggedIn,
  });
  const [chosen, setActive] = useState<NoticeType | null>(null);
  const [open, setOpen] = useState<Notice | null>(null);
  const read = useReadNotice();
  const unreadOf = (type: NoticeType) => counts.data?.find((c) => c.noticeType === type)?.unread ?? 0;
  // Until a tab is chosen, the first one with something unread: a review result opens on its own tab.
  const active = chosen ?? NoticeTypes.find((type) => unreadOf(type) > 0) ?? NoticeTypes[0];

  const onOpen = (n: Notice) => {
    setOpen(n);
    if (!n.seen) read.mutate(n.id);
  };

  return (
    <div className="of-personal">
      <Tabs
        className="of-mail-tabs"
        activeKey={active}
        onChange={(key) => setActive(key as NoticeType)}
        items={NoticeTypes.map((type) => ({
          key: type,
          label: (
            <Badge count={unreadOf(type)} size="small" overflowCount={99} offset={[10, -2]}>
              {t(`mail.types.${type}`)}
            </Badge>
          ),
          children: <NoticeList noticeType={type} onOpen={onOpen} />,
        }))}
        destroyOnHidden
      />
      <Modal
        open={open !== null}
        title={open?.title}
        footer={null}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        {open ? (
          <>
            <p className="of-mail-time">{formatBeijingTime(open.createTime)}</p>
            <p className="of-mail-content">{read.data?.id === open.id ? read.data.content : open.content}</p>
          </>
        ) : null}
      </Modal>
    </div>
  );
}
