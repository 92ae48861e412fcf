import {
  BusinessNatures,
  type MediaRef,
  type Need,
  PurchaseUnits,
  SOURCING_CERTIFICATES_MAX,
  SOURCING_COMPANY_MAX,
  SOURCING_EMAIL_MAX,
  SOURCING_NAME_MAX,
  SOURCING_OTHER_MAX,
  SOURCING_PRODUCT_MAX,
  SOURCING_QUANTITY_MAX,
  SOURCING_REGION_MAX,
  SupplierScales,
  sourcingMessages,
} from '@openfair/contract';
import { Alert, Button, Card, Form, Image, Input, InputNumber, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { isLoggedIn, useSession } from '../../lib/session-store';
import { patternRule } from '../../shared/form/form-rules';
import { NativeSelect } from '../../shared/form/native-select';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useFeedback } from '../../shared/ui/feedback';
import { QueryState } from '../../shared/ui/query-state';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { ListEntry, MeetingFacts, ReviewState, StageTag, useMeetingText } from './meeting-parts';
import { useDeleteNeed, useMeetings, useNeeds, useSaveNeed, useVisitorProfile } from './sourcing.api';
import '../../shared/form/form.css';
import './sourcing.css';
import { Pagination } from '../../shared/ui/pagination';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type Values = {
  meetingId: string;
  name: string;
  email: string;
  website: string;
  companyName: string;
  mobile: string;
  businessNature: string;
  product: string;
  productImage: MediaRef[];
  certificates: string;
  purchaseQuantity: number | null;
  unit: string;
  supplierBusinessNature: string;
  supplierScale: string;
  supplierRegion: string;
  other: string;
  expectedDate: string;
};

const blank: Values = {
  meetingId: '',
  name: '',
  email: '',
  website: '',
  companyName: '',
  mobile: '',
  businessNature: '',
  product: '',
  productImage: [],
  certificates: '',
  purchaseQuantity: null,
  unit: 'piece',
  supplierBusinessNature: 'manufacturer',
  supplierScale: 'any',
  supplierRegion: '',
  other: '',
  expectedDate: '',
};

const valuesOfNeed = (n: Need): Values => ({
  meetingId: n.meeting.id,
  name: n.name,
  email: n.email,
  website: n.website,
  companyName: n.companyName,
  mobile: n.mobile,
  businessNature: n.businessNature,
  product: n.product,
  productImage: n.productImage ? [{ key: n.productImage, url: n.productImageUrl }] : [],
  certificates: n.certificates,
  purchaseQuantity: n.purchaseQuantity,
  unit: n.unit,
  supplierBusinessNature: n.supplierBusinessNature,
  supplierScale: n.supplierScale,
  supplierRegion: n.supplierRegion,
  other: n.other,
  expectedDate: n.expectedDate,
});

/** The buyer's form: a new need (prefilled from the profile) or a correction of one of theirs. */
function NeedForm({
  editing,
  meetingId,
  onDone,
}: {
  editing: Need | null;
  meetingId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const title = useMeetingText();
  const meetings = useMeetings('current', 1, 50);
  const profile = useVisitorProfile(!editing);
  const save = useSaveNeed();
  const [uploading, setUploading] = useState(false);
  if (meetings.isPending || (!editing && profile.isPending))
    return <Skeleton active paragraph={{ rows: 8 }} />;
  // Meetings still taking needs, where the buyer has none yet (or the one being corrected).
  const choices = (meetings.data?.list ?? []).filter(
    (m) => m.open && (!m.mine || m.id === editing?.meeting.id),
  );
  if (!editing && choices.length === 0) return <Alert type="info" showIcon title={t('need.noOpenMeeting')} />;
  const p = profile.data;
  const initial: Values = editing
    ? valuesOfNeed(editing)
    : {
        ...blank,
        meetingId: choices.some((m) => m.id === meetingId) ? meetingId : (choices[0]?.id ?? ''),
        name: p?.name ?? '',
        email: p?.email ?? '',
        website: p?.website ?? '',
        companyName: p?.company ?? '',
        mobile: p?.mobile ?? '',
        businessNature: (BusinessNatures as readonly string[]).includes(p?.businessNature ?? '')
          ? (p?.businessNature ?? '')
          : '',
      };
  const required = { required: true, whitespace: true, message: t('need.required') };
  const chosen = { required: true, message: t('need.required') };
  const natures = BusinessNatures.map((n) => ({ value: n, label: t(`profile:businessNature.${n}`) }));
  const submit = (v: Values) =>
    save.mutate(
      {
        ...(editing ? { id: editing.id } : {}),
        meetingId: v.meetingId,
        name: v.name,
        email: v.email,
        website: v.website ?? '',
        companyName: v.companyName,
        mobile: v.mobile,
        businessNature: v.businessNature as (typeof BusinessNatures)[number],
        product: v.product,
        productImage: v.productImage[0]?.key ?? '',
        certificates: v.certificates ?? '',
        purchaseQuantity: v.purchaseQuantity ?? 0,
        unit: v.unit as (typeof PurchaseUnits)[number],
        supplierBusinessNature: v.supplierBusinessNature as (typeof BusinessNatures)[number],
        supplierScale: v.supplierScale as (typeof SupplierScales)[number],
        supplierRegion: v.supplierRegion ?? '',
        other: v.other ?? '',
        expectedDate: v.expectedDate,
      },
      {
        onSuccess: () => {
          void message.success(t(editing ? 'need.resubmitted' : 'need.submitted'));
          onDone();
        },
      },
    );
  return (
    <Form<Values>
      key={editing?.id ?? 'new'}
      layout="vertical"
      requiredMark
      initialValues={initial}
      onFinish={submit}
      disabled={save.isPending}
    >
      <Alert type="info" showIcon title={t('need.sharing')} className="of-sourcing-sharing" />
      <div className="of-form-grid">
        <Form.Item name="meetingId" label={t('need.fields.meeting')} rules={[chosen]} className="of-span-all">
          <NativeSelect
            disabled={Boolean(editing)}
            options={(editing && choices.length === 0 ? [editing.meeting] : choices).map((m) => ({
              value: m.id,
              label: `${title(m)} · ${formatBeijingTime(m.startTime)}`,
            }))}
          />
        </Form.Item>
        <Form.Item name="product" label={t('need.fields.product')} rules={[required]}>
          <Input maxLength={SOURCING_PRODUCT_MAX} />
        </Form.Item>
        <Form.Item label={t('need.fields.quantity')} required>
          <Space.Compact block>
            <Form.Item name="purchaseQuantity" noStyle rules={[chosen]}>
              <InputNumber
                min={1}
                max={SOURCING_QUANTITY_MAX}
                precision={0}
                aria-label={t('need.fields.quantity')}
                style={{ width: '60%' }}
              />
            </Form.Item>
            <Form.Item name="unit" noStyle rules={[chosen]}>
              <NativeSelect
                aria-label={t('need.fields.unit')}
                style={{ width: '40%' }}
                options={PurchaseUnits.map((u) => ({ value: u, label: t(`units.${u}`) }))}
              />
            </Form.Item>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="expectedDate" label={t('need.fields.expectedDate')} rules={[chosen]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="certificates"
          label={t('need.fields.certificates')}
          extra={t('need.certificatesHelp')}
        >
          <Input maxLength={SOURCING_CERTIFICATES_MAX} />
        </Form.Item>
        <Form.Item
          name="supplierBusinessNature"
          label={t('need.fields.supplierBusinessNature')}
          rules={[chosen]}
        >
          <NativeSelect options={natures} />
        </Form.Item>
        <Form.Item name="supplierScale" label={t('need.fields.supplierScale')} rules={[chosen]}>
          <NativeSelect options={SupplierScales.map((s) => ({ value: s, label: t(`scales.${s}`) }))} />
        </Form.Item>
        <Form.Item name="supplierRegion" label={t('need.fields.supplierRegion')}>
          <Input maxLength={SOURCING_REGION_MAX} />
        </Form.Item>
        <Form.Item name="productImage" label={t('need.fields.productImage')}>
          <ImageUploadField
            purpose="sourcingProductImage"
            itemLabel={t('need.fields.productImage')}
            onBusyChange={setUploading}
          />
        </Form.Item>
        <Form.Item name="other" label={t('need.fields.other')} className="of-span-all">
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={SOURCING_OTHER_MAX} showCount />
        </Form.Item>
        <Form.Item name="name" label={t('need.fields.name')} rules={[required]}>
          <Input maxLength={SOURCING_NAME_MAX} autoComplete="name" />
        </Form.Item>
        <Form.Item name="companyName" label={t('need.fields.companyName')} rules={[required]}>
          <Input maxLength={SOURCING_COMPANY_MAX} autoComplete="organization" />
        </Form.Item>
        <Form.Item name="email" label={t('need.fields.email')} rules={[required, patternRule(lang, 'email')]}>
          <Input maxLength={SOURCING_EMAIL_MAX} inputMode="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('need.fields.mobile')}
          rules={[required, patternRule(lang, 'genericPhone')]}
        >
          <Input maxLength={30} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="website" label={t('need.fields.website')} rules={[patternRule(lang, 'domain')]}>
          <Input maxLength={200} inputMode="url" autoComplete="url" />
        </Form.Item>
        <Form.Item name="businessNature" label={t('need.fields.businessNature')} rules={[chosen]}>
          <NativeSelect options={natures} />
        </Form.Item>
      </div>
      {save.error && (
        <Alert
          type="error"
          showIcon
          title={save.error instanceof ApiError ? save.error.message : t('loadError')}
          className="of-sourcing-sharing"
        />
      )}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={save.isPending} disabled={uploading}>
          {uploading ? t('need.uploading') : t(editing ? 'need.resubmit' : 'need.submit')}
        </Button>
        {editing && <Button onClick={onDone}>{t('need.cancelEdit')}</Button>}
      </Space>
    </Form>
  );
}

/** The buyer's own needs with where their review stands; pending or failed ones are corrected or deleted. */
function MyNeeds({ onEdit }: { onEdit: (need: Need) => void }) {
  const { t } = useTranslation('sourcing');
  const { modal, message } = useFeedback();
  const title = useMeetingText();
  const [page, setPage] = useState(1);
  const needs = useNeeds('', page);
  const remove = useDeleteNeed();
  const confirmDelete = (n: Need) =>
    modal.confirm({
      title: t('need.deleteTitle', { product: n.product }),
      content: t('need.deleteWarning'),
      okText: t('need.delete'),
      okButtonProps: { danger: true },
      cancelText: t('need.keep'),
      onOk: () =>
        remove
          .mutateAsync(n.id)
          .then(() => void message.success(t('need.deleted')))
          .catch((e: unknown) => void message.error(e instanceof ApiError ? e.message : t('loadError'))),
    });
  return (
    <QueryState
      pending={needs.isPending}
      error={needs.isError}
      empty={(needs.data?.list.length ?? 0) === 0}
      onRetry={() => void needs.refetch()}
      skeleton={<Skeleton active />}
      emptyText={t('need.none')}
      compact
    >
      <ul className="of-sourcing-entries">
        {(needs.data?.list ?? []).map((n) => {
          const changeable = n.status !== 'approved' && n.meeting.open;
          return (
            <ListEntry
              key={n.id}
              actions={
                changeable
                  ? [
                      <Button
                        key="edit"
                        size="small"
                        onClick={() => onEdit(n)}
                        aria-label={`${t(n.status === 'rejected' ? 'need.correct' : 'need.edit')} ${n.product}`}
                        autoInsertSpace={false}
                      >
                        {t(n.status === 'rejected' ? 'need.correct' : 'need.edit')}
                      </Button>,
                      <Button
                        key="delete"
                        size="small"
                        danger
                        onClick={() => confirmDelete(n)}
                        aria-label={`${t('need.delete')} ${n.product}`}
                        autoInsertSpace={false}
                      >
                        {t('need.delete')}
                      </Button>,
                    ]
                  : []
              }
              avatar={
                n.productImageUrl ? <Image width={56} src={n.productImageUrl} alt={n.product} /> : undefined
              }
              title={
                <span>
                  {n.product} · {n.purchaseQuantity.toLocaleString()}{' '}
                  {t(`units.${n.unit}`, { defaultValue: n.unit })}
                </span>
              }
              description={
                <>
                  <div>
                    {title(n.meeting)} <StageTag stage={n.meeting.stage} />
                  </div>
                  <ReviewState status={n.status} reason={n.reason} />
                  <div className="of-sourcing-note">
                    {t('need.submittedAt', { time: formatBeijingTime(n.submittedAt) })}
                  </div>
                </>
              }
            />
          );
        })}
      </ul>
      {(needs.data?.total ?? 0) > 10 && (
        <div className="of-sourcing-pager">
          <Pagination current={page} pageSize={10} total={needs.data?.total ?? 0} onChange={setPage} />
        </div>
      )}
    </QueryState>
  );
}

/** /purchaseMeeting: a buyer submits sourcing needs for the fair's meetings and follows their review. */
export function PurchaseMeetingScreen() {
  const { t } = useTranslation('sourcing');
  const lang = useSession((s) => s.language);
  const loggedIn = useSession(isLoggedIn);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const meetingId = params.get('meeting') ?? '';
  const [editing, setEditing] = useState<Need | null>(null);
  const [formKey, setFormKey] = useState(0);
  const meetings = useMeetings('current', 1, 50);
  if (!loggedIn)
    return (
      <div className="of-sourcing-page">
        <StatusResult
          status="info"
          title={t('need.guestTitle')}
          subTitle={t('need.guestText')}
          extra={
            <Button type="primary" onClick={() => navigate(pathTo('login'))}>
              {t('docking.logIn')}
            </Button>
          }
        />
      </div>
    );
  const registered = meetings.data?.viewer.registered ?? true;
  const picked = meetings.data?.list.find((m) => m.id === meetingId);
  return (
    <div className="of-sourcing-page">
      <Card title={<h1 className="of-sourcing-title">{t(editing ? 'need.correctTitle' : 'need.title')}</h1>}>
        {picked && !editing && (
          <div className="of-sourcing-meeting-summary">
            <strong>{lang === 'en' ? picked.titleEn || picked.title : picked.title}</strong>{' '}
            <StageTag stage={picked.stage} />
            <MeetingFacts meeting={picked} />
          </div>
        )}
        {meetings.isError ? (
          <QueryState
            pending={false}
            error
            empty={false}
            onRetry={() => void meetings.refetch()}
            skeleton={null}
          >
            {null}
          </QueryState>
        ) : !registered ? (
          <Alert
            type="warning"
            showIcon
            title={lang === 'en' ? sourcingMessages.notRegistered.en : sourcingMessages.notRegistered.zh}
            action={<Link to={pathTo('profile')}>{t('docking.completeRegistration')}</Link>}
          />
        ) : (
          <NeedForm
            key={`${editing?.id ?? 'new'}-${formKey}`}
            editing={editing}
            meetingId={meetingId}
            onDone={() => {
              setEditing(null);
              setFormKey((k) => k + 1);
            }}
          />
        )}
      </Card>
      <Card title={<h2 className="of-sourcing-title">{t('need.mine')}</h2>}>
        <MyNeeds
          onEdit={(n) => {
            setEditing(n);
            window.scrollTo({ top: 0, behavior: 'smooth' });
          }}
        />
      </Card>
      <p className="of-sourcing-note">
        <Link to={pathTo('procurementDocking')}>{t('need.allMeetings')}</Link>
      </p>
    </div>
  );
}
