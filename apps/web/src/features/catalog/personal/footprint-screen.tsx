import { ClearOutlined } from '@ant-design/icons';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../shared/ui/feedback';
import { NotFoundScreen } from '../../../shared/ui/not-found-screen';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { useClearFootprints, useFootprintList } from './personal.api';
import { PERSONAL_PAGE_SIZE, PersonalList } from './personal-list';
import { usePersonalTab } from './personal-tabs';

/**
 * Browsing history (/footprint/:type): the server records a view when a detail opens and lists them newest
 * first; times are shown in Beijing time. "Clear" empties the history of this type after a confirmation.
 */
export function FootprintScreen() {
  const { t } = useTranslation('catalog-detail');
  const { message } = useFeedback();
  const tab = usePersonalTab('footprint');
  const { subjectType } = tab;
  const list = useFootprintList({
    subjectType: subjectType ?? 'ACTOR',
    pageNum: tab.pageNum,
    pageSize: PERSONAL_PAGE_SIZE,
  });
  const clear = useClearFootprints();
  if (!subjectType) return <NotFoundScreen />;

  return (
    <PersonalList
      area="footprint"
      tab={tab}
      list={list}
      totalText={t('footprint.total', { count: list.data?.total ?? 0 })}
      emptyText={t('footprint.empty')}
      action={
        <Popconfirm
          title={t('footprint.clearConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={async () => {
            await clear.mutateAsync(subjectType);
            tab.setPageNum(1);
            void message.success(t('footprint.cleared'));
          }}
        >
          <Button icon={<ClearOutlined />} loading={clear.isPending}>
            {t('footprint.clear')}
          </Button>
        </Popconfirm>
      }
      footer={(item) => <span>{t('footprint.viewedAt', { time: formatBeijingTime(item.viewedAt) })}</span>}
    />
  );
}
