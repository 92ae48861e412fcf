import { PlusOutlined } from '@ant-design/icons';
import { OrganizerPaths, type OrganizerQuestion } from '@openfair/contract';
import { Button, Popconfirm, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, post } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { useFeedback } from '../../shared/ui/feedback';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import { type DataColumn, DataTable } from '../../shared/ui/data-table';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';
import { useQuestionMutation, useQuestionnaire } from './questionnaire.api';

const QuestionDialog = deferredComponent(() => import('./question-dialog').then((m) => m.QuestionDialog));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(QuestionDialog);

function Questionnaire() {
  const { t } = useTranslation('organizer');
  const lang = useSession((s) => s.language);
  const { message } = useFeedback();
  const list = useQuestionnaire();
  const remove = useQuestionMutation((id: string) => post(OrganizerPaths.questionRemove, { id }));
  const [editing, setEditing] = useState<OrganizerQuestion | 'new' | null>(null);
  if (list.isPending) return <Skeleton active />;
  if (list.isError)
    return (
      <StatusResult
        status="error"
        title={t('common.loadError')}
        subTitle={list.error instanceof ApiError ? list.error.message : undefined}
        extra={<Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>}
      />
    );
  const questions = list.data;
  const nextSort = questions.reduce((max, q) => Math.max(max, q.sort), 0) + 1;
  const columns: DataColumn<OrganizerQuestion>[] = [
    { key: 'sort', title: t('questionnaire.fields.sort'), dataIndex: 'sort', width: 72 },
    {
      key: 'title',
      title: t('questionnaire.fields.question'),
      render: (_, q) => (
        <>
          <strong>{lang === 'en' ? q.titleEn : q.title}</strong>{' '}
          {q.required && <Tag color="red">{t('questionnaire.requiredTag')}</Tag>}
          <div className="of-organizer-note of-question-summary">
            {t(`questionnaire.types.${q.type}`)}
            {q.options.length > 0 &&
              ` · ${q.options.map((o) => (lang === 'en' ? o.labelEn : o.label)).join(' / ')}`}
          </div>
        </>
      ),
    },
    { key: 'answers', title: t('questionnaire.fields.answers'), dataIndex: 'answers', width: 100 },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, q) => (
        <Space wrap>
          <Button size="small" onClick={() => setEditing(q)}>
            {t('common.edit')}
          </Button>
          <Popconfirm
            title={t('questionnaire.removeTitle')}
            description={t('questionnaire.removeText', { count: q.answers })}
            okText={t('questionnaire.remove')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() =>
              remove.mutateAsync(q.id).then(() => void message.success(t('questionnaire.removed')))
            }
          >
            <Button size="small" danger>
              {t('questionnaire.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <div className="of-organizer-page">
      <p className="of-organizer-note">{t('questionnaire.help')}</p>
      <div className="of-organizer-toolbar">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
          {t('questionnaire.add')}
        </Button>
      </div>
      <DataTable<OrganizerQuestion>
        rowKey="id"
        columns={columns}
        dataSource={questions}
        pagination={false}
        scrollLabel={t('common.tableScroll')}
        emptyText={t('questionnaire.empty')}
      />
      {editing && (
        <QuestionDialog
          question={editing === 'new' ? null : editing}
          nextSort={nextSort}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

/** /organizer/questionnaire: the registration questionnaire in both languages (owners). */
export function OrganizerQuestionnaireScreen() {
  return <PermissionGate permission="configureFair">{() => <Questionnaire />}</PermissionGate>;
}
