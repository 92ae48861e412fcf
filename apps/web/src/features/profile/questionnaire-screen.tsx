import type { Question } from '@openfair/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Empty, Form, Input, Radio, Result, Skeleton, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { lengthRules, listRule, requiredRule } from '../../shared/form/form-rules';
import { refreshUserInfo } from '../session/session.api';
import { useSession } from '../session/session-store';
import { profileKeys, saveAnswers, useAnswers, useQuestions } from './profile.api';
import {
  answersToValues,
  type QuestionnaireValues,
  questionField,
  valuesToAnswers,
} from './questionnaire-form';
import { RegistrationSteps } from './registration-steps';
import './profile.css';

const CHANGE_PATH = '/personal/questionnaire/change';

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
        <Checkbox.Group options={options} />
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
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useSession((s) => s.language);
  const changing = useLocation().pathname.startsWith(CHANGE_PATH);
  const questions = useQuestions(lang);
  const answers = useAnswers(changing);
  const [form] = Form.useForm<QuestionnaireValues>();
  const [submitting, setSubmitting] = useState(false);

  const list = questions.data ?? [];
  const save = async (values: QuestionnaireValues) => {
    setSubmitting(true);
    try {
      await saveAnswers(valuesToAnswers(list, values));
      if (changing) {
        await queryClient.invalidateQueries({ queryKey: profileKeys.answers });
        void message.success(t('questionnaire.saved'));
      } else {
        await refreshUserInfo();
        navigate('/register/completed', { replace: true });
      }
    } catch {
      // the request wrapper already showed the server's message
    } finally {
      setSubmitting(false);
    }
  };

  const pending = questions.isPending || (changing && answers.isPending);
  const failed = questions.isError || (changing && answers.isError);
  let body: ReactNode;
  if (pending) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (failed) {
    body = (
      <Result
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
          <Button type="primary" loading={submitting} onClick={() => void save({})}>
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
        <Typography.Paragraph type="secondary">{t('questionnaire.changeIntro')}</Typography.Paragraph>
        {body}
      </Card>
    );
  }
  return (
    <div className="of-reg-page">
      <Card className="of-reg-card">
        <RegistrationSteps current="questionnaire" />
        <Typography.Title level={3} className="of-form-title">
          {t('questionnaire.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('questionnaire.intro')}</Typography.Paragraph>
        {body}
      </Card>
    </div>
  );
}
