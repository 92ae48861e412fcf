import type { OrganizerAdvertisement } from '@openfair/contract';
import { Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE, useConsoleListParams } from './console-list';
import { AddButton, BilingualTitle, ContentListPage, RowActions, useConfirmDelete } from './content-list';
import { useOrganizerAdvertisements, useRemoveAdvertisement } from './home-content.api';
import { targetLabel } from './home-target-picker';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './home-content.css';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';

const AdDialog = deferredComponent(() => import('./ad-dialog').then((m) => m.AdDialog));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(AdDialog);

function AdList() {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const { pageNum, setParam } = useConsoleListParams();
  const list = useOrganizerAdvertisements({ pageNum, pageSize: CONSOLE_PAGE_SIZE });
  const remove = useRemoveAdvertisement();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ ad: OrganizerAdvertisement | null } | null>(null);

  const picture = (a: OrganizerAdvertisement) =>
    a.image.url ? <img className="of-home-thumb of-home-thumb-ad" src={a.image.url} alt="" /> : null;
  const names = (a: OrganizerAdvertisement) => <BilingualTitle zh={a.name} en={a.nameEn} isDemo={a.isDemo} />;
  const opens = (a: OrganizerAdvertisement) => (
    <div className="of-home-target">
      <Tag>{t(`organizer-home:ads.types.${a.type}`)}</Tag>
      {a.target ? (
        <span>{targetLabel(a.target)}</span>
      ) : (
        <Tag color="warning">{t('organizer-home:targetGone')}</Tag>
      )}
    </div>
  );
  const actions = (a: OrganizerAdvertisement) => (
    <RowActions
      name={a.name}
      onEdit={() => setEditing({ ad: a })}
      onDelete={() =>
        confirmDelete({
          title: t('organizer-home:ads.removeTitle', { name: a.name }),
          warning: t('organizer-home:removeWarning'),
          remove: () => remove.mutateAsync(a.id),
          done: t('organizer-home:removed'),
        })
      }
    />
  );

  return (
    <ContentListPage<OrganizerAdvertisement>
      intro={t('organizer-home:ads.intro')}
      toolbar={<AddButton label={t('organizer-home:ads.add')} onClick={() => setEditing({ ad: null })} />}
      query={list}
      columns={[
        { key: 'picture', title: t('organizer-home:fields.picture'), render: (_, a) => picture(a) },
        { key: 'name', title: t('organizer-home:fields.names'), render: (_, a) => names(a) },
        { key: 'opens', title: t('organizer-home:fields.opens'), render: (_, a) => opens(a) },
        { key: 'sort', title: t('organizer-home:fields.sort'), dataIndex: 'sort' },
        { key: 'actions', title: t('common.actions'), render: (_, a) => actions(a) },
      ]}
      phone={{
        title: t('organizer-home:fields.names'),
        className: 'of-home-content-block',
        block: (a) => (
          <>
            {picture(a)}
            {names(a)}
            {opens(a)}
            <div>
              {t('organizer-home:fields.sort')} {a.sort}
            </div>
            {actions(a)}
          </>
        ),
      }}
      pageNum={pageNum}
      onPage={(page) => setParam('page', page)}
      emptyText={t('organizer-home:ads.empty')}
      dialog={editing && <AdDialog ad={editing.ad} onClose={() => setEditing(null)} />}
    />
  );
}

/** /organizer/content/ads: the home's side-column advertisements (owners and content editors). */
export function OrganizerAdsScreen() {
  return <PermissionGate permission="editContent">{() => <AdList />}</PermissionGate>;
}
