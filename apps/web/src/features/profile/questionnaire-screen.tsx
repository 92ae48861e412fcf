import type { Question } from '@openfair/contract';
import { Button, Card, Checkbox, Empty, Form, Input, Radio } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import { useSession } from '../../lib/session-store';
import { lengthRules, listRule, requiredRule } from '../../shared/form/form-rules';
import { useFeedback } from '../../shared/ui/feedback';
import { useAnswers, useQuestions, useSaveAnswers } from './profile.api';
import {
  answersToValues,
  type QuestionnaireValues,
  questionField,
  valuesToAnswers,
} from './questionnaire-form';
import { RegistrationStepPage } from './registration-step-page';
import './profile.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

/**
 * Form.Item marks its control aria-required, which a group of checkboxes may not carry (axe:
 * aria-allowed-attr); the label's required mark and the rule's message say it instead.
 */
function CheckboxGroupField({
  'aria-required': _required,
  ...props
}: CheckboxGroupProps & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

function QuestionItem({ question }: { question: Question }) {
  const lang = useSession((s) => s.language);
  const rules =
    question.type === 'MULTIPLE'
      ? question.required
        ? [listRule(lang)]
        : []
      : [
          ...(question.required ? [requiredRule(lang)] : []),
          ...(question.type === 'TEXT' ? lengthRules(lang, { max: question.maxLength }) : []),
        ];
  const options = question.options.map((o) => ({ value: o.id, label: o.label }));
  return (
    <Form.Item
      className="of-question"
      name={questionField(question.id)}
      label={question.title}
      required={question.required}
      rules={rules}
    >
      {question.type === 'SINGLE' ? (
        <Radio.Group options={options} />
      ) : question.type === 'MULTIPLE' ? (
        <CheckboxGroupField options={options} />
      ) : (
        <Input.TextArea rows={3} showCount maxLength={question.maxLength} />
      )}
    </Form.Item>
  );
}

/**
 * The organizer's questionnaire (questionSite): as the registration step (/register/questionnaire,
 * saveQuestion → refreshed flags → /register/completed) and as the later change
 * (/personal/questionnaire/change, prefilled from the saved answers; saving stays on the page).
 */
export function QuestionnaireScreen() {
  const { t } = useTranslation('profile');
  const { message } = useFeedback();
  const navigate = useNavigate();
  const lang = useSession((s) => s.language);
  const changing = useLocation().pathname.startsWith(pathTo('questionnaireChange'));
  const questions = useQuestions(lang);
  const answers = useAnswers(changing);
  const [form] = Form.useForm<QuestionnaireValues>();
  const saveAnswers = useSaveAnswers(!changing);
  const submitting = saveAnswers.isPending;

  const list = questions.data ?? [];
  // Not mutate's per-call callbacks: as the registration step, the refreshed flags may already have
  // moved the route guard on. A refused save was shown by the request wrapper; the answers stay.
  const save = (values: QuestionnaireValues) =>
    saveAnswers.mutateAsync(valuesToAnswers(list, values)).then(
      () => {
        if (changing) void message.success(t('questionnaire.saved'));
        else navigate(pathTo('registerCompleted'), { replace: true });
      },
      () => {},
    );

  const pending = questions.isPending || (changing && answers.isPending);
  const failed = questions.isError || (changing && answers.isError);
  let body: ReactNode;
  if (pending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (failed) {
    body = (
      <StatusResult
        status="error"
        title={t('state.loadError')}
        extra={
          <Button
            onClick={() => {
              void questions.refetch();
              if (changing) void answers.refetch();
            }}
          >
            {t('actions.retry')}
          </Button>
        }
      />
    );
  } else if (list.length === 0) {
    body = (
      <Empty description={changing ? t('questionnaire.emptyChange') : t('questionnaire.emptyRegister')}>
        {!changing && (
          <Button type="primary" loading={submitting} onClick={() => save({})}>
            {t('actions.finish')}
          </Button>
        )}
      </Empty>
    );
  } else {
    body = (
      <Form<QuestionnaireValues>
        form={form}
        layout="vertical"
        initialValues={changing ? answersToValues(list, answers.data ?? []) : {}}
        onFinish={save}
        disabled={submitting}
        scrollToFirstError
      >
        {list.map((q) => (
          <QuestionItem key={q.id} question={q} />
        ))}
        <div className="of-form-actions">
          <Button type="primary" htmlType="submit" size="large" loading={submitting}>
            {changing ? t('actions.save') : t('actions.submit')}
          </Button>
        </div>
      </Form>
    );
  }

  if (changing) {
    return (
      <Card title={t('questionnaire.changeTitle')}>
        <p className="of-paragraph of-text-secondary">{t('questionnaire.changeIntro')}</p>
        {body}
      </Card>
    );
  }
  return (
    <RegistrationStepPage
      step="questionnaire"
      title={t('questionnaire.title')}
      intro={t('questionnaire.intro')}
    >
      {body}
    </RegistrationStepPage>
  );
}
