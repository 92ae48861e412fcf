import {
  ARTICLE_PARAGRAPH_MAX,
  ARTICLE_PARAGRAPHS_MAX,
  ARTICLE_SOURCE_MAX,
  CONTENT_SUMMARY_MAX,
  type MediaRef,
  type OrganizerArticle,
} from '@openfair/contract';
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { ImageUploadField } from '../../shared/media/image-upload-field';
import { useUploadsInFlight } from '../../shared/media/use-uploads-in-flight';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { useOrganizerArticle, useSaveArticle } from './content.api';
import { ArticlePreview, PreviewPair } from './content-preview';
import { fromBeijingInput, isScheduled, toBeijingInput } from './publish-time';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';
import { BilingualNameFields } from './bilingual-name-fields';

type Values = {
  title: string;
  titleEn: string;
  summary: string;
  summaryEn: string;
  /** paragraphs separated by an empty line */
  body: string;
  bodyEn: string;
  cover: MediaRef[];
  source: string;
  /** datetime-local, Beijing time */
  publishTime: string;
};

/** The paragraphs of a text area: an empty line ends one; blank ones are dropped. */
const toParagraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

const valuesOf = (article: OrganizerArticle | null): Values => ({
  title: article?.title ?? '',
  titleEn: article?.titleEn ?? '',
  summary: article?.summary ?? '',
  summaryEn: article?.summaryEn ?? '',
  body: (article?.body ?? []).join('\n\n'),
  bodyEn: (article?.bodyEn ?? []).join('\n\n'),
  cover: article?.cover ? [article.cover] : [],
  source: article?.source ?? '',
  publishTime: toBeijingInput(article?.publishTime ?? new Date().toISOString()),
});

function ArticleForm({ article, onClose }: { article: OrganizerArticle | null; onClose: () => void }) {
  const { t } = useTranslation('organizer');
  const { message } = useFeedback();
  const save = useSaveArticle();
  const [form] = Form.useForm<Values>();
  const { inFlight, trackers } = useUploadsInFlight(['cover']);
  const [initial] = useState(() => valuesOf(article));
  const live = Form.useWatch((values: Values) => values, form) ?? initial;
  const scheduled = isScheduled(live.publishTime ?? '');

  const submit = (values: Values) =>
    save.mutate(
      {
        ...(article ? { id: article.id } : {}),
        title: values.title,
        titleEn: values.titleEn,
        summary: values.summary,
        summaryEn: values.summaryEn,
        body: toParagraphs(values.body),
        bodyEn: toParagraphs(values.bodyEn),
        cover: values.cover[0]?.key ?? '',
        source: values.source,
        publishTime: fromBeijingInput(values.publishTime),
      },
      {
        onSuccess: (saved) => {
          void message.success(
            saved.state === 'scheduled'
              ? t('news.savedScheduled', { time: formatBeijingTime(saved.publishTime) })
              : t('news.savedPublished'),
          );
          onClose();
        },
      },
    );

  const bodyRules = [
    { required: true, whitespace: true },
    {
      validator: (_: unknown, value: string | undefined) => {
        const paragraphs = toParagraphs(value);
        if (paragraphs.length > ARTICLE_PARAGRAPHS_MAX)
          return Promise.reject(new Error(t('news.tooManyParagraphs', { max: ARTICLE_PARAGRAPHS_MAX })));
        if (paragraphs.some((p) => p.length > ARTICLE_PARAGRAPH_MAX))
          return Promise.reject(new Error(t('news.paragraphTooLong', { max: ARTICLE_PARAGRAPH_MAX })));
        return Promise.resolve();
      },
    },
  ];

  const publishIso = fromBeijingInput(live.publishTime ?? '');
  return (
    <Modal
      open
      width={960}
      title={article ? t('news.editTitle', { title: article.title }) : t('news.addTitle')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ disabled: inFlight }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
        <div className="of-form-grid">
          <BilingualNameFields
            name="title"
            nameEn="titleEn"
            label={t('news.fields.title')}
            labelEn={t('news.fields.titleEn')}
          />
          <Form.Item name="summary" label={t('news.fields.summary')}>
            <Input.TextArea rows={2} maxLength={CONTENT_SUMMARY_MAX} showCount />
          </Form.Item>
          <Form.Item name="summaryEn" label={t('news.fields.summaryEn')}>
            <Input.TextArea rows={2} maxLength={CONTENT_SUMMARY_MAX} showCount lang="en" />
          </Form.Item>
          <Form.Item name="body" label={t('news.fields.body')} extra={t('news.bodyHelp')} rules={bodyRules}>
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} />
          </Form.Item>
          <Form.Item
            name="bodyEn"
            label={t('news.fields.bodyEn')}
            extra={t('news.bodyHelp')}
            rules={bodyRules}
          >
            <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} lang="en" />
          </Form.Item>
          <Form.Item name="cover" label={t('news.fields.cover')}>
            <ImageUploadField
              purpose="articleCover"
              itemLabel={t('news.fields.cover')}
              onBusyChange={trackers.cover}
            />
          </Form.Item>
          <div>
            <Form.Item name="source" label={t('news.fields.source')}>
              <Input maxLength={ARTICLE_SOURCE_MAX} />
            </Form.Item>
            <Form.Item
              name="publishTime"
              label={t('news.fields.publishTime')}
              extra={
                scheduled
                  ? t('news.scheduledHelp', { time: formatBeijingTime(publishIso) })
                  : t('news.publishedHelp')
              }
              rules={[
                { required: true },
                {
                  validator: (_, value: string | undefined) =>
                    !value || fromBeijingInput(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('news.publishTimeIncomplete'))),
                },
              ]}
            >
              <Input type="datetime-local" />
            </Form.Item>
          </div>
        </div>
        <PreviewPair
          render={(lang) => (
            <ArticlePreview
              lang={lang}
              article={{
                title: (lang === 'en' ? live.titleEn : live.title) ?? '',
                summary: (lang === 'en' ? live.summaryEn : live.summary) ?? '',
                paragraphs: toParagraphs(lang === 'en' ? live.bodyEn : live.body),
                source: live.source ?? '',
                coverUrl: live.cover?.[0]?.url ?? '',
                publishTime: publishIso,
              }}
            />
          )}
        />
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

/** A new article's form at once; an existing one's once its texts in both languages are read. */
export function ArticleDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation('organizer');
  const article = useOrganizerArticle(id);
  if (!id) return <ArticleForm article={null} onClose={onClose} />;
  if (article.data) return <ArticleForm article={article.data} onClose={onClose} />;
  return (
    <Modal open title={t('news.editLoading')} footer={null} onCancel={onClose}>
      {article.isError ? (
        <StatusResult
          status="error"
          title={t('news.loadError')}
          subTitle={article.error instanceof ApiError ? article.error.message : undefined}
          extra={<Button onClick={() => void article.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Modal>
  );
}
