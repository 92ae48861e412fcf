import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type FixedPage,
  FixedPages,
  type OrganizerPage,
  type OrganizerPageSave,
  PAGE_HEADING_MAX,
  PAGE_LEAD_MAX,
  PAGE_PARAGRAPH_MAX,
  PAGE_PARAGRAPHS_MAX,
  PAGE_SECTIONS_MAX,
  QA_ANSWER_MAX,
  QA_ITEMS_MAX,
  QA_QUESTION_MAX,
  type UiLanguage,
} from '@openfair/contract';
import { Alert, Button, Card, Form, Input, Segmented, Tag } from 'antd';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../api/request';
import { useConfigurationInformation } from '../../shared/configuration/configuration.api';
import { fairNameOf } from '../../shared/configuration/fair-name';
import { useUnsavedChangesGuard } from '../../shared/form/use-unsaved-changes';
import { useFeedback } from '../../shared/ui/feedback';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { PreviewPair } from './content-preview';
import { useBuiltInTexts, useOrganizerPage, useRestorePage, useSavePage } from './pages.api';
import { DocumentPreview, QaPreview } from './pages-preview';
import { toLines, toParagraphs } from './pages-text';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './pages.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

type SectionValues = {
  heading: string;
  headingEn: string;
  /** paragraphs separated by an empty line */
  paragraphs: string;
  paragraphsEn: string;
  /** one point a line */
  bullets: string;
  bulletsEn: string;
};
type EntryValues = { question: string; questionEn: string; answer: string; answerEn: string };
type Values = { lead: string; leadEn: string; sections: SectionValues[]; items: EntryValues[] };

type Catalogue = Record<string, unknown>;
type BuiltIn = { zh: Catalogue; en: Catalogue };

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
// The catalogue says {{fairName}}; the organizer's text says {fairName}.
const fromCatalogue = (text: unknown) => asText(text).replaceAll('{{fairName}}', '{fairName}');

type Doc = { lead: string[]; sections: { heading: string; paragraphs: string[]; bullets: string[] }[] };

/** A page's built-in text in one language, as a document the organizer can start from. */
function builtInDocument(catalogue: Catalogue, page: FixedPage): Doc {
  const texts = asRecord(catalogue[page]);
  const lead =
    page === 'about'
      ? [fromCatalogue(texts.lead)]
      : page === 'agreement'
        ? asList(texts.intro).map(fromCatalogue)
        : [];
  return {
    lead: lead.filter(Boolean),
    sections: asList(texts.sections).map((s) => {
      const section = asRecord(s);
      return {
        heading: fromCatalogue(section.heading),
        paragraphs: asList(section.paragraphs).map(fromCatalogue),
        bullets: asList(section.bullets).map(fromCatalogue),
      };
    }),
  };
}

function documentValues(zh: Doc, en: Doc): Values {
  const count = Math.max(zh.sections.length, en.sections.length);
  return {
    lead: zh.lead.join('\n\n'),
    leadEn: en.lead.join('\n\n'),
    sections: Array.from({ length: count }, (_, i) => {
      const z = zh.sections[i];
      const e = en.sections[i];
      return {
        heading: z?.heading ?? '',
        headingEn: e?.heading ?? '',
        paragraphs: (z?.paragraphs ?? []).join('\n\n'),
        paragraphsEn: (e?.paragraphs ?? []).join('\n\n'),
        bullets: (z?.bullets ?? []).join('\n'),
        bulletsEn: (e?.bullets ?? []).join('\n'),
      };
    }),
    items: [],
  };
}

/** What the editor starts from: the organizer's saved version, else the built-in text of both languages. */
export function startingValues(page: FixedPage, saved: OrganizerPage, builtIn: BuiltIn): Values {
  if (page === 'qa') {
    if (saved.edited) return { lead: '', leadEn: '', sections: [], items: saved.items };
    const zh = asList(asRecord(builtIn.zh.qa).items).map(asRecord);
    const en = asList(asRecord(builtIn.en.qa).items).map(asRecord);
    return {
      lead: '',
      leadEn: '',
      sections: [],
      items: zh.map((q, i) => ({
        question: fromCatalogue(q.q),
        answer: fromCatalogue(q.a),
        questionEn: fromCatalogue(en[i]?.q),
        answerEn: fromCatalogue(en[i]?.a),
      })),
    };
  }
  if (saved.edited) return documentValues(saved.zh, saved.en);
  return documentValues(builtInDocument(builtIn.zh, page), builtInDocument(builtIn.en, page));
}

const documentOf = (values: Values, lang: UiLanguage): Doc => {
  const en = lang === 'en';
  return {
    lead: toParagraphs(en ? values.leadEn : values.lead),
    sections: (values.sections ?? []).map((s) => ({
      heading: ((en ? s?.headingEn : s?.heading) ?? '').trim(),
      paragraphs: toParagraphs(en ? s?.paragraphsEn : s?.paragraphs),
      bullets: toLines(en ? s?.bulletsEn : s?.bullets),
    })),
  };
};

/** What the save call sends for the form's values. */
export function saveRequest(page: FixedPage, values: Values): OrganizerPageSave {
  if (page === 'qa')
    return {
      page,
      items: (values.items ?? []).map((q) => ({
        question: (q?.question ?? '').trim(),
        questionEn: (q?.questionEn ?? '').trim(),
        answer: (q?.answer ?? '').trim(),
        answerEn: (q?.answerEn ?? '').trim(),
      })),
    };
  return { page, zh: documentOf(values, 'zh'), en: documentOf(values, 'en') };
}

const fill = (text: string, fairName: string) => text.replaceAll('{fairName}', fairName);

/** Moves and removes an entry of a list (a section or a question), with labels naming it. */
function ListItemActions({
  index,
  count,
  name,
  move,
  remove,
}: {
  index: number;
  count: number;
  name: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
}) {
  const { t } = useTranslation('organizer-pages');
  return (
    <span>
      <Button
        type="text"
        size="small"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        aria-label={t('moveUp', { name })}
        onClick={() => move(index, index - 1)}
      />
      <Button
        type="text"
        size="small"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        aria-label={t('moveDown', { name })}
        onClick={() => move(index, index + 1)}
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('remove', { name })}
        onClick={() => remove(index)}
      />
    </span>
  );
}

function useRules() {
  const { t } = useTranslation('organizer-pages');
  const required = { required: true, whitespace: true, message: t('required') };
  const paragraphs = (maxCount: number) => ({
    validator: (_: unknown, value: string | undefined) => {
      const list = toParagraphs(value);
      if (list.length > maxCount) return Promise.reject(new Error(t('tooManyParagraphs', { max: maxCount })));
      if (list.some((p) => p.length > PAGE_PARAGRAPH_MAX))
        return Promise.reject(new Error(t('paragraphTooLong', { max: PAGE_PARAGRAPH_MAX })));
      return Promise.resolve();
    },
  });
  const lines = {
    validator: (_: unknown, value: string | undefined) => {
      const list = toLines(value);
      if (list.length > PAGE_PARAGRAPHS_MAX)
        return Promise.reject(new Error(t('tooManyPoints', { max: PAGE_PARAGRAPHS_MAX })));
      if (list.some((p) => p.length > PAGE_PARAGRAPH_MAX))
        return Promise.reject(new Error(t('paragraphTooLong', { max: PAGE_PARAGRAPH_MAX })));
      return Promise.resolve();
    },
  };
  return { required, paragraphs, lines };
}

// The fields do not change with what is typed (each Form.Item follows the form's store itself): memo
// keeps a keystroke from re-rendering every section's fields along with the preview.
const DocumentFields = memo(function DocumentFields() {
  const { t } = useTranslation('organizer-pages');
  const rules = useRules();
  return (
    <>
      <div className="of-form-grid">
        <Form.Item
          name="lead"
          label={t('fields.lead')}
          extra={t('paragraphsHelp')}
          rules={[rules.paragraphs(PAGE_LEAD_MAX)]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="leadEn"
          label={t('fields.leadEn')}
          extra={t('paragraphsHelp')}
          rules={[rules.paragraphs(PAGE_LEAD_MAX)]}
        >
          <Input.TextArea rows={3} lang="en" />
        </Form.Item>
      </div>
      <Form.List name="sections">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => {
              const name = t('sectionN', { n: index + 1 });
              return (
                <Card
                  key={field.key}
                  size="small"
                  className="of-pages-card"
                  title={name}
                  extra={
                    <ListItemActions
                      index={index}
                      count={fields.length}
                      name={name}
                      move={move}
                      remove={remove}
                    />
                  }
                >
                  <div className="of-form-grid">
                    <Form.Item
                      name={[field.name, 'heading']}
                      label={t('fields.heading')}
                      rules={[rules.required]}
                    >
                      <Input maxLength={PAGE_HEADING_MAX} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'headingEn']}
                      label={t('fields.headingEn')}
                      rules={[rules.required]}
                    >
                      <Input maxLength={PAGE_HEADING_MAX} lang="en" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'paragraphs']}
                      label={t('fields.paragraphs')}
                      rules={[rules.paragraphs(PAGE_PARAGRAPHS_MAX)]}
                    >
                      <Input.TextArea rows={5} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'paragraphsEn']}
                      label={t('fields.paragraphsEn')}
                      rules={[rules.paragraphs(PAGE_PARAGRAPHS_MAX)]}
                    >
                      <Input.TextArea rows={5} lang="en" />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'bullets']}
                      label={t('fields.bullets')}
                      extra={t('bulletsHelp')}
                      rules={[rules.lines]}
                    >
                      <Input.TextArea rows={3} />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'bulletsEn']}
                      label={t('fields.bulletsEn')}
                      extra={t('bulletsHelp')}
                      rules={[rules.lines]}
                    >
                      <Input.TextArea rows={3} lang="en" />
                    </Form.Item>
                  </div>
                </Card>
              );
            })}
            <Button
              icon={<PlusOutlined />}
              disabled={fields.length >= PAGE_SECTIONS_MAX}
              onClick={() =>
                add({
                  heading: '',
                  headingEn: '',
                  paragraphs: '',
                  paragraphsEn: '',
                  bullets: '',
                  bulletsEn: '',
                })
              }
            >
              {t('addSection', { count: fields.length, max: PAGE_SECTIONS_MAX })}
            </Button>
          </>
        )}
      </Form.List>
    </>
  );
});

const QaFields = memo(function QaFields() {
  const { t } = useTranslation('organizer-pages');
  const rules = useRules();
  return (
    <Form.List
      name="items"
      rules={[
        {
          validator: (_, items: unknown[] | undefined) =>
            items && items.length > 0 ? Promise.resolve() : Promise.reject(new Error(t('qaEmpty'))),
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <>
          {fields.map((field, index) => {
            const name = t('questionN', { n: index + 1 });
            return (
              <Card
                key={field.key}
                size="small"
                className="of-pages-card"
                title={name}
                extra={
                  <ListItemActions
                    index={index}
                    count={fields.length}
                    name={name}
                    move={move}
                    remove={remove}
                  />
                }
              >
                <div className="of-form-grid">
                  <Form.Item
                    name={[field.name, 'question']}
                    label={t('fields.question')}
                    rules={[rules.required]}
                  >
                    <Input maxLength={QA_QUESTION_MAX} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'questionEn']}
                    label={t('fields.questionEn')}
                    rules={[rules.required]}
                  >
                    <Input maxLength={QA_QUESTION_MAX} lang="en" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'answer']}
                    label={t('fields.answer')}
                    rules={[rules.required]}
                  >
                    <Input.TextArea rows={3} maxLength={QA_ANSWER_MAX} />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'answerEn']}
                    label={t('fields.answerEn')}
                    rules={[rules.required]}
                  >
                    <Input.TextArea rows={3} maxLength={QA_ANSWER_MAX} lang="en" />
                  </Form.Item>
                </div>
              </Card>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            icon={<PlusOutlined />}
            disabled={fields.length >= QA_ITEMS_MAX}
            onClick={() => add({ question: '', questionEn: '', answer: '', answerEn: '' })}
          >
            {t('addQuestion', { count: fields.length, max: QA_ITEMS_MAX })}
          </Button>
        </>
      )}
    </Form.List>
  );
});

/** Both languages' previews of the page as visitors will read it, `{fairName}` filled in. */
function PagePreview({ page, values, builtIn }: { page: FixedPage; values: Values; builtIn: BuiltIn }) {
  const { t } = useTranslation('organizer-pages');
  const { data: info } = useConfigurationInformation();
  return (
    <PreviewPair
      render={(lang) => {
        const texts = asRecord(builtIn[lang][page]);
        const fairName = fairNameOf(info, lang) || asText(asRecord(builtIn[lang].home).heroFallbackTitle);
        const title = asText(texts.title);
        if (page === 'qa')
          return (
            <QaPreview
              title={title}
              subtitle={asText(texts.subtitle)}
              items={(values.items ?? []).map((q) => ({
                question: fill(((lang === 'en' ? q?.questionEn : q?.question) ?? '').trim(), fairName),
                answer: fill(((lang === 'en' ? q?.answerEn : q?.answer) ?? '').trim(), fairName),
              }))}
            />
          );
        const doc = documentOf(values, lang);
        return (
          <DocumentPreview
            title={title}
            meta={
              page === 'about'
                ? ''
                : t(`preview.updated.${lang}`, { date: formatBeijingTime(new Date(), 'date') })
            }
            lead={doc.lead.map((p) => fill(p, fairName))}
            sections={doc.sections.map((s) => ({
              heading: fill(s.heading, fairName),
              paragraphs: s.paragraphs.map((p) => fill(p, fairName)),
              bullets: s.bullets.map((b) => fill(b, fairName)),
            }))}
          />
        );
      }}
    />
  );
}

function PageEditor({
  page,
  saved,
  builtIn,
  onDirtyChange,
}: {
  page: FixedPage;
  saved: OrganizerPage;
  builtIn: BuiltIn;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('organizer-pages');
  const [form] = Form.useForm<Values>();
  const { message, modal } = useFeedback();
  const save = useSavePage();
  const restore = useRestorePage();
  const [initial, setInitial] = useState(() => startingValues(page, saved, builtIn));
  const live = Form.useWatch((v: Values) => v, form) ?? initial;
  const dirty =
    JSON.stringify(saveRequest(page, { ...initial, ...live })) !== JSON.stringify(saveRequest(page, initial));
  useUnsavedChangesGuard(dirty);
  const [reported, setReported] = useState(false);
  if (reported !== dirty) {
    setReported(dirty);
    onDirtyChange(dirty);
  }

  const submit = (values: Values) =>
    save.mutate(saveRequest(page, values), {
      onSuccess: (next) => {
        const values = startingValues(page, next, builtIn);
        setInitial(values);
        form.setFieldsValue(values);
        void message.success(t('saved'));
      },
    });

  const confirmRestore = () =>
    modal.confirm({
      title: t('restoreTitle', { page: t(`pages.${page}`) }),
      content: t('restoreWarning'),
      okText: t('restore'),
      okButtonProps: { danger: true },
      cancelText: t('cancel'),
      onOk: () =>
        restore.mutateAsync(page).then((next) => {
          const values = startingValues(page, next, builtIn);
          setInitial(values);
          form.setFieldsValue(values);
          void message.success(t('restored'));
        }),
    });

  const error = save.error ?? restore.error;
  return (
    <Form<Values> form={form} layout="vertical" initialValues={initial} onFinish={submit}>
      <p className="of-organizer-note">{t(page === 'qa' ? 'qaHelp' : 'documentHelp')}</p>
      {page === 'qa' ? <QaFields /> : <DocumentFields />}
      <div className="of-pages-actions of-pages-actions-sticky">
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('save')}
        </Button>
        <Button danger disabled={!saved.edited} loading={restore.isPending} onClick={confirmRestore}>
          {t('restore')}
        </Button>
        {dirty && <Tag color="orange">{t('unsaved')}</Tag>}
      </div>
      {error && (
        <Alert type="error" showIcon title={error instanceof ApiError ? error.message : String(error)} />
      )}
      <h2 className="of-pages-preview-title">{t('previewTitle')}</h2>
      <PagePreview page={page} values={{ ...initial, ...live }} builtIn={builtIn} />
    </Form>
  );
}

function PageStatus({ saved }: { saved: OrganizerPage }) {
  const { t } = useTranslation('organizer-pages');
  return (
    <span className="of-pages-status">
      {saved.edited ? (
        <>
          <Tag color="blue">{t('status.edited')}</Tag>
          {t('status.savedAt', { time: formatBeijingTime(saved.updatedAt) })}
        </>
      ) : (
        <>
          <Tag>{t('status.builtIn')}</Tag>
          {t('status.builtInHelp')}
        </>
      )}
    </span>
  );
}

function PagesConsole() {
  const { t } = useTranslation('organizer-pages');
  const { modal } = useFeedback();
  const [params, setParams] = useSearchParams();
  const value = params.get('page') ?? '';
  const page: FixedPage = (FixedPages as readonly string[]).includes(value) ? (value as FixedPage) : 'about';
  const saved = useOrganizerPage(page);
  const builtIn = useBuiltInTexts();
  const [dirty, setDirty] = useState(false);

  const choose = (next: FixedPage) => {
    const go = () => {
      setDirty(false);
      setParams(new URLSearchParams({ page: next }));
    };
    if (!dirty) return go();
    modal.confirm({
      title: t('switchTitle'),
      content: t('switchWarning'),
      okText: t('switchLeave'),
      cancelText: t('switchStay'),
      onOk: go,
    });
  };

  const failed = saved.isError || builtIn.isError;
  return (
    <div className="of-organizer-page">
      <div className="of-pages-toolbar">
        <Segmented<FixedPage>
          className="of-pages-picker"
          value={page}
          options={FixedPages.map((p) => ({ value: p, label: t(`pages.${p}`) }))}
          onChange={choose}
          aria-label={t('pick')}
        />
        {saved.data && <PageStatus saved={saved.data} />}
      </div>
      {failed ? (
        <StatusResult
          status="error"
          title={t('loadError')}
          subTitle={saved.error instanceof ApiError ? saved.error.message : undefined}
          extra={
            <Button
              onClick={() => {
                void saved.refetch();
                void builtIn.refetch();
              }}
            >
              {t('retry')}
            </Button>
          }
        />
      ) : saved.data && builtIn.data ? (
        <PageEditor
          key={page}
          page={page}
          saved={saved.data}
          builtIn={builtIn.data}
          onDirtyChange={setDirty}
        />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </div>
  );
}

/** /organizer/content/pages: about us, disclaimer, privacy policy and Q&A (owners and content editors). */
export function OrganizerPagesScreen() {
  return <PermissionGate permission="editContent">{() => <PagesConsole />}</PermissionGate>;
}
