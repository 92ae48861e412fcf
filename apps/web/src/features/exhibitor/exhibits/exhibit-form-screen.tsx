import {
  EXHIBIT_ARTICLE_NUMBER_MAX,
  EXHIBIT_DETAIL_IMAGE_MAX,
  EXHIBIT_IDENTIFICATION_MAX,
  EXHIBIT_MIN_ORDER_MAX,
  EXHIBIT_PRICE_MAX,
  EXHIBIT_SORT_MAX,
  EXHIBIT_TAG_CHARS,
  EXHIBIT_TAG_MAX,
  ExhibitScopes,
  fieldMaxLength,
  type MediaRef,
} from '@openfair/contract';
import { Button, Card, Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../api/request';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { EditableForm } from '../../../shared/form/editable-form';
import { fieldGroupRule, requiredRule } from '../../../shared/form/form-rules';
import { NativeSelect } from '../../../shared/form/native-select';
import { TagInput } from '../../../shared/form/tag-input';
import { ImageUploadField } from '../../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../../shared/media/use-uploads-in-flight';
import { VideoUploadField } from '../../../shared/media/video-upload-field';
import { useFeedback } from '../../../shared/ui/feedback';
import { useCategories } from '../exhibitor.api';
import { tagsRule } from '../tags-rule';
import { type ExhibitFormValues, exhibitValues, newExhibitValues, toExhibitInput } from './exhibit-form';
import { useCreateExhibit, useExhibit, useUpdateExhibit } from './exhibits.api';
import '../exhibitor.css';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

const yesNo = (t: (key: string) => string) => [
  { value: true, label: t('companyInfo.yes') },
  { value: false, label: t('companyInfo.no') },
];

function TextItem({ name, long }: { name: keyof ExhibitFormValues & string; long?: boolean }) {
  const { t } = useTranslation('exhibitor');
  const lang = useSession((s) => s.language);
  const max = fieldMaxLength(name) ?? undefined;
  return (
    <Form.Item
      name={name}
      label={t(`exhibits.fields.${name}`)}
      className={long ? 'of-span-all' : undefined}
      rules={[...(name === 'name' ? [requiredRule(lang)] : []), fieldGroupRule(lang, name)]}
    >
      {long ? <Input.TextArea rows={5} showCount maxLength={max} /> : <Input maxLength={max} />}
    </Form.Item>
  );
}

/**
 * The exhibit's video. When the server offers a frame of it as a poster and the exhibit has no video
 * cover yet, the frame becomes the cover (it can be replaced like any picture).
 */
function ExhibitVideoItem({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const { t } = useTranslation('exhibitor');
  const { message } = useFeedback();
  const form = Form.useFormInstance<ExhibitFormValues>();
  const takePoster = (poster: MediaRef) => {
    if ((form.getFieldValue('videoCover') as MediaRef[] | undefined)?.length) return;
    form.setFieldValue('videoCover', [poster]);
    void message.info(t('exhibits.posterUsed'));
  };
  return (
    <Form.Item name="video" label={t('exhibits.fields.video')}>
      <VideoUploadField
        purpose="exhibitVideo"
        itemLabel={t('exhibits.items.video')}
        onBusyChange={onBusyChange}
        onPoster={takePoster}
      />
    </Form.Item>
  );
}

function ExhibitForm({ id, initial }: { id?: string; initial: ExhibitFormValues }) {
  const { t } = useTranslation('exhibitor');
  const { message } = useFeedback();
  const lang = useSession((s) => s.language);
  const navigate = useNavigate();
  const categories = useCategories(lang);
  const create = useCreateExhibit();
  const update = useUpdateExhibit();
  const { inFlight, trackers } = useUploadsInFlight(['images', 'video', 'videoCover', 'detailImages']);
  const saving = create.isPending || update.isPending;

  const onSave = (values: ExhibitFormValues, saved: (then?: () => void) => void) => {
    const input = toExhibitInput(values);
    const done = (exhibit: { id: string }) => {
      void message.success(t(id ? 'exhibits.saved' : 'exhibits.added'));
      saved(() => navigate(pathTo('exhibitDetail', { id: exhibit.id })));
    };
    if (id) update.mutate({ ...input, id }, { onSuccess: done });
    else create.mutate(input, { onSuccess: done });
  };

  return (
    <EditableForm<ExhibitFormValues>
      initialValues={initial}
      saving={saving}
      onSave={onSave}
      holdSave={inFlight ? t('companyInfo.uploadsPending') : undefined}
    >
      <div className="of-company-sections">
        <Card title={t('exhibits.sections.basic')} className="of-company-section">
          <div className="of-form-grid">
            <TextItem name="name" />
            <TextItem name="nameEn" />
            <TextItem name="brand" />
            <Form.Item name="articleNumber" label={t('exhibits.fields.articleNumber')}>
              <Input maxLength={EXHIBIT_ARTICLE_NUMBER_MAX} />
            </Form.Item>
            <Form.Item name="category" label={t('exhibits.fields.category')}>
              <NativeSelect
                allowClear
                disabled={categories.isPending}
                options={(categories.data ?? []).map((c) => ({ value: c.key, label: c.name }))}
              />
            </Form.Item>
            <Form.Item name="sort" label={t('exhibits.fields.sort')} extra={t('exhibits.sortHelp')}>
              <InputNumber
                min={1}
                max={EXHIBIT_SORT_MAX}
                precision={0}
                placeholder={t('exhibits.sortLast')}
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="scope" label={t('exhibits.fields.scope')} className="of-span-all">
              <Radio.Group
                options={ExhibitScopes.map((scope) => ({
                  value: scope,
                  label: t(`exhibits.scope.${scope}`),
                }))}
              />
            </Form.Item>
            <Form.Item
              name="tags"
              label={t('exhibits.fields.tags')}
              extra={t('companyInfo.tagsHelp', { max: EXHIBIT_TAG_MAX, chars: EXHIBIT_TAG_CHARS })}
              rules={[tagsRule(lang, EXHIBIT_TAG_MAX, EXHIBIT_TAG_CHARS)]}
            >
              <TagInput />
            </Form.Item>
            <Form.Item name="identification" label={t('exhibits.fields.identification')}>
              <Input maxLength={EXHIBIT_IDENTIFICATION_MAX} />
            </Form.Item>
          </div>
        </Card>

        <Card title={t('exhibits.sections.trade')} className="of-company-section">
          <div className="of-form-grid">
            <Form.Item name="minOrder" label={t('exhibits.fields.minOrder')}>
              <InputNumber min={1} max={EXHIBIT_MIN_ORDER_MAX} precision={0} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="salePrice" label={t('exhibits.fields.salePrice')}>
              <InputNumber
                min={0}
                max={EXHIBIT_PRICE_MAX}
                precision={2}
                prefix="¥"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="purchasePrice" label={t('exhibits.fields.purchasePrice')}>
              <InputNumber
                min={0}
                max={EXHIBIT_PRICE_MAX}
                precision={2}
                prefix="¥"
                style={{ width: '100%' }}
              />
            </Form.Item>
            <Form.Item name="spotTrading" label={t('exhibits.fields.spotTrading')}>
              <Radio.Group optionType="button" options={yesNo(t)} />
            </Form.Item>
            <Form.Item name="customization" label={t('exhibits.fields.customization')}>
              <Radio.Group optionType="button" options={yesNo(t)} />
            </Form.Item>
          </div>
        </Card>

        <Card title={t('exhibits.sections.description')} className="of-company-section">
          <div className="of-form-grid">
            <TextItem name="productIntro" long />
            <TextItem name="productEnIntro" long />
          </div>
        </Card>

        <Card title={t('exhibits.sections.media')} className="of-company-section">
          <Form.Item name="images" label={t('exhibits.fields.images')}>
            <ImageUploadField
              purpose="exhibitImage"
              itemLabel={t('exhibits.items.image')}
              onBusyChange={trackers.images}
            />
          </Form.Item>
          <ExhibitVideoItem onBusyChange={trackers.video} />
          <Form.Item name="videoCover" label={t('exhibits.fields.videoCover')}>
            <ImageUploadField
              purpose="videoCover"
              itemLabel={t('exhibits.items.videoCover')}
              onBusyChange={trackers.videoCover}
            />
          </Form.Item>
          <Form.Item name="detailImages" label={t('exhibits.fields.detailImages')}>
            <ImageUploadField
              purpose="exhibitImage"
              max={EXHIBIT_DETAIL_IMAGE_MAX}
              itemLabel={t('exhibits.items.detailImage')}
              onBusyChange={trackers.detailImages}
            />
          </Form.Item>
        </Card>
      </div>
    </EditableForm>
  );
}

/** /add-exhibit and /exhibit/{id}: every field of an exhibit, its pictures, video and long pictures. */
export function ExhibitFormScreen() {
  const { t } = useTranslation('exhibitor');
  const { id } = useParams();
  if (!id) return <ExhibitForm initial={newExhibitValues()} />;
  return <EditExhibit id={id} t={t} />;
}

function EditExhibit({ id, t }: { id: string; t: (key: string) => string }) {
  const exhibit = useExhibit(id);
  if (exhibit.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton active paragraph={{ rows: 12 }} />
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
  return <ExhibitForm key={id} id={id} initial={exhibitValues(exhibit.data)} />;
}
