import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  OrganizerPaths,
  type OrganizerQuestion,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TEXT_MAX,
  QUESTION_TITLE_MAX,
  type QuestionType,
  QuestionTypes,
  questionnaireMessages,
} from '@openfair/contract';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ApiBody, ApiError, post } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { useQuestionMutation } from './questionnaire.api';
import '../../shared/form/form.css';
import './organizer.css';

type Values = {
  type: QuestionType;
  title: string;
  titleEn: string;
  required: boolean;
  options: { id?: string; label: string; labelEn: string }[];
  maxLength: number;
  sort: number;
};

export function QuestionDialog({
  question,
  nextSort,
  onClose,
}: {
  question: OrganizerQuestion | null;
  nextSort: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizer');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const save = useQuestionMutation((input: ApiBody<typeof OrganizerPaths.questionSave>) =>
    post(OrganizerPaths.questionSave, input),
  );
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('type', form) ?? question?.type ?? 'SINGLE';
  const typeLocked = (question?.answers ?? 0) > 0;
  const say = (m: { zh: string; en: string }) => (lang === 'en' ? m.en : m.zh);
  const submit = (values: Values) =>
    save.mutate(
      { ...values, id: question?.id, options: values.type === 'TEXT' ? [] : values.options },
      {
        onSuccess: () => {
          void message.success(t('common.saved'));
          onClose();
        },
      },
    );
  return (
    <Modal
      open
      width={720}
      title={question ? t('questionnaire.editTitle') : t('questionnaire.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          type: question?.type ?? 'SINGLE',
          title: question?.title ?? '',
          titleEn: question?.titleEn ?? '',
          required: question?.required ?? false,
          options: question?.options ?? [
            { label: '', labelEn: '' },
            { label: '', labelEn: '' },
          ],
          maxLength: question?.maxLength ?? 500,
          sort: question?.sort ?? nextSort,
        }}
      >
        <div className="of-form-grid">
          <Form.Item
            name="type"
            label={t('questionnaire.fields.type')}
            extra={typeLocked ? say(questionnaireMessages.typeLocked) : undefined}
          >
            <Select
              disabled={typeLocked}
              options={QuestionTypes.map((v) => ({ value: v, label: t(`questionnaire.types.${v}`) }))}
            />
          </Form.Item>
          <Form.Item name="sort" label={t('questionnaire.fields.sort')} extra={t('questionnaire.sortHelp')}>
            <InputNumber min={0} max={10_000} precision={0} />
          </Form.Item>
          <Form.Item
            name="title"
            label={t('questionnaire.fields.title')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={QUESTION_TITLE_MAX} />
          </Form.Item>
          <Form.Item
            name="titleEn"
            label={t('questionnaire.fields.titleEn')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={QUESTION_TITLE_MAX} />
          </Form.Item>
          <Form.Item name="required" label={t('questionnaire.fields.required')} valuePropName="checked">
            <Switch />
          </Form.Item>
          {type === 'TEXT' && (
            <Form.Item name="maxLength" label={t('questionnaire.fields.maxLength')}>
              <InputNumber min={1} max={QUESTION_TEXT_MAX} precision={0} />
            </Form.Item>
          )}
        </div>
        {type !== 'TEXT' && (
          <Form.List
            name="options"
            rules={[
              {
                validator: (_, options: unknown[] | undefined) =>
                  (options?.length ?? 0) >= 2
                    ? Promise.resolve()
                    : Promise.reject(new Error(say(questionnaireMessages.optionsNeeded))),
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <fieldset className="of-question-options">
                <legend>{t('questionnaire.fields.options')}</legend>
                {fields.map((field, index) => (
                  <Space key={field.key} align="start" wrap className="of-question-option">
                    <Form.Item name={[field.name, 'label']} rules={[{ required: true, whitespace: true }]}>
                      <Input
                        maxLength={QUESTION_OPTION_MAX}
                        placeholder={t('questionnaire.optionZh', { n: index + 1 })}
                        aria-label={t('questionnaire.optionZh', { n: index + 1 })}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'labelEn']} rules={[{ required: true, whitespace: true }]}>
                      <Input
                        maxLength={QUESTION_OPTION_MAX}
                        placeholder={t('questionnaire.optionEn', { n: index + 1 })}
                        aria-label={t('questionnaire.optionEn', { n: index + 1 })}
                      />
                    </Form.Item>
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('questionnaire.removeOption', { n: index + 1 })}
                      onClick={() => remove(field.name)}
                    />
                  </Space>
                ))}
                <Form.ErrorList errors={errors} />
                {fields.length < QUESTION_OPTIONS_MAX && (
                  <Button icon={<PlusOutlined />} onClick={() => add({ label: '', labelEn: '' })}>
                    {t('questionnaire.addOption')}
                  </Button>
                )}
              </fieldset>
            )}
          </Form.List>
        )}
        {save.error && (
          <Alert
            type="error"
            showIcon
            title={save.error instanceof ApiError ? save.error.message : t('common.loadError')}
          />
        )}
      </Form>
    </Modal>
  );
}
