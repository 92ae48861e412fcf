import type { InvitationReport } from '@openfair/contract';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a send did: how many were mailed, and each refused address by its row number. */
export function InvitationReportView({ report }: { report: InvitationReport }) {
  const { t } = useTranslation('invitations');
  return (
    <div role="status" className="of-invite-report">
      <Alert
        type={report.rejected.length > 0 ? 'warning' : 'success'}
        showIcon
        title={t('send.sent', { count: report.sent })}
        description={
          report.rejected.length > 0 ? t('send.rejected', { count: report.rejected.length }) : undefined
        }
      />
      {report.rejected.length > 0 ? (
        <ul className="of-invite-rejected">
          {report.rejected.map((row) => (
            <li key={row.row}>
              <strong>{t('send.row', { row: row.row })}</strong> {row.email ? `${row.email}: ` : ''}
              {row.problems.join('; ')}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
