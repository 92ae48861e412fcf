import {
  AuditOutlined,
  CheckSquareOutlined,
  FileTextOutlined,
  NotificationOutlined,
  PictureOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { OrganizerPermission } from '@openfair/contract';
import { Alert, Button, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../api/request';
import { pathTo } from '../../lib/paths';
import { FairGlance } from './fair-glance';
import { useOrganizerMe } from './organizer.api';
import './organizer.css';
import { Skeleton } from '../../shared/ui/skeleton';
import { StatusResult } from '../../shared/ui/status-result';

const SECTIONS: {
  key:
    | 'fair'
    | 'questionnaire'
    | 'exhibitors'
    | 'reviews'
    | 'banners'
    | 'news'
    | 'broadcast'
    | 'staff'
    | 'auditLog';
  route:
    | 'organizerFair'
    | 'organizerQuestionnaire'
    | 'organizerReviews'
    | 'organizerExhibitors'
    | 'organizerBanners'
    | 'organizerNews'
    | 'organizerBroadcast'
    | 'organizerStaff'
    | 'organizerAuditLog';
  permission: OrganizerPermission;
  icon: ReactNode;
}[] = [
  { key: 'fair', route: 'organizerFair', permission: 'configureFair', icon: <SettingOutlined /> },
  {
    key: 'questionnaire',
    route: 'organizerQuestionnaire',
    permission: 'configureFair',
    icon: <UnorderedListOutlined />,
  },
  { key: 'exhibitors', route: 'organizerExhibitors', permission: 'manageExhibitors', icon: <ShopOutlined /> },
  { key: 'reviews', route: 'organizerReviews', permission: 'review', icon: <CheckSquareOutlined /> },
  { key: 'banners', route: 'organizerBanners', permission: 'editContent', icon: <PictureOutlined /> },
  { key: 'news', route: 'organizerNews', permission: 'editContent', icon: <FileTextOutlined /> },
  {
    key: 'broadcast',
    route: 'organizerBroadcast',
    permission: 'editContent',
    icon: <NotificationOutlined />,
  },
  { key: 'staff', route: 'organizerStaff', permission: 'manageOrganizers', icon: <TeamOutlined /> },
  { key: 'auditLog', route: 'organizerAuditLog', permission: 'readAuditLog', icon: <AuditOutlined /> },
];

/** /organizer: who the organizer is, what their role is for, and the console sections it opens. */
export function OrganizerHomeScreen() {
  const { t } = useTranslation('organizer');
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
  const sections = SECTIONS.filter((s) => me.data.permissions.includes(s.permission));
  return (
    <div className="of-organizer-page">
      <Card>
        <h2 className="of-organizer-welcome">{t('home.welcome', { name: me.data.name })}</h2>
        <p className="of-organizer-note">
          {t('home.role', { role: t(`roles.${me.data.role}`) })} · {t(`roleHelp.${me.data.role}`)}
        </p>
      </Card>
      <FairGlance canReview={me.data.permissions.includes('review')} />
      {sections.length > 0 && (
        <section aria-labelledby="of-organizer-sections">
          <h2 id="of-organizer-sections" className="of-organizer-heading">
            {t('home.sections')}
          </h2>
          <ul className="of-organizer-sections">
            {sections.map((s) => (
              <li key={s.key}>
                <Link to={pathTo(s.route)} className="of-organizer-section">
                  <span className="of-organizer-section-icon" aria-hidden="true">
                    {s.icon}
                  </span>
                  <strong>{t(`sections.${s.key}.title`)}</strong>
                  <span>{t(`sections.${s.key}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Alert type="info" showIcon title={t('home.later')} />
    </div>
  );
}
