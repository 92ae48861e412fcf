import type { OrganizerAppVersion } from '@openfair/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CONSOLE_PAGE_SIZE, useConsoleListParams } from './console-list';
import { AddButton, ContentListPage, RowActions, useConfirmDelete } from './content-list';
import { useOrganizerVersions, useRemoveVersion } from './pages.api';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import './content.css';
import './pages.css';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';

const VersionForm = deferredComponent(() => import('./version-dialog').then((m) => m.VersionForm));
// The dialog's code comes once the screen is drawn, so opening it shows it at once.
preloadWhenIdle(VersionForm);

function VersionList() {
  const { t } = useTranslation('organizer-pages');
  const { pageNum, setParam } = useConsoleListParams();
  const list = useOrganizerVersions({ pageNum, pageSize: CONSOLE_PAGE_SIZE });
  const remove = useRemoveVersion();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ version: OrganizerAppVersion | null } | null>(null);

  const notes = (v: OrganizerAppVersion) => (
    <div className="of-content-cell-title">
      <ul className="of-pages-notes">
        {v.notes.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat
          <li key={i}>{n}</li>
        ))}
      </ul>
      <ul className="of-pages-notes of-organizer-note" lang="en">
        {v.notesEn.map((n, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat
          <li key={i}>{n}</li>
        ))}
      </ul>
    </div>
  );
  const actions = (v: OrganizerAppVersion) => (
    <RowActions
      name={v.version}
      onEdit={() => setEditing({ version: v })}
      onDelete={() =>
        confirmDelete({
          title: t('versions.removeTitle', { version: v.version }),
          warning: t('versions.removeWarning'),
          remove: () => remove.mutateAsync(v.id),
          done: t('versions.removed'),
        })
      }
    />
  );

  return (
    <ContentListPage<OrganizerAppVersion>
      intro={t('versions.help')}
      toolbar={<AddButton label={t('versions.add')} onClick={() => setEditing({ version: null })} />}
      query={list}
      columns={[
        {
          key: 'version',
          title: t('versions.fields.version'),
          className: 'of-pages-version-cell',
          render: (_, v) => <strong>{v.version}</strong>,
        },
        {
          key: 'releaseDate',
          title: t('versions.fields.releaseDate'),
          className: 'of-pages-version-cell',
          dataIndex: 'releaseDate',
        },
        { key: 'notes', title: t('versions.fields.notesBoth'), render: (_, v) => notes(v) },
        { key: 'actions', title: t('actions'), render: (_, v) => actions(v) },
      ]}
      phone={{
        title: t('versions.fields.version'),
        block: (v) => (
          <>
            <strong>
              {v.version} · {v.releaseDate}
            </strong>
            {notes(v)}
            {actions(v)}
          </>
        ),
      }}
      pageNum={pageNum}
      onPage={(page) => setParam('page', page)}
      emptyText={t('versions.empty')}
      dialog={editing && <VersionForm version={editing.version} onClose={() => setEditing(null)} />}
    />
  );
}

/** /organizer/content/versions: the platform's version log (owners and content editors). */
export function OrganizerVersionsScreen() {
  return <PermissionGate permission="editContent">{() => <VersionList />}</PermissionGate>;
}
