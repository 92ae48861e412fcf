/**
 * The dialogs of /liveManage (the live form, OBS settings, the funnel): loaded after the list shows, so the
 * screen's first load carries no form engine, date picker or upload code.
 */
import { CheckCircleTwoTone, CopyOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  LIVE_DURATION_MAX_MINUTES,
  LIVE_DURATION_MIN_MINUTES,
  LIVE_INTRO_MAX,
  LIVE_NAME_MAX,
  LIVE_PASSWORD_MAX,
  LIVE_TIME_LABEL,
  type LiveMagItem,
  type MediaRef,
} from '@openfair/contract';
import {
  Alert,
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Space,
  Statistic,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import '../../shared/utils/dayjs-locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import {
  useActivityTypes,
  useExhibitorConfig,
  useFunnel,
  useMagEmployees,
  useMagMutations,
  useMagProducts,
  useObsDetail,
} from './live.api';
import './live.css';

const BEIJING_OFFSET_MS = 8 * 3600_000;

/** The picker's wall-clock time read as Beijing time (spec 001 §1), whatever the browser's zone. */
function beijingInstant(v: Dayjs): string {
  const utc = Date.UTC(v.year(), v.month(), v.date(), v.hour(), v.minute());
  return new Date(utc - BEIJING_OFFSET_MS).toISOString();
}
/** An instant as the picker's wall-clock value in Beijing time. */
function beijingWallClock(iso: string): Dayjs {
  const d = new Date(new Date(iso).getTime() + BEIJING_OFFSET_MS);
  return dayjs(
    new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()),
  );
}

type FormValues = {
  name: string;
  nameEn?: string;
  cover?: MediaRef[];
  start: Dayjs;
  durationMinutes: number;
  activityTypeId?: string;
  scope: number;
  password?: string;
  employeeIds?: string[];
  productIds?: string[];
  intro?: string;
};

/** The create/edit form of a live. */
export function LiveForm({ live, onClose }: { live: LiveMagItem | null; onClose: () => void }) {
  const { t } = useTranslation('live');
  const { message } = useFeedback();
  const [form] = Form.useForm<FormValues>();
  const { add, update } = useMagMutations();
  const types = useActivityTypes();
  const employees = useMagEmployees();
  const [keyword, setKeyword] = useState('');
  const products = useMagProducts(keyword);
  const [uploading, setUploading] = useState(false);
  const scope = Form.useWatch('scope', form);
  const saving = add.isPending || update.isPending;
  const editingTimeLocked = live !== null && live.liveState !== 1;
  // A live keeps a type the organizer has since disabled (it is no longer offered): say so instead of
  // showing its bare id.
  const typeOptions = (types.data ?? []).map((x) => ({ value: x.id, label: x.name }));
  if (live?.activityTypeId && types.data && !typeOptions.some((o) => o.value === live.activityTypeId)) {
    typeOptions.push({ value: live.activityTypeId, label: t('manage.activityTypeRetired') });
  }
  const initial: Partial<FormValues> = live
    ? {
        name: live.name,
        nameEn: live.nameEn,
        cover: live.coverRef ? [{ key: live.coverRef, url: live.cover }] : [],
        start: beijingWallClock(live.startTime),
        durationMinutes: live.durationMinutes,
        activityTypeId: live.activityTypeId || undefined,
        scope: live.scope,
        password: live.password,
        employeeIds: live.employeeIds,
        productIds: live.productIds,
        intro: live.intro,
      }
    : {
        durationMinutes: 120,
        scope: 0,
        start: beijingWallClock(new Date(Date.now() + 3600_000).toISOString()),
      };
  const submit = (v: FormValues) => {
    const body = {
      name: v.name,
      nameEn: v.nameEn ?? '',
      cover: v.cover?.[0]?.key ?? '',
      startTime: editingTimeLocked && live ? live.startTime : beijingInstant(v.start),
      durationMinutes: v.durationMinutes,
      activityTypeId: v.activityTypeId ?? '',
      scope: v.scope as 0 | 1 | 2 | 3,
      password: v.scope === 3 ? (v.password ?? '') : '',
      employeeIds: v.employeeIds ?? [],
      productIds: v.productIds ?? [],
      intro: v.intro ?? '',
    };
    const done = () => {
      void message.success(t('manage.saved'));
      onClose();
    };
    const fail = (e: unknown) =>
      void message.error(e instanceof ApiError ? e.message : t('manage.saveFailed'));
    if (live) update.mutate({ ...body, id: live.id }, { onSuccess: done, onError: fail });
    else add.mutate(body, { onSuccess: done, onError: fail });
  };
  return (
    <Modal
      open
      width={640}
      title={live ? t('manage.edit') : t('manage.create')}
      okText={t('manage.save')}
      cancelText={t('cancel')}
      okButtonProps={{ disabled: uploading, id: 'live-save' }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} disabled={saving}>
        <Form.Item
          name="name"
          label={t('manage.name')}
          rules={[{ required: true, whitespace: true, message: t('manage.nameRequired') }]}
        >
          <Input maxLength={LIVE_NAME_MAX} data-testid="live-name" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('manage.nameEn')}>
          <Input maxLength={LIVE_NAME_MAX * 2} />
        </Form.Item>
        <Form.Item name="cover" label={t('manage.cover')}>
          <ImageUploadField
            purpose="videoCover"
            itemLabel={t('manage.cover')}
            max={1}
            onBusyChange={setUploading}
          />
        </Form.Item>
        <Space wrap align="start">
          <Form.Item
            name="start"
            label={t('manage.start', { zone: LIVE_TIME_LABEL })}
            rules={[{ required: true, message: t('manage.startRequired') }]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              disabled={editingTimeLocked}
            />
          </Form.Item>
          <Form.Item name="durationMinutes" label={t('manage.duration')} rules={[{ required: true }]}>
            <InputNumber
              min={LIVE_DURATION_MIN_MINUTES}
              max={LIVE_DURATION_MAX_MINUTES}
              step={15}
              disabled={editingTimeLocked}
            />
          </Form.Item>
          <Form.Item name="activityTypeId" label={t('manage.activityType')}>
            <Select allowClear style={{ minWidth: 180 }} loading={types.isPending} options={typeOptions} />
          </Form.Item>
        </Space>
        <Form.Item name="scope" label={t('manage.scope')}>
          <Radio.Group>
            {[0, 1, 2, 3].map((s) => (
              <Radio key={s} value={s}>
                {t(`scope.${s}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        {scope === 3 ? (
          <Form.Item
            name="password"
            label={t('manage.password')}
            rules={[{ required: true, whitespace: true, message: t('manage.passwordRequired') }]}
          >
            <Input maxLength={LIVE_PASSWORD_MAX} autoComplete="off" />
          </Form.Item>
        ) : null}
        <Form.Item name="employeeIds" label={t('manage.presenters')}>
          <Select
            mode="multiple"
            maxCount={10}
            loading={employees.isPending}
            optionFilterProp="label"
            options={(employees.data ?? []).map((e) => ({
              value: e.id,
              label: e.position ? `${e.name} (${e.position})` : e.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="productIds" label={t('manage.products')}>
          <Select
            mode="multiple"
            maxCount={20}
            showSearch
            filterOption={false}
            onSearch={setKeyword}
            loading={products.isFetching}
            options={[
              ...(products.data?.list ?? []).map((p) => ({ value: p.id, label: p.name })),
              // chosen products not on the current search page keep a label
              ...(live?.productIds ?? [])
                .filter((id) => !products.data?.list.some((p) => p.id === id))
                .map((id) => ({ value: id, label: id })),
            ]}
          />
        </Form.Item>
        <Form.Item name="intro" label={t('manage.intro')}>
          <Input.TextArea rows={3} maxLength={LIVE_INTRO_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** OBS settings: server and key with copy buttons, a new key, and whether the stream arrives now. */
export function ObsDialog({ live, onClose }: { live: LiveMagItem; onClose: () => void }) {
  const { t } = useTranslation('live');
  const { modal, message } = useFeedback();
  const obs = useObsDetail(live.id);
  const config = useExhibitorConfig();
  const { resetKey } = useMagMutations();
  const d = obs.data;
  const confirmReset = () =>
    modal.confirm({
      title: t('obs.resetTitle'),
      content: t('obs.resetWarning'),
      okText: t('obs.reset'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () => resetKey.mutateAsync(live.id).then(() => void message.success(t('obs.resetDone'))),
    });
  return (
    <Modal open title={t('obs.title', { name: live.name })} footer={null} onCancel={onClose} width={600}>
      {obs.isError ? <Alert type="error" showIcon message={t('obs.loadFailed')} /> : null}
      {d ? (
        <div className="of-live-obs">
          <p>{t('obs.help')}</p>
          <dl>
            <dt>{t('obs.server')}</dt>
            <dd>
              <Typography.Text
                code
                copyable={{ text: d.server, icon: <CopyOutlined aria-label={t('obs.copyServer')} /> }}
                data-testid="obs-server"
              >
                {d.server}
              </Typography.Text>
            </dd>
            <dt>{t('obs.key')}</dt>
            <dd>
              <Typography.Text
                code
                copyable={{ text: d.streamKey, icon: <CopyOutlined aria-label={t('obs.copyKey')} /> }}
                data-testid="obs-key"
              >
                {d.streamKey}
              </Typography.Text>
            </dd>
          </dl>
          <Button icon={<ReloadOutlined />} onClick={confirmReset} loading={resetKey.isPending}>
            {t('obs.reset')}
          </Button>
          <Alert
            className="of-live-obs-status"
            type={d.publishing ? 'success' : 'info'}
            showIcon
            icon={d.publishing ? <CheckCircleTwoTone twoToneColor="#52c41a" /> : <LoadingOutlined />}
            message={d.publishing ? t('obs.arriving') : t('obs.waiting')}
            description={
              d.lastPublishAt ? t('obs.lastPublish', { time: formatBeijingTime(d.lastPublishAt) }) : undefined
            }
            data-testid="obs-status"
          />
          {config.data?.ingest === 'external' ? <p>{t('obs.external')}</p> : null}
        </div>
      ) : null}
    </Modal>
  );
}

/** A live's funnel: viewers, card views, inquiries and orders. */
export function FunnelDialog({ live, onClose }: { live: LiveMagItem; onClose: () => void }) {
  const { t } = useTranslation('live');
  const funnel = useFunnel(live.id);
  const f = funnel.data;
  return (
    <Modal open title={t('funnel.title', { name: live.name })} footer={null} onCancel={onClose}>
      {funnel.isError ? <Alert type="error" showIcon message={t('funnel.loadFailed')} /> : null}
      <div className="of-live-funnel" data-testid="live-funnel">
        <Statistic title={t('funnel.viewers')} value={f?.viewers ?? '–'} loading={funnel.isPending} />
        <Statistic title={t('funnel.cardViews')} value={f?.cardViews ?? '–'} loading={funnel.isPending} />
        <Statistic title={t('funnel.inquiries')} value={f?.inquiries ?? '–'} loading={funnel.isPending} />
        <Statistic title={t('funnel.orders')} value={f?.orders ?? '–'} loading={funnel.isPending} />
      </div>
    </Modal>
  );
}
