import { Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../shared/ui/query-state';
import { useAppVersions } from './api/versions.api';
import './content.css';
import { Skeleton } from '../../shared/ui/skeleton';

/** Version log from versionInfo/getAppVersion, newest first. */
export function VersionLogScreen() {
  const { t } = useTranslation('content');
  const versions = useAppVersions();
  const list = versions.data ?? [];
  return (
    <article className="of-doc">
      <header className="of-doc-head">
        <h1>{t('versionLog.title')}</h1>
        <p className="of-doc-meta">{t('versionLog.subtitle')}</p>
      </header>
      <QueryState
        pending={versions.isPending}
        error={versions.isError}
        empty={list.length === 0}
        onRetry={() => void versions.refetch()}
        skeleton={<Skeleton active paragraph={{ rows: 6 }} />}
      >
        <Timeline
          className="of-version-timeline"
          items={list.map((v, i) => ({
            key: `${v.version}-${i}`,
            color: i === 0 ? 'blue' : 'gray',
            content: (
              <div className="of-version">
                <h2>
                  {t('versionLog.version', { version: v.version })}
                  {i === 0 ? <Tag color="blue">{t('versionLog.latest')}</Tag> : null}
                </h2>
                <p className="of-doc-meta">{t('versionLog.releasedAt', { date: v.releaseDate })}</p>
                <ul>
                  {v.notes.map((n) => (
                    <li key={n}>{n}</li>
                  ))}
                </ul>
              </div>
            ),
          }))}
        />
      </QueryState>
    </article>
  );
}
