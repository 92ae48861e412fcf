import type { OrganizerBanner } from '@openfair/contract';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { audienceKey } from './banner-audience';
import { CONSOLE_PAGE_SIZE, useConsoleListParams } from './console-list';
import { useOrganizerBanners, useRemoveBanner } from './content.api';
import { AddButton, BilingualTitle, ContentListPage, RowActions, useConfirmDelete } from './content-list';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';

const BannerDialog = deferredComponent(() => import('./banner-dialog').then((m) => m.BannerDialog));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(BannerDialog);

function BannerList() {
  const { t } = useTranslation('organizer');
  const { pageNum, setParam } = useConsoleListParams();
  const list = useOrganizerBanners({ pageNum, pageSize: CONSOLE_PAGE_SIZE });
  const remove = useRemoveBanner();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ banner: OrganizerBanner | null } | null>(null);

  const mobile = isMobileWidth(useViewportWidth());
  const picture = (b: OrganizerBanner) =>
    b.image.url ? <img className="of-content-thumb" src={b.image.url} alt="" /> : null;
  const titles = (b: OrganizerBanner) => <BilingualTitle zh={b.title} en={b.titleEn} isDemo={b.isDemo} />;
  const link = (b: OrganizerBanner) =>
    b.url ? (
      <div>
        <Tag>{t(`banners.linkTypes.${b.linkType || 'site'}`)}</Tag>
        <span className="of-content-url">{b.url}</span>
      </div>
    ) : (
      '—'
    );
  const audience = (b: OrganizerBanner) => (
    <Space size={4} wrap={mobile} orientation={mobile ? 'horizontal' : 'vertical'}>
      {t(`banners.audiences.${audienceKey(b.audience)}`)}
      {b.isLogin && <Tag color="blue">{t('banners.loggedInOnly')}</Tag>}
    </Space>
  );
  const actions = (b: OrganizerBanner) => (
    <RowActions
      name={b.title}
      onEdit={() => setEditing({ banner: b })}
      onDelete={() =>
        confirmDelete({
          title: t('banners.removeTitle', { title: b.title }),
          warning: t('banners.removeWarning'),
          remove: () => remove.mutateAsync(b.id),
          done: t('banners.removed'),
        })
      }
    />
  );

  return (
    <ContentListPage<OrganizerBanner>
      intro={t('banners.intro')}
      toolbar={<AddButton label={t('banners.add')} onClick={() => setEditing({ banner: null })} />}
      query={list}
      columns={[
        { key: 'image', title: t('banners.fields.image'), render: (_, b) => picture(b) },
        { key: 'title', title: t('banners.fields.titles'), render: (_, b) => titles(b) },
        { key: 'link', title: t('banners.fields.url'), render: (_, b) => link(b) },
        { key: 'audience', title: t('banners.fields.audience'), render: (_, b) => audience(b) },
        { key: 'sort', title: t('banners.fields.sort'), dataIndex: 'sort' },
        { key: 'actions', title: t('common.actions'), render: (_, b) => actions(b) },
      ]}
      phone={{
        title: t('banners.fields.titles'),
        block: (b) => (
          <>
            {picture(b)}
            {titles(b)}
            {link(b)}
            <div>
              {audience(b)} · {t('banners.fields.sort')} {b.sort}
            </div>
            {actions(b)}
          </>
        ),
      }}
      pageNum={pageNum}
      onPage={(page) => setParam('page', page)}
      emptyText={t('banners.empty')}
      dialog={editing && <BannerDialog banner={editing.banner} onClose={() => setEditing(null)} />}
    />
  );
}

/** /organizer/content/banners: the home page's banners (owners and content editors). */
export function OrganizerBannersScreen() {
  return <PermissionGate permission="editContent">{() => <BannerList />}</PermissionGate>;
}
