import {
  AD_SORT_MAX,
  type AdvertisementType,
  type HomeTarget,
  homeContentMessages,
  type MediaRef,
  type OrganizerAdvertisement,
} from '@openfair/contract';
import { Alert, Form, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../shared/media/use-uploads-in-flight';
import { useFeedback } from '../../shared/ui/feedback';
import { PreviewPair } from './content-preview';
import { useSaveAdvertisement } from './home-content.api';
import { AdPreview } from './home-content-preview';
import { HomeTargetPicker, targetLabel } from './home-target-picker';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './home-content.css';
import { BilingualNameFields, requiredPictureRule } from './bilingual-name-fields';

type Values = {
  name: string;
  nameEn: string;
  image: MediaRef[];
  type: AdvertisementType;
  targetId: string;
  sort: number;
};

const valuesOf = (ad: OrganizerAdvertisement | null): Values => ({
  name: ad?.name ?? '',
  nameEn: ad?.nameEn ?? '',
  image: ad?.image.key ? [ad.image] : [],
  type: ad?.type ?? 'product',
  targetId: ad?.target ? ad.targetId : '',
  sort: ad?.sort ?? 0,
});

export function AdDialog({ ad, onClose }: { ad: OrganizerAdvertisement | null; onClose: () => void }) {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const save = useSaveAdvertisement();
  const [form] = Form.useForm<Values>();
  const { inFlight, trackers } = useUploadsInFlight(['image']);
  const watched = Form.useWatch((values: Values) => values, form);
  const live = watched ?? valuesOf(ad);
  const [target, setTarget] = useState<HomeTarget | null>(ad?.target ?? null);

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(ad ? { id: ad.id } : {}),
        name: values.name,
        nameEn: values.nameEn,
        image: values.image[0]?.key ?? '',
        type: values.type,
        targetId: values.targetId,
        sort: values.sort ?? 0,
      },
      {
        onSuccess: () => {
          void message.success(t('organizer-home:ads.saved'));
          onClose();
        },
      },
    );

  const imageUrl = live.image?.[0]?.url ?? '';
  const opens =
    target && live.targetId
      ? t(`organizer-home:ads.opens.${live.type}`, { name: targetLabel(target) })
      : t('organizer-home:ads.opensNothing');

  return (
    <Modal
      open
      width={960}
      title={ad ? t('organizer-home:ads.editTitle', { name: ad.name }) : t('organizer-home:ads.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: inFlight }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        className="of-home-content-form"
        layout="vertical"
        initialValues={valuesOf(ad)}
        onFinish={submit}
        onValuesChange={(changed: Partial<Values>) => {
          // Another kind of target: the one chosen before is of the wrong kind.
          if (changed.type) {
            form.setFieldValue('targetId', '');
            setTarget(null);
          }
        }}
      >
        <div className="of-form-grid">
          <BilingualNameFields
            name="name"
            nameEn="nameEn"
            label={t('organizer-home:fields.name')}
            labelEn={t('organizer-home:fields.nameEn')}
          />
          <Form.Item
            name="image"
            label={t('organizer-home:fields.picture')}
            extra={t('organizer-home:ads.imageHelp')}
            rules={[requiredPictureRule(homeContentMessages.pictureRequired[lang])]}
          >
            <ImageUploadField
              purpose="adImage"
              itemLabel={t('organizer-home:fields.picture')}
              onBusyChange={trackers.image}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('organizer-home:fields.sort')} extra={t('organizer-home:sortHelp')}>
            <InputNumber min={0} max={AD_SORT_MAX} precision={0} />
          </Form.Item>
          <Form.Item name="type" label={t('organizer-home:ads.fields.type')}>
            <Select
              options={(['product', 'actor'] as const).map((type) => ({
                value: type,
                label: t(`organizer-home:ads.types.${type}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="targetId"
            label={t(`organizer-home:ads.fields.${live.type === 'actor' ? 'exhibitor' : 'product'}`)}
            extra={t('organizer-home:picker.help')}
            rules={[{ required: true, message: homeContentMessages.targetRequired[lang] }]}
          >
            <HomeTargetPicker
              key={live.type}
              type={live.type ?? 'product'}
              current={target}
              onPick={setTarget}
            />
          </Form.Item>
        </div>
        <PreviewPair
          render={(which) => (
            <AdPreview name={(which === 'en' ? live.nameEn : live.name) ?? ''} imageUrl={imageUrl} />
          )}
        />
        <p className="of-organizer-note">{opens}</p>
        {save.isError && (
          <Alert
            type="error"
            showIcon
            title={save.error instanceof ApiError ? save.error.message : String(save.error)}
          />
        )}
      </Form>
    </Modal>
  );
}
