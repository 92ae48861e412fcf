import { ArticleStates, CONTENT_SEARCH_MAX, type OrganizerArticleSummary } from '@openfair/contract';
import { Input, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, useConsoleListParams } from './console-list';
import { useOrganizerArticles, useRemoveArticle } from './content.api';
import { AddButton, BilingualTitle, ContentListPage, RowActions, useConfirmDelete } from './content-list';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';

const ArticleDialog = deferredComponent(() => import('./article-dialog').then((m) => m.ArticleDialog));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(ArticleDialog);

function ArticleList() {
  const { t } = useTranslation('organizer');
  const { pageNum, keyword, setParam, pick } = useConsoleListParams();
  const state = pick('state', ArticleStates);
  const list = useOrganizerArticles({ pageNum, pageSize: CONSOLE_PAGE_SIZE, keyword, state });
  const remove = useRemoveArticle();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ id: string } | null>(null);

  const cover = (a: OrganizerArticleSummary) =>
    a.cover ? <img className="of-content-thumb of-content-thumb-cover" src={a.cover.url} alt="" /> : null;
  const titles = (a: OrganizerArticleSummary) => (
    <BilingualTitle zh={a.title} en={a.titleEn} isDemo={a.isDemo} />
  );
  const stateTag = (a: OrganizerArticleSummary) => (
    <Tag color={a.state === 'scheduled' ? 'blue' : 'green'}>{t(`news.states.${a.state}`)}</Tag>
  );
  const actions = (a: OrganizerArticleSummary) => (
    <RowActions
      name={a.title}
      onEdit={() => setEditing({ id: a.id })}
      onDelete={() =>
        confirmDelete({
          title: t('news.removeTitle', { title: a.title }),
          warning: t('news.removeWarning'),
          remove: () => remove.mutateAsync(a.id),
          done: t('news.removed'),
        })
      }
    />
  );

  return (
    <ContentListPage<OrganizerArticleSummary>
      toolbar={
        <>
          <Input.Search
            allowClear
            key={keyword}
            defaultValue={keyword}
            maxLength={CONTENT_SEARCH_MAX}
            placeholder={t('news.search')}
            aria-label={t('news.search')}
            className="of-organizer-search"
            onSearch={(value) => setParam('keyword', value.trim())}
          />
          <ConsoleFilter
            label={t('news.fields.state')}
            value={state}
            options={ArticleStates.map((s) => ({ value: s, label: t(`news.states.${s}`) }))}
            onChange={(value) => setParam('state', value)}
          />
          <AddButton label={t('news.add')} onClick={() => setEditing({ id: '' })} />
        </>
      }
      query={list}
      columns={[
        { key: 'cover', title: t('news.fields.cover'), render: (_, a) => cover(a) },
        { key: 'title', title: t('news.fields.titles'), render: (_, a) => titles(a) },
        { key: 'state', title: t('news.fields.state'), render: (_, a) => stateTag(a) },
        {
          key: 'publishTime',
          title: t('news.fields.publishTimeShort'),
          render: (_, a) => formatBeijingTime(a.publishTime),
        },
        { key: 'source', title: t('news.fields.source'), dataIndex: 'source' },
        { key: 'actions', title: t('common.actions'), render: (_, a) => actions(a) },
      ]}
      phone={{
        title: t('news.fields.titles'),
        block: (a) => (
          <>
            {titles(a)}
            <div>
              {stateTag(a)} {formatBeijingTime(a.publishTime)}
            </div>
            {actions(a)}
          </>
        ),
      }}
      pageNum={pageNum}
      onPage={(page) => setParam('page', page)}
      emptyText={keyword || state ? t('news.noMatch') : t('news.empty')}
      dialog={editing && <ArticleDialog id={editing.id} onClose={() => setEditing(null)} />}
    />
  );
}

/** /organizer/content/news: the fair's news, published and scheduled (owners and content editors). */
export function OrganizerNewsScreen() {
  return <PermissionGate permission="editContent">{() => <ArticleList />}</PermissionGate>;
}
