import { type OrganizerMe, type OrganizerPermission, organizerMessages } from '@openfair/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/request';
import { useSession } from '../../lib/session-store';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';
import { useOrganizerMe } from './organizer.api';

/**
 * Shows `children` when the organizer's role grants `permission`, and says plainly why not otherwise.
 * The server refuses the calls anyway; this spares a screen of refusals.
 */
export function PermissionGate({
  permission,
  children,
}: {
  permission: OrganizerPermission;
  children: (me: OrganizerMe) => ReactNode;
}) {
  const { t } = useTranslation('organizer');
  const lang = useSession((s) => s.language);
  const me = useOrganizerMe();
  if (me.isPending) return <Skeleton active />;
  if (me.isError)
    return (
      <StatusResult
        status="error"
        title={t('common.loadError')}
        subTitle={me.error instanceof ApiError ? me.error.message : undefined}
        extra={<Button onClick={() => void me.refetch()}>{t('common.retry')}</Button>}
      />
    );
  if (!me.data.permissions.includes(permission))
    return (
      <StatusResult
        status="403"
        title={lang === 'en' ? organizerMessages.notPermitted.en : organizerMessages.notPermitted.zh}
        subTitle={t('home.role', { role: t(`roles.${me.data.role}`) })}
      />
    );
  return <>{children(me.data)}</>;
}
