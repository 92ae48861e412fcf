import { type OrganizerRole, OrganizerRoles, type OrganizerStaff } from '@openfair/contract';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useFeedback } from '../../shared/ui/feedback';
import { useSaveStaff } from './organizer.api';
import './organizer.css';

export type Editing = { staff: OrganizerStaff | null };
type Values = { name: string; email: string; role: OrganizerRole };

export function StaffDialog({
  editing,
  onClose,
}: {
  editing: Editing;
  onClose: (created?: { name: string; password: string }) => void;
}) {
  const { t } = useTranslation('organizer');
  const { message } = useFeedback();
  const save = useSaveStaff();
  const [form] = Form.useForm<Values>();
  const current = editing.staff;
  const submit = (values: Values) =>
    save.mutate(
      { ...(current ? { id: current.id } : {}), ...values },
      {
        onSuccess: ({ staff, initialPassword }) => {
          void message.success(t('common.saved'));
          onClose(initialPassword ? { name: staff.name, password: initialPassword } : undefined);
        },
      },
    );
  return (
    <Modal
      open
      title={current ? t('staff.editTitle', { name: current.name }) : t('staff.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={() => onClose()}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{
          name: current?.name ?? '',
          email: current?.email ?? '',
          role: current?.role ?? 'reviewer',
        }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('staff.fields.name')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('staff.fields.email')}
          rules={current ? [] : [{ required: true, type: 'email' }]}
        >
          <Input disabled={!!current} maxLength={128} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="role"
          label={t('staff.fields.role')}
          extra={current ? t('staff.roleChanged') : undefined}
        >
          <Select
            options={OrganizerRoles.map((r) => ({
              value: r,
              label: `${t(`roles.${r}`)} — ${t(`roleHelp.${r}`)}`,
            }))}
          />
        </Form.Item>
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
