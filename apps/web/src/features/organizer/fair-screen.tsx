import {
  type ConfigSwitch,
  type OrganizerFair,
  type SettingsFlags,
  TOURIST_PRODUCT_LIMIT_MAX,
} from '@openfair/contract';
import { Alert, Button, Card, Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { useOrganizerFair, useSaveFair } from './organizer.api';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

const SWITCHES: (keyof ConfigSwitch)[] = [
  'visitorDelay',
  'secondInfo',
  'hideElement',
  'dockingMeeting',
  'registrationOnly',
  'singleStepRegistration',
];

const FLAGS: (keyof SettingsFlags)[] = ['noAction', 'noActor', 'onlayReg', 'onlayReg2'];

function FairForm({ fair }: { fair: OrganizerFair }) {
  const { t } = useTranslation('organizer');
  const { message, modal } = useFeedback();
  const save = useSaveFair();
  const [form] = Form.useForm<OrganizerFair>();
  const visitorOpen = Form.useWatch('visitorOpen', form) ?? fair.visitorOpen;
  const actorOpen = Form.useWatch('actorOpen', form) ?? fair.actorOpen;
  const store = (values: OrganizerFair) =>
    save.mutate(values, { onSuccess: () => void message.success(t('fair.saved')) });
  // Closing the whole fair sends every visitor and exhibitor home: asked once more before it is saved.
  const submit = (values: OrganizerFair) => {
    if (values.settingsFlags.noAction && !fair.settingsFlags.noAction)
      modal.confirm({
        title: t('fair.flags.closeConfirm.title'),
        content: t('fair.flags.closeConfirm.text'),
        okText: t('fair.flags.closeConfirm.ok'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => store(values),
      });
    else store(values);
  };
  // A notice is edited while its side is closed; it stays in the form (hidden, not unmounted) while open,
  // so saving an open fair keeps the notice for the next closing.
  const notice = (name: keyof OrganizerFair, label: string, shown: boolean) => (
    <Form.Item name={name} label={label} hidden={!shown}>
      <Input.TextArea rows={2} maxLength={500} showCount />
    </Form.Item>
  );
  return (
    <Form<OrganizerFair> form={form} layout="vertical" initialValues={fair} onFinish={submit}>
      <div className="of-organizer-page">
        <Card title={t('fair.sections.fair')}>
          <div className="of-form-grid">
            <Form.Item
              name="name"
              label={t('fair.fields.name')}
              rules={[{ required: true, whitespace: true }]}
            >
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('fair.fields.nameEn')}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="startDate" label={t('fair.fields.startDate')} rules={[{ required: true }]}>
              <Input type="date" />
            </Form.Item>
            <Form.Item
              name="endDate"
              label={t('fair.fields.endDate')}
              dependencies={['startDate']}
              rules={[
                { required: true },
                ({ getFieldValue }) => ({
                  validator: (_, value: string) =>
                    !value || value >= String(getFieldValue('startDate') ?? '')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('fair.datesOrder'))),
                }),
              ]}
            >
              <Input type="date" />
            </Form.Item>
          </div>
        </Card>
        <Card title={t('fair.sections.open')}>
          <Form.Item
            name="visitorOpen"
            label={t('fair.fields.visitorOpen')}
            valuePropName="checked"
            extra={t('fair.openHelp')}
          >
            <Switch />
          </Form.Item>
          <div className="of-form-grid">
            {notice('visitorClosedNotice', t('fair.fields.visitorClosedNotice'), !visitorOpen)}
            {notice('visitorClosedNoticeEn', t('fair.fields.visitorClosedNoticeEn'), !visitorOpen)}
          </div>
          <Form.Item name="actorOpen" label={t('fair.fields.actorOpen')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <div className="of-form-grid">
            {notice('actorClosedNotice', t('fair.fields.actorClosedNotice'), !actorOpen)}
            {notice('actorClosedNoticeEn', t('fair.fields.actorClosedNoticeEn'), !actorOpen)}
          </div>
          <Form.Item
            name="touristProductLimit"
            label={t('fair.fields.touristProductLimit')}
            extra={t('fair.touristHelp')}
            rules={[{ required: true }]}
          >
            <InputNumber min={0} max={TOURIST_PRODUCT_LIMIT_MAX} precision={0} />
          </Form.Item>
        </Card>
        <Card title={t('fair.sections.switches')}>
          {SWITCHES.map((key) => (
            <Form.Item
              key={key}
              name={['configSwitch', key]}
              label={t(`fair.switches.${key}.label`)}
              extra={t(`fair.switches.${key}.help`)}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          ))}
        </Card>
        <Card title={t('fair.sections.flags')}>
          <p className="of-organizer-note">{t('fair.flags.help')}</p>
          {FLAGS.map((key) => (
            <Form.Item
              key={key}
              name={['settingsFlags', key]}
              label={t(`fair.flags.${key}.label`)}
              extra={t(`fair.flags.${key}.help`)}
              valuePropName="checked"
            >
              <Switch />
            </Form.Item>
          ))}
        </Card>
        {save.isError && (
          <Alert
            type="error"
            showIcon
            title={save.error instanceof ApiError ? save.error.message : String(save.error)}
          />
        )}
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </div>
    </Form>
  );
}

function FairSettings() {
  const { t } = useTranslation('organizer');
  const fair = useOrganizerFair();
  if (fair.isPending) return <Skeleton active />;
  if (fair.isError)
    return (
      <StatusResult
        status="error"
        title={t('common.loadError')}
        subTitle={fair.error instanceof ApiError ? fair.error.message : undefined}
        extra={<Button onClick={() => void fair.refetch()}>{t('common.retry')}</Button>}
      />
    );
  return <FairForm fair={fair.data} />;
}

/** /organizer/fair: the fair's name, dates, open flags with their notices, guest limit and switches. */
export function OrganizerFairScreen() {
  return <PermissionGate permission="configureFair">{() => <FairSettings />}</PermissionGate>;
}
