import { Button, Form } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from './use-unsaved-changes';

type Props<Values> = {
  initialValues: Values;
  saving: boolean;
  /** Saves the values; `saved()` once they are, so the form counts as unchanged again. */
  onSave: (values: Values, saved: () => void) => void;
  children: ReactNode;
};

/**
 * A form that edits saved data (profile, company file): "reset" returns to the saved values, "save"
 * stores them, and leaving with unsaved edits asks first.
 */
export function EditableForm<Values extends object>({
  initialValues,
  saving,
  onSave,
  children,
}: Props<Values>) {
  const { t } = useTranslation('shared');
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(dirty);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) => onSave(values, () => setDirty(false))}
      disabled={saving}
      scrollToFirstError
    >
      {children}
      <div className="of-form-actions" style={{ marginTop: 16 }}>
        <Button
          size="large"
          disabled={!dirty || saving}
          onClick={() => {
            form.resetFields();
            setDirty(false);
          }}
        >
          {t('editForm.reset')}
        </Button>
        <Button type="primary" htmlType="submit" size="large" loading={saving}>
          {t('editForm.save')}
        </Button>
      </div>
    </Form>
  );
}
