import { ClearOutlined } from '@ant-design/icons';
import { App, Button, Pagination, Popconfirm, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import { QueryState } from '../../../shared/ui/query-state';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { useClearFootprints, useFootprintList } from './personal.api';
import { PersonalTabs, usePersonalTab } from './personal-tabs';
import { SubjectItem, subjectIdOf } from './subject-item';
import './personal.css';

const PAGE_SIZE = 12;

/**
 * Browsing history (/footprint/:type): the server records a view when a detail opens and lists them newest
 * first; times are shown in Beijing time. "Clear" empties the history of this type after a confirmation.
 */
export function FootprintScreen() {
  const { t } = useTranslation('catalog-detail');
  const { message } = App.useApp();
  const { type, types, subjectType, pageNum, setPageNum } = usePersonalTab('footprint');
  const list = useFootprintList({ subjectType: subjectType ?? 'ACTOR', pageNum, pageSize: PAGE_SIZE });
  const clear = useClearFootprints();
  if (!subjectType) return <NotFoundScreen />;
  const data = list.data;
  const items = data?.list ?? [];

  return (
    <div className="of-personal">
      <PersonalTabs area="footprint" types={types} active={type} />
      <div className="of-personal-toolbar">
        <span>{t('footprint.total', { count: data?.total ?? 0 })}</span>
        {items.length > 0 ? (
          <Popconfirm
            title={t('footprint.clearConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={async () => {
              await clear.mutateAsync(subjectType);
              setPageNum(1);
              void message.success(t('footprint.cleared'));
            }}
          >
            <Button icon={<ClearOutlined />} loading={clear.isPending}>
              {t('footprint.clear')}
            </Button>
          </Popconfirm>
        ) : null}
      </div>
      <QueryState
        pending={list.isPending}
        error={list.isError}
        empty={items.length === 0}
        onRetry={() => void list.refetch()}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
        emptyText={t('footprint.empty')}
      >
        <div className="of-personal-grid">
          {items.map((item) => (
            <SubjectItem
              key={subjectIdOf(item)}
              item={item}
              footer={<span>{t('footprint.viewedAt', { time: formatBeijingTime(item.viewedAt) })}</span>}
            />
          ))}
        </div>
      </QueryState>
      {(data?.total ?? 0) > PAGE_SIZE ? (
        <Pagination
          className="of-personal-pagination"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={data?.total ?? 0}
          showSizeChanger={false}
          onChange={setPageNum}
        />
      ) : null}
    </div>
  );
}
