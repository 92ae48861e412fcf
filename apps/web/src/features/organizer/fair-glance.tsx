import type { OrganizerDashboard } from '@openfair/contract';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../lib/session-store';
import { Skeleton } from '../../shared/ui/skeleton';
import { useOrganizerDashboard } from './organizer.api';

type Figure = { key: keyof OrganizerDashboard; to?: string };

/** The numbers shown, with where a waiting queue is worked through (for roles that may). */
const FIGURES: Figure[] = [
  { key: 'exhibitors' },
  { key: 'upgradedExhibitors' },
  { key: 'products' },
  { key: 'registeredVisitors' },
  { key: 'newVisitorsThisWeek' },
  { key: 'pendingRegistrations', to: '/organizer/reviews' },
  { key: 'pendingVip', to: '/organizer/reviews?queue=vip' },
  { key: 'vipBuyers' },
  { key: 'publishedArticles' },
  { key: 'banners' },
];

/** The fair at a glance on the console's first screen; waiting reviews link to their queue. */
export function FairGlance({ canReview }: { canReview: boolean }) {
  const { t } = useTranslation('organizer');
  const lang = useSession((s) => s.language);
  const glance = useOrganizerDashboard();
  const number = new Intl.NumberFormat(lang === 'en' ? 'en' : 'zh-CN');
  return (
    <section aria-labelledby="of-organizer-glance">
      <h2 id="of-organizer-glance" className="of-organizer-heading">
        {t('glance.title')}
      </h2>
      {glance.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : glance.isError ? (
        <p className="of-organizer-note">
          {t('common.loadError')}{' '}
          <Button size="small" onClick={() => void glance.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : (
        <dl className="of-organizer-glance">
          {FIGURES.map(({ key, to }) => {
            const value = number.format(glance.data[key]);
            return (
              <div key={key} className="of-organizer-figure">
                <dt>{t(`glance.${key}`)}</dt>
                <dd>
                  {to && canReview && glance.data[key] > 0 ? (
                    <Link to={to} aria-label={t('glance.open', { what: t(`glance.${key}`), count: value })}>
                      {value}
                    </Link>
                  ) : (
                    value
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
