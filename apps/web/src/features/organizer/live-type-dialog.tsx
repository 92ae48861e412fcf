import { type ActivityTypeAdmin, LIVE_ACTIVITY_TYPE_NAME_MAX } from '@openfair/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../shared/ui/feedback';
import { errorText } from './error-text';
import { useSaveActivityType } from './live-types.api';
import './organizer.css';

type Values = { name: string; nameEn: string };

/** Adds a type, or renames one: both names, as visitors read them in either language. */
export function TypeForm({ type, onClose }: { type: ActivityTypeAdmin | null; onClose: () => void }) {
  const { t } = useTranslation('organizer-live');
  const { message } = useFeedback();
  const save = useSaveActivityType();
  const [form] = Form.useForm<Values>();
  const required = [{ required: true, whitespace: true, message: t('types.required') }];
  const submit = (values: Values) =>
    save.mutate(
      { ...(type ? { id: type.id } : {}), name: values.name.trim(), nameEn: values.nameEn.trim() },
      {
        onSuccess: (saved) => {
          void message.success(t('types.saved', { name: saved.name }));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      title={type ? t('types.editTitle', { name: type.name }) : t('types.addTitle')}
      okText={t('types.save')}
      cancelText={t('types.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ name: type?.name ?? '', nameEn: type?.nameEn ?? '' }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t('types.fields.name')} rules={required}>
          <Input maxLength={LIVE_ACTIVITY_TYPE_NAME_MAX} showCount autoFocus />
        </Form.Item>
        <Form.Item name="nameEn" label={t('types.fields.nameEn')} rules={required}>
          <Input maxLength={LIVE_ACTIVITY_TYPE_NAME_MAX} showCount lang="en" />
        </Form.Item>
        {save.isError && <Alert type="error" showIcon title={errorText(save.error)} />}
      </Form>
    </Modal>
  );
}
