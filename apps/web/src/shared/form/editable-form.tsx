import { Button, Form } from 'antd';
import './form.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsavedChangesGuard } from './use-unsaved-changes';

type Props<Values> = {
  initialValues: Values;
  saving: boolean;
  /**
   * Saves the values; `saved()` once they are, so the form counts as unchanged again. `saved(then)` runs
   * `then` once the form is clean, so a navigation away is not stopped by the unsaved-changes guard.
   */
  onSave: (values: Values, saved: (then?: () => void) => void) => void;
  /** Why the save must wait (files still uploading): shown beside the buttons, which wait too. */
  holdSave?: string;
  /** Shown, not edited (the caller may read but not save): the fields are disabled and there are no buttons. */
  readOnly?: boolean;
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
  holdSave,
  readOnly = false,
  children,
}: Props<Values>) {
  const { t } = useTranslation('shared');
  const [form] = Form.useForm<Values>();
  const [dirty, setDirty] = useState(false);
  const [savedCount, setSavedCount] = useState(0);
  const afterSave = useRef<(() => void) | null>(null);
  useUnsavedChangesGuard(dirty);
  useEffect(() => {
    if (dirty || savedCount === 0 || !afterSave.current) return;
    const then = afterSave.current;
    afterSave.current = null;
    then();
  }, [dirty, savedCount]);
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => setDirty(true)}
      onFinish={(values) =>
        onSave(values, (then) => {
          afterSave.current = then ?? null;
          setDirty(false);
          setSavedCount((n) => n + 1);
        })
      }
      disabled={saving || readOnly}
      scrollToFirstError
    >
      {children}
      <div className="of-form-actions" style={{ marginTop: 16 }} hidden={readOnly}>
        {holdSave && (
          <output className="of-form-hold" aria-live="polite">
            {holdSave}
          </output>
        )}
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
        <Button type="primary" htmlType="submit" size="large" loading={saving} disabled={!!holdSave}>
          {t('editForm.save')}
        </Button>
      </div>
    </Form>
  );
}
