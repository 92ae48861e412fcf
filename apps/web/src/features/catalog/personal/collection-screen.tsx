import { DeleteOutlined, FileExcelOutlined } from '@ant-design/icons';
import type { CollectionType } from '@openfair/contract';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/ui/feedback';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { saveBlob } from '../../../shared/utils/save-blob';
import { useToggleCollection } from '../api/catalog.api';
import { exportPathFor, useCollectionList, useExportCollection } from './personal.api';
import { PERSONAL_PAGE_SIZE, PersonalList } from './personal-list';
import { usePersonalTab } from './personal-tabs';

function ExportButton({ subjectType }: { subjectType: CollectionType }) {
  const { t } = useTranslation('catalog-detail');
  const { message } = useFeedback();
  const exportList = useExportCollection();
  if (!exportPathFor(subjectType)) return null;
  // A failure was shown by the request wrapper.
  const onExport = () =>
    exportList.mutate(subjectType, {
      onSuccess: (blob) => {
        const stamp = formatBeijingTime(Date.now(), 'date').replaceAll('-', '');
        saveBlob(blob, `${t(`collection.exportFile.${subjectType}`)}-${stamp}.xlsx`);
        void message.success(t('collection.exported'));
      },
    });
  return (
    <Button icon={<FileExcelOutlined />} loading={exportList.isPending} onClick={onExport}>
      {t(exportList.isPending ? 'collection.exporting' : 'collection.export')}
    </Button>
  );
}

/**
 * Favourites (/collection/:type): exhibitors and products for visitors, audience for exhibitors; remove
 * with confirmation, pages, and the Excel export of exhibitors and products.
 */
export function CollectionScreen() {
  const { t } = useTranslation('catalog-detail');
  const tab = usePersonalTab('collection');
  const { subjectType } = tab;
  const list = useCollectionList({
    subjectType: subjectType ?? 'ACTOR',
    pageNum: tab.pageNum,
    pageSize: PERSONAL_PAGE_SIZE,
  });
  const toggle = useToggleCollection();
  if (!subjectType) return <NotFoundScreen />;

  return (
    <PersonalList
      area="collection"
      tab={tab}
      list={list}
      totalText={t('collection.total', { count: list.data?.total ?? 0 })}
      emptyText={t('collection.empty')}
      action={<ExportButton subjectType={subjectType} />}
      footer={(item, subjectId) => (
        <>
          <span>{t('collection.collectedAt', { time: formatBeijingTime(item.collectedAt) })}</span>
          <Popconfirm
            title={t('collection.removeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => toggle.mutateAsync({ subjectType, subjectId, collected: true })}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined />}>
              {t('collection.remove')}
            </Button>
          </Popconfirm>
        </>
      )}
    />
  );
}
