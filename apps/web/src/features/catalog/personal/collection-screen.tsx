import { DeleteOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { CollectionType } from '@openfair/contract';
import { App, Button, Pagination, Popconfirm, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import { QueryState } from '../../../shared/ui/query-state';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { useToggleCollection } from '../api/catalog.api';
import { exportPathFor, fetchExport, saveBlob, useCollectionList } from './personal.api';
import { PersonalTabs, usePersonalTab } from './personal-tabs';
import { SubjectItem, subjectIdOf } from './subject-item';
import './personal.css';

const PAGE_SIZE = 12;

function ExportButton({ subjectType }: { subjectType: CollectionType }) {
  const { t } = useTranslation('catalog-detail');
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  if (!exportPathFor(subjectType)) return null;
  const onExport = async () => {
    setBusy(true);
    try {
      const blob = await fetchExport(subjectType);
      const stamp = formatBeijingTime(Date.now(), 'date').replaceAll('-', '');
      saveBlob(blob, `${t(`collection.exportFile.${subjectType}`)}-${stamp}.xlsx`);
      void message.success(t('collection.exported'));
    } catch {
      // The request wrapper has already shown the server or network error.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FileExcelOutlined />} loading={busy} onClick={() => void onExport()}>
      {t(busy ? 'collection.exporting' : 'collection.export')}
    </Button>
  );
}

/**
 * Favourites (/collection/:type): exhibitors and products for visitors, audience for exhibitors; remove
 * with confirmation, pages, and the Excel export of exhibitors and products.
 */
export function CollectionScreen() {
  const { t } = useTranslation('catalog-detail');
  const { type, types, subjectType, pageNum, setPageNum } = usePersonalTab('collection');
  const list = useCollectionList({ subjectType: subjectType ?? 'ACTOR', pageNum, pageSize: PAGE_SIZE });
  const toggle = useToggleCollection();
  if (!subjectType) return <NotFoundScreen />;
  const data = list.data;
  const items = data?.list ?? [];

  return (
    <div className="of-personal">
      <PersonalTabs area="collection" types={types} active={type} />
      <div className="of-personal-toolbar">
        <span>{t('collection.total', { count: data?.total ?? 0 })}</span>
        {items.length > 0 ? <ExportButton subjectType={subjectType} /> : null}
      </div>
      <QueryState
        pending={list.isPending}
        error={list.isError}
        empty={items.length === 0}
        onRetry={() => void list.refetch()}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
        emptyText={t('collection.empty')}
      >
        <div className="of-personal-grid">
          {items.map((item) => {
            const id = subjectIdOf(item);
            return (
              <SubjectItem
                key={id}
                item={item}
                footer={
                  <>
                    <span>{t('collection.collectedAt', { time: formatBeijingTime(item.collectedAt) })}</span>
                    <Popconfirm
                      title={t('collection.removeConfirm')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => toggle.mutateAsync({ subjectType, subjectId: id, collected: true })}
                    >
                      <Button size="small" type="text" danger icon={<DeleteOutlined />}>
                        {t('collection.remove')}
                      </Button>
                    </Popconfirm>
                  </>
                }
              />
            );
          })}
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
