import {
  isValidPassport,
  type MediaRef,
  VIP_ADDRESS_MAX,
  VIP_COMPANY_MAX,
  VIP_EMAIL_MAX,
  VIP_NAME_MAX,
  VIP_PHONE_MAX,
  type VipApplication,
  VipSexTitles,
  vipMessages,
} from '@openfair/contract';
import { Alert, Button, Card, Form, Image, Input, Radio } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { patternRule } from '../../shared/form/form-rules';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useSubmitVip, useVipApplication } from './vip.api';
import '../../shared/form/form.css';
import './vip.css';
import { FactList } from '../../shared/ui/fact-list';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type Values = {
  fullName: string;
  sexTitle: (typeof VipSexTitles)[number];
  passportNumber: string;
  passportPhoto: MediaRef[];
  photo: MediaRef[];
  companyName: string;
  phone: string;
  email: string;
  address: string;
};

const refOf = (key: string, url: string): MediaRef[] => (key ? [{ key, url }] : []);

/** The form, filled with the earlier application when one was rejected, so only the fault is fixed. */
function VipForm({ earlier }: { earlier: VipApplication['application'] }) {
  const { t } = useTranslation('vip');
  const lang = useSession((s) => s.language);
  const submit = useSubmitVip();
  const [busy, setBusy] = useState({ passport: false, photo: false });
  const trackPassport = useCallback((b: boolean) => setBusy((s) => ({ ...s, passport: b })), []);
  const trackPhoto = useCallback((b: boolean) => setBusy((s) => ({ ...s, photo: b })), []);
  const uploading = busy.passport || busy.photo;
  const onFinish = (v: Values) =>
    submit.mutate({
      fullName: v.fullName,
      sexTitle: v.sexTitle,
      passportNumber: v.passportNumber,
      passportPhoto: v.passportPhoto[0]?.key ?? '',
      photo: v.photo[0]?.key ?? '',
      companyName: v.companyName,
      phone: v.phone,
      email: v.email,
      address: v.address,
    });
  const required = { required: true, whitespace: true, message: t('required') };
  const onePicture = {
    validator: (_: unknown, value: MediaRef[] | undefined) =>
      value && value.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('photoRequired'))),
  };
  return (
    <Form<Values>
      layout="vertical"
      requiredMark
      onFinish={onFinish}
      disabled={submit.isPending}
      initialValues={{
        fullName: earlier?.fullName ?? '',
        sexTitle: earlier?.sexTitle ?? 'MR',
        passportNumber: earlier?.passportNumber ?? '',
        passportPhoto: earlier ? refOf(earlier.passportPhoto, earlier.passportPhotoUrl) : [],
        photo: earlier ? refOf(earlier.photo, earlier.photoUrl) : [],
        companyName: earlier?.companyName ?? '',
        phone: earlier?.phone ?? '',
        email: earlier?.email ?? '',
        address: earlier?.address ?? '',
      }}
    >
      <div className="of-form-grid">
        <Form.Item name="fullName" label={t('fields.fullName')} rules={[required]}>
          <Input maxLength={VIP_NAME_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item name="sexTitle" label={t('fields.sexTitle')}>
          <Radio.Group options={VipSexTitles.map((s) => ({ value: s, label: t(`sexTitles.${s}`) }))} />
        </Form.Item>
        <Form.Item
          name="passportNumber"
          label={t('fields.passportNumber')}
          rules={[
            required,
            {
              validator: (_, value: string) =>
                !value || isValidPassport(value.trim())
                  ? Promise.resolve()
                  : Promise.reject(new Error(vipMessages.passport[lang === 'en' ? 'en' : 'zh'])),
            },
          ]}
        >
          <Input maxLength={17} autoComplete="off" />
        </Form.Item>
        <Form.Item name="companyName" label={t('fields.companyName')} rules={[required]}>
          <Input maxLength={VIP_COMPANY_MAX} autoComplete="organization" />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('fields.phone')}
          rules={[required, patternRule(lang, 'genericPhone')]}
        >
          <Input maxLength={VIP_PHONE_MAX} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('fields.email')} rules={[required, patternRule(lang, 'email')]}>
          <Input maxLength={VIP_EMAIL_MAX} inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item name="address" label={t('fields.address')} rules={[required]} className="of-span-all">
          <Input maxLength={VIP_ADDRESS_MAX} autoComplete="street-address" />
        </Form.Item>
        <Form.Item
          name="passportPhoto"
          label={t('fields.passportPhoto')}
          extra={t('photoRules')}
          rules={[onePicture]}
        >
          <ImageUploadField
            purpose="vipPassportPhoto"
            itemLabel={t('items.passportPhoto')}
            onBusyChange={trackPassport}
          />
        </Form.Item>
        <Form.Item name="photo" label={t('fields.photo')} extra={t('photoRules')} rules={[onePicture]}>
          <ImageUploadField purpose="vipPhoto" itemLabel={t('items.photo')} onBusyChange={trackPhoto} />
        </Form.Item>
      </div>
      <p className="of-vip-privacy">{t('privacy')}</p>
      <Button type="primary" htmlType="submit" loading={submit.isPending} disabled={uploading}>
        {uploading ? t('uploading') : t('submit')}
      </Button>
    </Form>
  );
}

/** What was sent, as the visitor reads it while it is reviewed or once it is approved. */
function Submitted({ application }: { application: NonNullable<VipApplication['application']> }) {
  const { t } = useTranslation('vip');
  return (
    <FactList
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'name',
          label: t('fields.fullName'),
          children: `${t(`sexTitles.${application.sexTitle}`)} ${application.fullName}`,
        },
        { key: 'passport', label: t('fields.passportNumber'), children: application.passportNumber },
        { key: 'company', label: t('fields.companyName'), children: application.companyName },
        { key: 'phone', label: t('fields.phone'), children: application.phone },
        { key: 'email', label: t('fields.email'), children: application.email },
        { key: 'address', label: t('fields.address'), children: application.address },
        { key: 'submitted', label: t('submittedAt'), children: formatBeijingTime(application.submittedAt) },
        {
          key: 'photos',
          label: t('photos'),
          children: (
            <Image.PreviewGroup>
              <Image width={96} src={application.passportPhotoUrl} alt={t('items.passportPhoto')} />{' '}
              <Image width={72} src={application.photoUrl} alt={t('items.photo')} />
            </Image.PreviewGroup>
          ),
        },
      ]}
    />
  );
}

/** /vip: apply for VIP buyer status; the organizer reviews it and the answer comes as a notice. */
export function VipScreen() {
  const { t } = useTranslation('vip');
  const vip = useVipApplication();
  if (vip.isPending)
    return (
      <Card className="of-vip-page">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  if (vip.isError)
    return (
      <StatusResult
        status="error"
        title={t('loadError')}
        extra={<Button onClick={() => void vip.refetch()}>{t('retry')}</Button>}
      />
    );
  const { state, reason, application } = vip.data;
  return (
    <div className="of-vip-page">
      <Card title={t('title')}>
        <p className="of-vip-intro">{t('intro')}</p>
        {state === 'pending' && <Alert showIcon type="info" role="status" title={t('state.pending')} />}
        {state === 'approved' && <Alert showIcon type="success" role="status" title={t('state.approved')} />}
        {state === 'rejected' && (
          <Alert
            showIcon
            type="error"
            role="status"
            title={t('state.rejected')}
            description={t('state.rejectedHelp', { reason })}
          />
        )}
      </Card>
      <Card>
        {state === 'notApplied' || state === 'rejected' ? (
          <VipForm earlier={application} />
        ) : (
          application && <Submitted application={application} />
        )}
      </Card>
    </div>
  );
}
