import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { CAROUSEL_MAX, type OrganizerCarouselItem } from '@openfair/contract';
import { Alert, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { CONSOLE_PAGE_SIZE, useConsoleListParams } from './console-list';
import { AddButton, BilingualTitle, ContentListPage, RowActions, useConfirmDelete } from './content-list';
import { useMoveCarouselItem, useOrganizerCarousel, useRemoveCarouselItem } from './home-content.api';
import { targetLabel } from './home-target-picker';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './home-content.css';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';

const CarouselDialog = deferredComponent(() => import('./carousel-dialog').then((m) => m.CarouselDialog));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(CarouselDialog);

function CarouselList() {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const { pageNum, setParam } = useConsoleListParams();
  const list = useOrganizerCarousel({ pageNum, pageSize: CONSOLE_PAGE_SIZE });
  const remove = useRemoveCarouselItem();
  const move = useMoveCarouselItem();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ item: OrganizerCarouselItem | null } | null>(null);
  const total = list.data?.total ?? 0;
  const full = total >= CAROUSEL_MAX;

  // Its place on the home from 1, counted over the pages (the list is in home order).
  const place = (c: OrganizerCarouselItem) =>
    (list.data?.list.indexOf(c) ?? 0) + (pageNum - 1) * CONSOLE_PAGE_SIZE + 1;
  const picture = (c: OrganizerCarouselItem) =>
    c.picture.url ? <img className="of-home-thumb" src={c.picture.url} alt="" /> : null;
  const names = (c: OrganizerCarouselItem) => (
    <BilingualTitle
      zh={c.name}
      en={c.nameEn}
      isDemo={c.isDemo}
      tags={!c.isImage && <Tag>{t('organizer-home:carousel.video')}</Tag>}
    />
  );
  const opens = (c: OrganizerCarouselItem) => (
    <div className="of-home-target">
      <Tag>{t(`organizer-home:carousel.types.${c.type}`)}</Tag>
      {c.type === 'ACTOR' ? (
        c.exhibitor ? (
          <span>{targetLabel(c.exhibitor)}</span>
        ) : (
          <Tag color="warning">{t('organizer-home:targetGone')}</Tag>
        )
      ) : (
        <span className="of-content-url">{c.link || '—'}</span>
      )}
    </div>
  );
  const actions = (c: OrganizerCarouselItem) => {
    const at = place(c);
    return (
      <RowActions
        name={c.name}
        before={
          <>
            <Button
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={at === 1 || move.isPending}
              onClick={() => move.mutate({ id: c.id, direction: 'up' })}
              aria-label={`${t('organizer-home:moveUp')} ${c.name}`}
            />
            <Button
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={at === total || move.isPending}
              onClick={() => move.mutate({ id: c.id, direction: 'down' })}
              aria-label={`${t('organizer-home:moveDown')} ${c.name}`}
            />
          </>
        }
        onEdit={() => setEditing({ item: c })}
        onDelete={() =>
          confirmDelete({
            title: t('organizer-home:carousel.removeTitle', { name: c.name }),
            warning: t('organizer-home:removeWarning'),
            remove: () => remove.mutateAsync(c.id),
            done: t('organizer-home:removed'),
          })
        }
      />
    );
  };

  return (
    <ContentListPage<OrganizerCarouselItem>
      intro={t('organizer-home:carousel.intro', { max: CAROUSEL_MAX })}
      toolbar={
        <>
          <AddButton
            label={t('organizer-home:carousel.add')}
            disabled={full}
            onClick={() => setEditing({ item: null })}
          />
          {full && (
            <span className="of-organizer-note">
              {t('organizer-home:carousel.full', { max: CAROUSEL_MAX })}
            </span>
          )}
        </>
      }
      notice={
        move.isError && (
          <Alert
            type="error"
            showIcon
            title={move.error instanceof ApiError ? move.error.message : String(move.error)}
          />
        )
      }
      query={list}
      columns={[
        { key: 'place', title: t('organizer-home:fields.place'), render: (_, c) => place(c) },
        { key: 'picture', title: t('organizer-home:fields.picture'), render: (_, c) => picture(c) },
        { key: 'name', title: t('organizer-home:fields.names'), render: (_, c) => names(c) },
        { key: 'opens', title: t('organizer-home:fields.opens'), render: (_, c) => opens(c) },
        { key: 'actions', title: t('common.actions'), render: (_, c) => actions(c) },
      ]}
      phone={{
        title: t('organizer-home:fields.names'),
        className: 'of-home-content-block',
        block: (c) => (
          <>
            <div>
              <strong>{t('organizer-home:place', { place: place(c) })}</strong>
            </div>
            {picture(c)}
            {names(c)}
            {opens(c)}
            {actions(c)}
          </>
        ),
      }}
      pageNum={pageNum}
      onPage={(page) => setParam('page', page)}
      emptyText={t('organizer-home:carousel.empty')}
      dialog={editing && <CarouselDialog item={editing.item} onClose={() => setEditing(null)} />}
    />
  );
}

/** /organizer/content/carousel: the home page's featured carousel (owners and content editors). */
export function OrganizerCarouselScreen() {
  return <PermissionGate permission="editContent">{() => <CarouselList />}</PermissionGate>;
}
