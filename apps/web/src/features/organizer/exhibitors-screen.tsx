import { FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import { ExhibitorPackages, type OrganizerExhibitor } from '@openfair/contract';
import { Button, Input, Tag } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, ConsoleTable, useConsoleListParams } from './console-list';
import { useOrganizerExhibitors } from './organizer.api';
import { PermissionGate } from './permission-gate';
import '../../shared/form/form.css';
import './organizer.css';
import type { DataColumn } from '../../shared/ui/data-table';
import { deferredComponent, preloadWhenIdle } from '../../shared/ui/deferred';

const ExhibitorImportDialog = lazy(() =>
  import('./exhibitor-import-dialog').then((m) => ({ default: m.ExhibitorImportDialog })),
);
const ExhibitorDialog = deferredComponent(() => import('./exhibitor-dialog').then((m) => m.ExhibitorDialog));
const CreatedPasswordDialog = deferredComponent(() =>
  import('./created-password-dialog').then((m) => m.CreatedPasswordDialog),
);
// The dialogs' code comes once the screen is drawn, so opening one shows it at once.
preloadWhenIdle(ExhibitorDialog, CreatedPasswordDialog);

function ExhibitorList() {
  const { t } = useTranslation('organizer');
  const { pageNum, keyword, setParam, pick } = useConsoleListParams();
  const pkg = pick('package', ExhibitorPackages);
  const request = { pageNum, pageSize: CONSOLE_PAGE_SIZE, keyword, package: pkg };
  const list = useOrganizerExhibitors(request);
  const [editing, setEditing] = useState<{ exhibitor: OrganizerExhibitor | null } | null>(null);
  const [created, setCreated] = useState<{ name: string; password: string } | null>(null);
  const [importing, setImporting] = useState(false);

  const columns: DataColumn<OrganizerExhibitor>[] = [
    {
      key: 'name',
      title: t('exhibitors.fields.name'),
      render: (_, e) => (
        <>
          <div>{e.name}</div>
          {e.nameEn && <div className="of-organizer-note">{e.nameEn}</div>}
        </>
      ),
    },
    { key: 'code', title: t('exhibitors.fields.code'), dataIndex: 'code' },
    {
      key: 'package',
      title: t('exhibitors.fields.package'),
      render: (_, e) => (
        <Tag color={e.package === 'upgraded' ? 'gold' : undefined}>
          {t(`exhibitors.packages.${e.package}`)}
        </Tag>
      ),
    },
    {
      key: 'booth',
      title: t('exhibitors.fields.boothNumber'),
      render: (_, e) => [e.floor, e.boothNumber].filter(Boolean).join(' · '),
    },
    {
      key: 'createdAt',
      title: t('exhibitors.fields.createdAt'),
      render: (_, e) => formatBeijingTime(e.createdAt, 'date'),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, e) => (
        <Button
          type="link"
          size="small"
          onClick={() => setEditing({ exhibitor: e })}
          aria-label={`${t('common.edit')} ${e.name}`}
        >
          {t('common.edit')}
        </Button>
      ),
    },
  ];

  return (
    <div className="of-organizer-page">
      <div className="of-organizer-toolbar">
        <Input.Search
          allowClear
          key={keyword}
          defaultValue={keyword}
          placeholder={t('exhibitors.search')}
          aria-label={t('exhibitors.search')}
          className="of-organizer-search"
          onSearch={(value) => setParam('keyword', value.trim())}
        />
        <ConsoleFilter
          label={t('exhibitors.packageFilter')}
          value={pkg}
          options={ExhibitorPackages.map((p) => ({ value: p, label: t(`exhibitors.packages.${p}`) }))}
          onChange={(value) => setParam('package', value)}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ exhibitor: null })}>
          {t('exhibitors.add')}
        </Button>
        <Button icon={<FileExcelOutlined />} onClick={() => setImporting(true)}>
          {t('exhibitors.import.open')}
        </Button>
      </div>
      <ConsoleTable<OrganizerExhibitor>
        query={list}
        columns={columns}
        pageNum={pageNum}
        onPage={(page) => setParam('page', page)}
        emptyText={t('exhibitors.empty')}
      />
      {editing && (
        <ExhibitorDialog
          exhibitor={editing.exhibitor}
          onClose={(made) => {
            setEditing(null);
            if (made) setCreated(made);
          }}
        />
      )}
      {created && (
        <CreatedPasswordDialog area="exhibitors" created={created} onClose={() => setCreated(null)} />
      )}
      {importing && (
        <Suspense fallback={null}>
          <ExhibitorImportDialog open onClose={() => setImporting(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** /organizer/exhibitors: the fair's exhibitors, created with their administrator (owners). */
export function OrganizerExhibitorsScreen() {
  return <PermissionGate permission="manageExhibitors">{() => <ExhibitorList />}</PermissionGate>;
}
