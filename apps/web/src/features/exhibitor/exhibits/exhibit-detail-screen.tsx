import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { Exhibit } from '@openfair/contract';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../shared/ui/feedback';
import { useCategories } from '../exhibitor.api';
import { useDeleteExhibit, useExhibit } from './exhibits.api';
import '../exhibitor.css';
import { FactList } from '../../../shared/ui/fact-list';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

const money = (value: number | null) => (value === null ? '' : `¥${value.toFixed(2)}`);

function ExhibitDetail({ exhibit }: { exhibit: Exhibit }) {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const categories = useCategories(lang);
  const remove = useDeleteExhibit();
  const none = t('exhibits.none');
  const yesNo = (value: boolean) => t(value ? 'companyInfo.yes' : 'companyInfo.no');
  const category = categories.data?.find((c) => c.key === exhibit.category)?.name ?? exhibit.category;

  const confirmDelete = () =>
    modal.confirm({
      title: t('exhibits.deleteOneTitle', { name: exhibit.name }),
      content: t('exhibits.deleteWarning'),
      okText: t('exhibits.delete'),
      okButtonProps: { danger: true },
      cancelText: t('exhibits.cancel'),
      onOk: () =>
        remove.mutateAsync(exhibit.id).then(() => {
          void message.success(t('exhibits.deleted'));
          navigate(pathTo('myExhibitList'));
        }),
    });

  const fields: [string, string][] = [
    ['nameEn', exhibit.nameEn],
    ['brand', exhibit.brand],
    ['articleNumber', exhibit.articleNumber],
    ['category', category],
    ['scope', t(`exhibits.scope.${exhibit.scope}`)],
    ['sort', String(exhibit.sort)],
    ['minOrder', String(exhibit.minOrder)],
    ['salePrice', money(exhibit.salePrice)],
    ['purchasePrice', money(exhibit.purchasePrice)],
    ['spotTrading', yesNo(exhibit.spotTrading)],
    ['customization', yesNo(exhibit.customization)],
    ['identification', exhibit.identification],
  ];

  return (
    <div className="of-company-sections">
      <Card
        title={exhibit.name}
        extra={
          <Space wrap>
            <Button
              icon={<EditOutlined />}
              onClick={() => navigate(pathTo('exhibitEdit', { id: exhibit.id }))}
            >
              {t('exhibits.edit')}
            </Button>
            <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
              {t('exhibits.delete')}
            </Button>
          </Space>
        }
      >
        {exhibit.images.length > 0 && (
          <ul className="of-exhibit-gallery">
            {exhibit.images.map((image, index) => (
              <li key={image.key}>
                <img src={image.url} alt={`${t('exhibits.items.image')} ${index + 1}`} />
              </li>
            ))}
          </ul>
        )}
        <FactList
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={fields.map(([key, value]) => ({
            key,
            label: t(`exhibits.fields.${key}`),
            children: value || none,
          }))}
        />
        {exhibit.tags.length > 0 && (
          <p>
            {exhibit.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </p>
        )}
      </Card>
      <Card title={t('exhibits.sections.description')}>
        <p className="of-exhibit-text">{exhibit.productIntro || none}</p>
        <p className="of-exhibit-text" lang="en">
          {exhibit.productEnIntro || none}
        </p>
      </Card>
      {(exhibit.video || exhibit.detailImages.length > 0) && (
        <Card title={t('exhibits.sections.media')}>
          {exhibit.video && (
            <div className="of-exhibit-video">
              {/* biome-ignore lint/a11y/useMediaCaption: exhibit videos are uploaded without captions */}
              <video
                src={exhibit.video.url}
                poster={exhibit.videoCover?.url}
                controls
                preload="metadata"
                aria-label={t('exhibits.items.video')}
              />
            </div>
          )}
          {exhibit.detailImages.map((image, index) => (
            <img
              key={image.key}
              className="of-exhibit-long"
              src={image.url}
              alt={`${t('exhibits.items.detailImage')} ${index + 1}`}
              loading="lazy"
            />
          ))}
        </Card>
      )}
    </div>
  );
}

/** /exhibit-detail/{id}: one exhibit as its company's staff see it, with edit and delete. */
export function ExhibitDetailScreen() {
  const { t } = useTranslation('exhibitor');
  const { id = '' } = useParams();
  const exhibit = useExhibit(id);
  if (exhibit.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 10 }} />
      </Card>
    );
  }
  if (exhibit.isError) {
    return (
      <StatusResult
        status="error"
        title={t('exhibits.loadError')}
        subTitle={exhibit.error instanceof ApiError ? exhibit.error.message : undefined}
        extra={<Button onClick={() => void exhibit.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  return <ExhibitDetail exhibit={exhibit.data} />;
}
