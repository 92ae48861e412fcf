import {
  BANNER_SORT_MAX,
  type BannerAudience,
  BannerAudiences,
  type BannerLinkType,
  bannerLinkProblem,
  CONTENT_URL_MAX,
  contentMessages,
  type MediaRef,
  type OrganizerBanner,
} from '@openfair/contract';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../shared/media/use-uploads-in-flight';
import { useFeedback } from '../../shared/ui/feedback';
import { audienceKey } from './banner-audience';
import { useSaveBanner } from './content.api';
import { BannerPreview, PreviewPair } from './content-preview';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import { BilingualNameFields, requiredPictureRule } from './bilingual-name-fields';

type Values = {
  title: string;
  titleEn: string;
  image: MediaRef[];
  imageEn: MediaRef[];
  linkType: BannerLinkType;
  url: string;
  audience: BannerAudience;
  isLogin: boolean;
  sort: number;
};

const valuesOf = (banner: OrganizerBanner | null): Values => ({
  title: banner?.title ?? '',
  titleEn: banner?.titleEn ?? '',
  image: banner?.image.key ? [banner.image] : [],
  imageEn: banner?.imageEn ? [banner.imageEn] : [],
  linkType: banner?.linkType ?? '',
  url: banner?.url ?? '',
  audience: banner?.audience ?? '',
  isLogin: banner?.isLogin ?? false,
  sort: banner?.sort ?? 0,
});

/** Everyone, visitors only or exhibitors only ('' is everyone). */

export function BannerDialog({ banner, onClose }: { banner: OrganizerBanner | null; onClose: () => void }) {
  const { t } = useTranslation('organizer');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const save = useSaveBanner();
  const [form] = Form.useForm<Values>();
  const { inFlight, trackers } = useUploadsInFlight(['image', 'imageEn']);
  const watched = Form.useWatch((values: Values) => values, form);
  const live = watched ?? valuesOf(banner);

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(banner ? { id: banner.id } : {}),
        title: values.title,
        titleEn: values.titleEn,
        image: values.image[0]?.key ?? '',
        imageEn: values.imageEn[0]?.key ?? '',
        linkType: values.linkType,
        url: values.url.trim(),
        audience: values.audience,
        isLogin: values.isLogin,
        sort: values.sort ?? 0,
      },
      {
        onSuccess: () => {
          void message.success(t('banners.saved'));
          onClose();
        },
      },
    );

  const imageUrl = (which: 'zh' | 'en') =>
    // English visitors see the Chinese picture when there is no English one, as on the home page.
    (which === 'en' ? live.imageEn?.[0]?.url : undefined) ?? live.image?.[0]?.url ?? '';
  const url = (live.url ?? '').trim();

  return (
    <Modal
      open
      width={960}
      title={banner ? t('banners.editTitle', { title: banner.title }) : t('banners.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: inFlight }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={valuesOf(banner)} onFinish={submit}>
        <div className="of-form-grid">
          <BilingualNameFields
            name="title"
            nameEn="titleEn"
            label={t('banners.fields.title')}
            labelEn={t('banners.fields.titleEn')}
          />
          <Form.Item
            name="image"
            label={t('banners.fields.image')}
            rules={[requiredPictureRule(contentMessages.imageRequired[lang])]}
          >
            <ImageUploadField
              purpose="bannerImage"
              itemLabel={t('banners.fields.image')}
              onBusyChange={trackers.image}
            />
          </Form.Item>
          <Form.Item name="imageEn" label={t('banners.fields.imageEn')} extra={t('banners.imageEnHelp')}>
            <ImageUploadField
              purpose="bannerImage"
              itemLabel={t('banners.fields.imageEn')}
              onBusyChange={trackers.imageEn}
            />
          </Form.Item>
          <Form.Item name="linkType" label={t('banners.fields.linkType')}>
            <Select
              options={(['', 'EXTERNAL'] as const).map((type) => ({
                value: type,
                label: t(`banners.linkTypes.${type || 'site'}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('banners.fields.url')}
            extra={t(live.linkType === 'EXTERNAL' ? 'banners.urlHelpExternal' : 'banners.urlHelpSite')}
            dependencies={['linkType']}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) => {
                  const problem = bannerLinkProblem(getFieldValue('linkType'), (value ?? '').trim());
                  return problem
                    ? Promise.reject(new Error(contentMessages[problem][lang]))
                    : Promise.resolve();
                },
              }),
            ]}
          >
            <Input maxLength={CONTENT_URL_MAX} inputMode="url" autoComplete="off" />
          </Form.Item>
          <Form.Item name="audience" label={t('banners.fields.audience')}>
            <Select
              options={BannerAudiences.map((audience) => ({
                value: audience,
                label: t(`banners.audiences.${audienceKey(audience)}`),
              }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('banners.fields.sort')} extra={t('banners.sortHelp')}>
            <InputNumber min={0} max={BANNER_SORT_MAX} precision={0} />
          </Form.Item>
          <Form.Item
            name="isLogin"
            label={t('banners.fields.isLogin')}
            valuePropName="checked"
            extra={t('banners.isLoginHelp')}
          >
            <Switch />
          </Form.Item>
        </div>
        <PreviewPair
          render={(which) => (
            <BannerPreview
              title={(which === 'en' ? live.titleEn : live.title) ?? ''}
              imageUrl={imageUrl(which)}
            />
          )}
        />
        <p className="of-organizer-note">
          {!url
            ? t('preview.noLink')
            : t(live.linkType === 'EXTERNAL' ? 'preview.opensExternal' : 'preview.opensPage', { url })}
        </p>
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
