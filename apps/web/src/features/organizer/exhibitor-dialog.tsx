import {
  type ExhibitorPackage,
  ExhibitorPackages,
  Floors,
  type OrganizerExhibitor,
} from '@openfair/contract';
import { Alert, Divider, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { useCreateExhibitor, useUpdateExhibitor } from './organizer.api';
import '../../shared/form/form.css';
import './organizer.css';

// The import (Excel reading, the report and password tables) loads when it is opened, not with the list.
type Values = {
  name: string;
  nameEn: string;
  package: ExhibitorPackage;
  floor: string;
  boothNumber: string;
  boothArea: string;
  admin: { name: string; email: string; mobile: string; position: string };
};

export function ExhibitorDialog({
  exhibitor,
  onClose,
}: {
  exhibitor: OrganizerExhibitor | null;
  onClose: (created?: { name: string; password: string }) => void;
}) {
  const { t } = useTranslation('organizer');
  const { message } = useFeedback();
  const create = useCreateExhibitor();
  const update = useUpdateExhibitor();
  const [form] = Form.useForm<Values>();
  const failed = create.error ?? update.error;
  const submit = ({ admin, ...booth }: Values) => {
    const fields = { ...booth, floor: booth.floor as (typeof Floors)[number] | '' };
    if (exhibitor)
      update.mutate(
        { id: exhibitor.id, ...fields },
        {
          onSuccess: () => {
            void message.success(t('common.saved'));
            onClose();
          },
        },
      );
    else
      create.mutate(
        { ...fields, admin },
        { onSuccess: (made) => onClose({ name: made.exhibitor.name, password: made.initialPassword }) },
      );
  };
  const emailOrMobile = ({ getFieldValue }: { getFieldValue: (path: string[]) => unknown }) => ({
    validator: () =>
      String(getFieldValue(['admin', 'email']) ?? '').trim() ||
      String(getFieldValue(['admin', 'mobile']) ?? '').trim()
        ? Promise.resolve()
        : Promise.reject(new Error(t('exhibitors.admin.emailOrMobile'))),
  });
  return (
    <Modal
      open
      width={640}
      title={exhibitor ? t('exhibitors.editTitle', { name: exhibitor.name }) : t('exhibitors.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={create.isPending || update.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: exhibitor?.name ?? '',
          nameEn: exhibitor?.nameEn ?? '',
          package: exhibitor?.package ?? 'basic',
          floor: exhibitor?.floor ?? '',
          boothNumber: exhibitor?.boothNumber ?? '',
          boothArea: exhibitor?.boothArea ?? '',
          admin: { name: '', email: '', mobile: '', position: '' },
        }}
        onFinish={submit}
      >
        <div className="of-form-grid">
          <Form.Item
            name="name"
            label={t('exhibitors.fields.name')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('exhibitors.fields.nameEn')}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="package" label={t('exhibitors.fields.package')}>
            <Select
              options={ExhibitorPackages.map((p) => ({ value: p, label: t(`exhibitors.packages.${p}`) }))}
            />
          </Form.Item>
          <Form.Item name="floor" label={t('exhibitors.fields.floor')}>
            <Select allowClear options={Floors.map((f) => ({ value: f, label: f }))} />
          </Form.Item>
          <Form.Item name="boothNumber" label={t('exhibitors.fields.boothNumber')}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="boothArea" label={t('exhibitors.fields.boothArea')}>
            <Input maxLength={32} inputMode="decimal" />
          </Form.Item>
        </div>
        {!exhibitor && (
          <>
            <Divider titlePlacement="start">{t('exhibitors.admin.title')}</Divider>
            <p className="of-organizer-note">{t('exhibitors.admin.help')}</p>
            <div className="of-form-grid">
              <Form.Item
                name={['admin', 'name']}
                label={t('exhibitors.admin.name')}
                rules={[{ required: true, whitespace: true }]}
              >
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item name={['admin', 'position']} label={t('exhibitors.admin.position')}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item
                name={['admin', 'email']}
                label={t('exhibitors.admin.email')}
                dependencies={[['admin', 'mobile']]}
                rules={[{ type: 'email' }, emailOrMobile]}
              >
                <Input maxLength={128} autoComplete="off" />
              </Form.Item>
              <Form.Item
                name={['admin', 'mobile']}
                label={t('exhibitors.admin.mobile')}
                dependencies={[['admin', 'email']]}
              >
                <Input maxLength={32} inputMode="tel" autoComplete="off" />
              </Form.Item>
            </div>
          </>
        )}
        {failed && (
          <Alert type="error" showIcon title={failed instanceof ApiError ? failed.message : String(failed)} />
        )}
      </Form>
    </Modal>
  );
}
