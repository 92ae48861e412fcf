import type { UseMutationResult } from '@tanstack/react-query';
import '../../shared/form/form.css';
import { Button, Form } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { nextRegistrationPath } from '../../lib/landing-paths';
import type { RegistrationStepKey } from '../../shared/ui/registration-steps';
import { RegistrationStepPage } from './registration-step-page';

type Props<Values, Saved> = {
  step: RegistrationStepKey;
  title: string;
  intro: string;
  initialValues: Values;
  /** The step's save (it refreshes the user info, whose flags say where the visitor goes next). */
  save: UseMutationResult<void, Error, Saved>;
  toSaved: (values: Values) => Saved;
  children: ReactNode;
};

/**
 * A registration step's form (first info, account info): saved with "next", then on to the screen of
 * the visitor's new step. A refused save keeps the form filled in.
 */
export function RegistrationStepForm<Values extends object, Saved>({
  step,
  title,
  intro,
  initialValues,
  save,
  toSaved,
  children,
}: Props<Values, Saved>) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  // Not mutate's per-call callbacks: the refreshed flags may already have moved the route guard on,
  // and the next step must still be opened. A refused save was shown by the request wrapper.
  const onFinish = (values: Values) =>
    save.mutateAsync(toSaved(values)).then(
      () => navigate(nextRegistrationPath(), { replace: true }),
      () => {},
    );
  return (
    <RegistrationStepPage step={step} title={title} intro={intro}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        disabled={save.isPending}
        scrollToFirstError
      >
        {children}
        <div className="of-form-actions">
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
            {t('actions.next')}
          </Button>
        </div>
      </Form>
    </RegistrationStepPage>
  );
}
