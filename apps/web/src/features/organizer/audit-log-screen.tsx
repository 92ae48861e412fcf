import { type AuditEntry, AuditTargetTypes } from '@openfair/contract';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isMobileWidth, useViewportWidth } from '../../shared/hooks/use-viewport-width';
import { formatBeijingTime } from '../../shared/utils/beijing-time';
import { CONSOLE_PAGE_SIZE, ConsoleFilter, ConsoleTable, useConsoleListParams } from './console-list';
import { useAuditLog } from './organizer.api';
import { PermissionGate } from './permission-gate';
import './organizer.css';
import type { DataColumn } from '../../shared/ui/data-table';

const EMPTY = '—';

/** A recorded value as people read it: roles and packages by their names, nothing as a dash. */
function useShowValue() {
  const { t } = useTranslation('organizer');
  return (key: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return EMPTY;
    if (key === 'role') return t(`roles.${String(value)}`, { defaultValue: String(value) });
    if (key === 'package') return t(`exhibitors.packages.${String(value)}`, { defaultValue: String(value) });
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    return String(value);
  };
}

/** The fields an entry changed, each as before → after (all of them for an addition or a removal). */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('organizer');
  const show = useShowValue();
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  const changed = keys.filter(
    (k) =>
      !entry.before || !entry.after || JSON.stringify(entry.before[k]) !== JSON.stringify(entry.after[k]),
  );
  return (
    <ul className="of-organizer-changes">
      {changed.map((k) => (
        <li key={k}>
          <strong>{t(`audit.keys.${k}`, { defaultValue: k })}</strong>:{' '}
          {entry.before ? <del>{show(k, entry.before[k])}</del> : <span>{t('audit.created')}</span>} →{' '}
          {entry.after ? <span>{show(k, entry.after[k])}</span> : <span>{t('audit.removed')}</span>}
        </li>
      ))}
    </ul>
  );
}

function AuditLog() {
  const { t } = useTranslation('organizer');
  const { pageNum, keyword, setParam, pick } = useConsoleListParams();
  const target = pick('target', AuditTargetTypes);
  const request = { pageNum, pageSize: CONSOLE_PAGE_SIZE, keyword, targetType: target };
  const log = useAuditLog(request);

  const mobile = isMobileWidth(useViewportWidth());
  const actionOf = (e: AuditEntry) => t(`audit.actions.${e.action}`, { defaultValue: e.action });
  // A phone has no room for five columns: each entry reads as one block, newest first.
  const phoneColumns: DataColumn<AuditEntry>[] = [
    {
      key: 'entry',
      title: t('audit.fields.action'),
      render: (_, e) => (
        <>
          <div className="of-organizer-note">
            {formatBeijingTime(e.at)} · {e.actorName}
          </div>
          <div>
            {actionOf(e)} · {t(`audit.targets.${e.targetType}`)}
          </div>
          <Changes entry={e} />
        </>
      ),
    },
  ];
  const columns: DataColumn<AuditEntry>[] = [
    { key: 'at', title: t('audit.fields.at'), render: (_, e) => formatBeijingTime(e.at) },
    { key: 'actor', title: t('audit.fields.actor'), dataIndex: 'actorName' },
    {
      key: 'action',
      title: t('audit.fields.action'),
      render: (_, e) => actionOf(e),
    },
    { key: 'target', title: t('audit.fields.target'), render: (_, e) => t(`audit.targets.${e.targetType}`) },
    { key: 'changes', title: t('audit.fields.changes'), render: (_, e) => <Changes entry={e} /> },
  ];

  return (
    <div className="of-organizer-page">
      <div className="of-organizer-toolbar">
        <Input.Search
          allowClear
          key={keyword}
          defaultValue={keyword}
          placeholder={t('audit.search')}
          aria-label={t('audit.search')}
          className="of-organizer-search"
          onSearch={(value) => setParam('keyword', value.trim())}
        />
        <ConsoleFilter
          label={t('audit.targetFilter')}
          value={target}
          options={AuditTargetTypes.map((k) => ({ value: k, label: t(`audit.targets.${k}`) }))}
          onChange={(value) => setParam('target', value)}
        />
      </div>
      <ConsoleTable<AuditEntry>
        query={log}
        columns={mobile ? phoneColumns : columns}
        wide={!mobile}
        pageNum={pageNum}
        onPage={(page) => setParam('page', page)}
        emptyText={t('audit.empty')}
      />
    </div>
  );
}

/** /organizer/audit-log: every organizer action, newest first (owners). */
export function OrganizerAuditLogScreen() {
  return <PermissionGate permission="readAuditLog">{() => <AuditLog />}</PermissionGate>;
}
