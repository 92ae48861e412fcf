import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  HOTSPOT_POINT_MAX,
  HOTSPOT_TITLE_MAX,
  type HotImage,
  hotspotMessages,
  type MediaRef,
} from '@openfair/contract';
import { Alert, Button, Card, Form, Input, Space, Steps } from 'antd';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { NativeSelect } from '../../../shared/form/native-select';
import { ImageUploadField } from '../../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../../shared/media/use-uploads-in-flight';
import { useFeedback } from '../../../shared/ui/feedback';
import { useExhibits } from '../exhibits/exhibits.api';
import { useSavePoints, useSaveScene, useScene } from './hotspots.api';
import { ScenePreview } from './scene-preview';
import './hotspots.css';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

type Step = 1 | 2 | 3;
type Draft = { x: number; y: number; productId: string; label: string };

const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 1000) / 1000;

/** Step 1: the scene picture (at least 1000×560) and its title. */
function PictureStep({ scene }: { scene: HotImage | null }) {
  const { t } = useTranslation('exhibitor');
  const navigate = useNavigate();
  const save = useSaveScene();
  const { inFlight, trackers } = useUploadsInFlight(['picture']);
  const [form] = Form.useForm<{ title: string; picture: MediaRef[] }>();
  const onFinish = (values: { title: string; picture: MediaRef[] }) =>
    save.mutate(
      { id: scene?.id, title: values.title.trim(), picture: values.picture[0]?.key ?? '' },
      { onSuccess: (saved) => navigate(pathTo('hotspotDetail', { step: '2', id: saved.id })) },
    );
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ title: scene?.title ?? '', picture: scene ? [scene.picture] : [] }}
      onFinish={onFinish}
      disabled={save.isPending}
    >
      <Form.Item name="title" label={t('hotspots.fields.title')}>
        <Input maxLength={HOTSPOT_TITLE_MAX} />
      </Form.Item>
      <Form.Item
        name="picture"
        label={t('hotspots.fields.picture')}
        rules={[
          {
            validator: (_rule, value: MediaRef[] | undefined) =>
              value && value.length > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('hotspots.pictureRequired'))),
          },
        ]}
      >
        <ImageUploadField
          purpose="scenePicture"
          itemLabel={t('hotspots.fields.picture')}
          onBusyChange={trackers.picture}
        />
      </Form.Item>
      <div className="of-form-actions">
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending} disabled={inFlight}>
          {t('hotspots.next')}
        </Button>
      </div>
    </Form>
  );
}

/**
 * Step 2: click the picture to place a point (1 to 10), choose the exhibit each shows, move a chosen
 * point with the arrow keys. "Add a point" places one in the middle for keyboard users.
 */
function PointsStep({ scene }: { scene: HotImage }) {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const save = useSavePoints();
  const [keyword, setKeyword] = useState('');
  const exhibits = useExhibits({ keyword, pageSize: 50, pageNum: 1, order: 'sort' });
  const [points, setPoints] = useState<Draft[]>(() =>
    scene.points.map((p) => ({
      x: p.x,
      y: p.y,
      productId: p.productId,
      label: (lang === 'en' && p.product.nameEn) || p.product.name,
    })),
  );
  const [selected, setSelected] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  const add = (x: number, y: number) => {
    if (points.length >= HOTSPOT_POINT_MAX) {
      setProblem(hotspotMessages.tooManyPoints[lang]);
      return;
    }
    setProblem('');
    setPoints([...points, { x: round(x), y: round(y), productId: '', label: '' }]);
    setSelected(points.length);
  };
  const onPicture = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const box = event.currentTarget.getBoundingClientRect();
    add((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  };
  const move = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.shiftKey ? 0.05 : 0.01;
    const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
      event.key
    ];
    if (!delta) return;
    event.preventDefault();
    setPoints(
      points.map((p, i) =>
        i === index ? { ...p, x: round(p.x + delta[0]!), y: round(p.y + delta[1]!) } : p,
      ),
    );
  };
  const remove = (index: number) => {
    setProblem('');
    setPoints(points.filter((_, i) => i !== index));
    setSelected(null);
  };
  const onSave = () => {
    if (points.length === 0) {
      setProblem(hotspotMessages.noPoints[lang]);
      return;
    }
    const missing = points.findIndex((p) => !p.productId);
    if (missing >= 0) {
      setProblem(t('hotspots.chooseExhibit', { n: missing + 1 }));
      setSelected(missing);
      return;
    }
    save.mutate(
      { hotImageId: scene.id, points: points.map(({ x, y, productId }) => ({ x, y, productId })) },
      {
        onSuccess: () => {
          void message.success(t('hotspots.pointsSaved'));
          navigate(pathTo('hotspotDetail', { step: '3', id: scene.id }));
        },
      },
    );
  };
  const options = (exhibits.data?.list ?? []).map((e) => ({
    value: e.id,
    label: (lang === 'en' && e.nameEn) || e.name,
  }));

  return (
    <div className="of-company-sections">
      <p className="of-company-note">{t('hotspots.pointsHelp', { max: HOTSPOT_POINT_MAX })}</p>
      {/* a picture to click points onto; keyboard users add points with the button below */}
      <div className="of-scene-editor" onClick={onPicture} data-testid="scene-picture">
        <img src={scene.picture.url} alt={scene.title || t('hotspots.untitled')} draggable={false} />
        {points.map((p, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position in the list
            key={index}
            type="button"
            className={`of-scene-marker${selected === index ? ' is-selected' : ''}`}
            style={{ left: `${p.x * 100}%`, top: `${p.y * 100}%` }}
            aria-label={t('hotspots.pointLabel', { n: index + 1, name: p.label || t('hotspots.noExhibit') })}
            onClick={() => setSelected(index)}
            onKeyDown={(event) => move(index, event)}
          >
            {index + 1}
          </button>
        ))}
      </div>
      <Space wrap>
        <Button icon={<PlusOutlined />} onClick={() => add(0.5, 0.5)}>
          {t('hotspots.addPoint')}
        </Button>
        {/* The company's first 50 exhibits by their order are offered; a name narrows the choice. */}
        <Input
          allowClear
          type="search"
          className="of-scene-search"
          aria-label={t('hotspots.findExhibit')}
          placeholder={t('hotspots.findExhibit')}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </Space>
      {problem && <Alert type="error" showIcon role="alert" title={problem} />}
      <ol className="of-scene-points">
        {points.map((p, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a point is its position in the list
          <li key={index} className={selected === index ? 'is-selected' : undefined}>
            <span className="of-scene-number">{index + 1}</span>
            <NativeSelect
              aria-label={t('hotspots.exhibitOf', { n: index + 1 })}
              placeholder={t('hotspots.chooseExhibitShort')}
              value={p.productId}
              options={
                p.productId && !options.some((o) => o.value === p.productId)
                  ? [{ value: p.productId, label: p.label }, ...options]
                  : options
              }
              onFocus={() => setSelected(index)}
              onChange={(productId = '') => {
                const label = options.find((o) => o.value === productId)?.label ?? '';
                setPoints(points.map((q, i) => (i === index ? { ...q, productId, label } : q)));
              }}
              className="of-scene-select"
            />
            <Button
              danger
              icon={<DeleteOutlined />}
              aria-label={t('hotspots.removePoint', { n: index + 1 })}
              onClick={() => remove(index)}
            />
          </li>
        ))}
      </ol>
      <div className="of-form-actions">
        <Button size="large" onClick={() => navigate(pathTo('hotspotDetail', { step: '1', id: scene.id }))}>
          {t('hotspots.back')}
        </Button>
        <Button type="primary" size="large" loading={save.isPending} onClick={onSave}>
          {t('hotspots.savePoints')}
        </Button>
      </div>
    </div>
  );
}

/** Step 3: the scene as buyers will see it. */
function PreviewStep({ scene }: { scene: HotImage }) {
  const { t } = useTranslation('exhibitor');
  const navigate = useNavigate();
  return (
    <div className="of-company-sections">
      <p className="of-company-note">{t('hotspots.previewHelp')}</p>
      <div className="of-scene-preview">
        <ScenePreview scene={scene} />
      </div>
      <div className="of-form-actions">
        <Button size="large" onClick={() => navigate(pathTo('hotspotDetail', { step: '2', id: scene.id }))}>
          {t('hotspots.editPoints')}
        </Button>
        <Button type="primary" size="large" onClick={() => navigate(pathTo('hotspot'))}>
          {t('hotspots.done')}
        </Button>
      </div>
    </div>
  );
}

/** /hotspot-detail/{step}/{id?}: the scene editor, picture → points → preview. */
export function HotspotEditorScreen() {
  const { t } = useTranslation('exhibitor');
  const { step: stepParam = '1', id = '' } = useParams();
  const step = (['1', '2', '3'].includes(stepParam) ? Number(stepParam) : 1) as Step;
  const scene = useScene(id);
  const steps = [t('hotspots.steps.picture'), t('hotspots.steps.points'), t('hotspots.steps.preview')];

  let body: ReactNode;
  if (id && scene.isPending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (id && scene.isError)
    body = (
      <StatusResult
        status="error"
        title={t('hotspots.loadError')}
        subTitle={scene.error instanceof ApiError ? scene.error.message : undefined}
      />
    );
  else if (step === 1 || !scene.data) body = <PictureStep key={id} scene={scene.data ?? null} />;
  else if (step === 2) body = <PointsStep key={id} scene={scene.data} />;
  else body = <PreviewStep scene={scene.data} />;

  return (
    <Card>
      <Steps
        current={step - 1}
        items={steps.map((title) => ({ title }))}
        className="of-scene-steps"
        responsive
      />
      {body}
    </Card>
  );
}
