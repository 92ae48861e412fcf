import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { HotImage } from '@openfair/contract';
import { Button, Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useFeedback } from '../../../shared/ui/feedback';
import { useDeleteScene, useScenes } from './hotspots.api';
import './hotspots.css';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

/** /hotspot: the company's scenes, each with its points, to edit, preview or delete. */
export function HotspotListScreen() {
  const { t } = useTranslation('exhibitor');
  const { modal, message } = useFeedback();
  const navigate = useNavigate();
  const scenes = useScenes();
  const remove = useDeleteScene();

  const confirmDelete = (scene: HotImage) =>
    modal.confirm({
      title: t('hotspots.deleteTitle', { title: scene.title || t('hotspots.untitled') }),
      content: t('hotspots.deleteWarning'),
      okText: t('exhibits.delete'),
      okButtonProps: { danger: true },
      cancelText: t('exhibits.cancel'),
      onOk: () => remove.mutateAsync(scene.id).then(() => void message.success(t('hotspots.deleted'))),
    });

  if (scenes.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (scenes.isError) {
    return (
      <StatusResult
        status="error"
        title={t('hotspots.loadError')}
        subTitle={scenes.error instanceof ApiError ? scenes.error.message : undefined}
        extra={<Button onClick={() => void scenes.refetch()}>{t('state.retry')}</Button>}
      />
    );
  }
  return (
    <div className="of-company-sections">
      <div className="of-exhibit-toolbar">
        <p className="of-company-note">{t('hotspots.intro')}</p>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => navigate(pathTo('hotspotDetail', { step: '1' }))}
        >
          {t('hotspots.add')}
        </Button>
      </div>
      {scenes.data.length === 0 ? (
        <Card>
          <Empty description={t('hotspots.empty')} />
        </Card>
      ) : (
        <ul className="of-scene-grid">
          {scenes.data.map((scene) => (
            <li key={scene.id}>
              <Card
                cover={<img src={scene.picture.url} alt="" className="of-scene-cover" />}
                actions={[
                  <Link key="points" to={pathTo('hotspotDetail', { step: '2', id: scene.id })}>
                    {t('hotspots.editPoints')}
                  </Link>,
                  <Link key="preview" to={pathTo('hotspotDetail', { step: '3', id: scene.id })}>
                    {t('hotspots.preview')}
                  </Link>,
                  <Button
                    key="delete"
                    type="link"
                    danger
                    size="small"
                    icon={<DeleteOutlined />}
                    aria-label={t('hotspots.deleteNamed', { title: scene.title || t('hotspots.untitled') })}
                    onClick={() => confirmDelete(scene)}
                  />,
                ]}
              >
                <Card.Meta
                  title={
                    <Link to={pathTo('hotspotDetail', { step: '1', id: scene.id })}>
                      {scene.title || t('hotspots.untitled')}
                    </Link>
                  }
                  description={t('hotspots.pointCount', { count: scene.points.length })}
                />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
