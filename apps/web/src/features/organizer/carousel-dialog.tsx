import {
  type CarouselItemType,
  CONTENT_URL_MAX,
  type HomeTarget,
  homeContentMessages,
  homeLinkProblem,
  type MediaRef,
  type OrganizerCarouselItem,
} from '@openfair/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../shared/media/use-uploads-in-flight';
import { useFeedback } from '../../shared/ui/feedback';
import { PreviewPair } from './content-preview';
import { useSaveCarouselItem } from './home-content.api';
import { CarouselCardPreview } from './home-content-preview';
import { HomeTargetPicker, targetLabel } from './home-target-picker';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './home-content.css';
import { BilingualNameFields, requiredPictureRule } from './bilingual-name-fields';

type Values = {
  name: string;
  nameEn: string;
  picture: MediaRef[];
  pictureEn: MediaRef[];
  type: CarouselItemType;
  exhibitorId: string;
  link: string;
};

const valuesOf = (item: OrganizerCarouselItem | null): Values => ({
  name: item?.name ?? '',
  nameEn: item?.nameEn ?? '',
  picture: item?.picture.key ? [item.picture] : [],
  pictureEn: item?.pictureEn ? [item.pictureEn] : [],
  type: item?.type ?? 'ACTOR',
  exhibitorId: item?.exhibitor?.id ?? '',
  link: item?.link ?? '',
});

export function CarouselDialog({
  item,
  onClose,
}: {
  item: OrganizerCarouselItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const save = useSaveCarouselItem();
  const [form] = Form.useForm<Values>();
  const { inFlight, trackers } = useUploadsInFlight(['picture', 'pictureEn']);
  const watched = Form.useWatch((values: Values) => values, form);
  const live = watched ?? valuesOf(item);
  const [exhibitor, setExhibitor] = useState<HomeTarget | null>(item?.exhibitor ?? null);

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(item ? { id: item.id } : {}),
        name: values.name,
        nameEn: values.nameEn,
        picture: values.picture[0]?.key ?? '',
        pictureEn: values.pictureEn[0]?.key ?? '',
        type: values.type,
        exhibitorId: values.type === 'ACTOR' ? values.exhibitorId : '',
        link: values.type === 'EXTERNAL' ? values.link.trim() : '',
      },
      {
        onSuccess: () => {
          void message.success(t('organizer-home:carousel.saved'));
          onClose();
        },
      },
    );

  const pictureUrl = (which: 'zh' | 'en') =>
    // English visitors see the Chinese picture when there is no English one, as on the home page.
    (which === 'en' ? live.pictureEn?.[0]?.url : undefined) ?? live.picture?.[0]?.url ?? '';
  const link = (live.link ?? '').trim();
  const opens =
    live.type === 'ACTOR'
      ? exhibitor && live.exhibitorId
        ? t('organizer-home:carousel.opensExhibitor', { name: targetLabel(exhibitor) })
        : t('organizer-home:carousel.opensNothing')
      : link
        ? t('organizer-home:carousel.opensLink', { url: link })
        : t('organizer-home:carousel.opensNothing');

  return (
    <Modal
      open
      width={960}
      title={
        item
          ? t('organizer-home:carousel.editTitle', { name: item.name })
          : t('organizer-home:carousel.addTitle')
      }
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
        initialValues={valuesOf(item)}
        onFinish={submit}
      >
        <div className="of-form-grid">
          <BilingualNameFields
            name="name"
            nameEn="nameEn"
            label={t('organizer-home:fields.name')}
            labelEn={t('organizer-home:fields.nameEn')}
          />
          <Form.Item
            name="picture"
            label={t('organizer-home:fields.picture')}
            rules={[requiredPictureRule(homeContentMessages.pictureRequired[lang])]}
          >
            <ImageUploadField
              purpose="carouselImage"
              itemLabel={t('organizer-home:fields.picture')}
              onBusyChange={trackers.picture}
            />
          </Form.Item>
          <Form.Item
            name="pictureEn"
            label={t('organizer-home:fields.pictureEn')}
            extra={t('organizer-home:pictureEnHelp')}
          >
            <ImageUploadField
              purpose="carouselImage"
              itemLabel={t('organizer-home:fields.pictureEn')}
              onBusyChange={trackers.pictureEn}
            />
          </Form.Item>
          <Form.Item name="type" label={t('organizer-home:carousel.fields.type')}>
            <Select
              options={(['ACTOR', 'EXTERNAL'] as const).map((type) => ({
                value: type,
                label: t(`organizer-home:carousel.types.${type}`),
              }))}
            />
          </Form.Item>
          {live.type === 'EXTERNAL' ? (
            <Form.Item
              name="link"
              label={t('organizer-home:carousel.fields.link')}
              extra={t('organizer-home:carousel.linkHelp')}
              rules={[
                {
                  validator: (_, value: string | undefined) => {
                    const problem = homeLinkProblem((value ?? '').trim());
                    return problem
                      ? Promise.reject(new Error(homeContentMessages[problem][lang]))
                      : Promise.resolve();
                  },
                },
              ]}
            >
              <Input maxLength={CONTENT_URL_MAX} inputMode="url" autoComplete="off" />
            </Form.Item>
          ) : (
            <Form.Item
              name="exhibitorId"
              label={t('organizer-home:carousel.fields.exhibitor')}
              extra={t('organizer-home:picker.help')}
              rules={[{ required: true, message: homeContentMessages.exhibitorRequired[lang] }]}
            >
              <HomeTargetPicker type="actor" current={exhibitor} onPick={setExhibitor} />
            </Form.Item>
          )}
        </div>
        <PreviewPair
          render={(which) => (
            <CarouselCardPreview
              name={(which === 'en' ? live.nameEn : live.name) ?? ''}
              pictureUrl={pictureUrl(which)}
            />
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
