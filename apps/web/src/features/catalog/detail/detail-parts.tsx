import { HeartFilled, HeartOutlined, ReloadOutlined } from '@ant-design/icons';
import type { CollectionType } from '@openfair/contract';
import { App, Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isLoggedIn, sessionStore, useSession } from '../../session/session-store';
import { useToggleCollection } from '../api/catalog.api';
import { isNotFoundError } from './detail.api';
import '../catalog.css';
import './detail.css';

type DetailStateProps = {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  children: ReactNode;
};

/** Loading skeleton, "not found" for code 1005, an error with retry, or the detail. */
export function DetailState(props: DetailStateProps) {
  const { t } = useTranslation('catalog-detail');
  if (props.isPending) return <Skeleton active avatar paragraph={{ rows: 8 }} />;
  if (props.error) {
    if (isNotFoundError(props.error)) {
      return (
        <Result
          status="404"
          title={t('state.notFoundTitle')}
          subTitle={t('state.notFound')}
          extra={
            <Link to="/">
              <Button type="primary">{t('state.backHome')}</Button>
            </Link>
          }
        />
      );
    }
    return (
      <Result
        status="error"
        title={t('state.loadError')}
        extra={
          <Button icon={<ReloadOutlined />} onClick={props.onRetry}>
            {t('state.retry')}
          </Button>
        }
      />
    );
  }
  return <>{props.children}</>;
}

/**
 * Favourite toggle of a detail header. Anonymous users are sent to login with this page saved as the
 * return target (the same toPath the route guard uses).
 */
export function DetailCollectButton(props: {
  subjectType: CollectionType;
  subjectId: string;
  collected: boolean;
}) {
  const { t } = useTranslation('catalog-detail');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const toggle = useToggleCollection();
  const onClick = () => {
    if (!loggedIn) {
      sessionStore.setState({ toPath: `${location.pathname}${location.search}` });
      navigate('/login');
      return;
    }
    toggle.mutate(
      { subjectType: props.subjectType, subjectId: props.subjectId, collected: props.collected },
      {
        onSuccess: () => void message.success(t(props.collected ? 'collect.removed' : 'collect.added')),
      },
    );
  };
  return (
    <Button
      className="of-collect-button"
      icon={props.collected ? <HeartFilled className="of-collected-icon" /> : <HeartOutlined />}
      loading={toggle.isPending}
      aria-pressed={props.collected}
      // The heart icon's own label would otherwise prefix the accessible name.
      aria-label={t(props.collected ? 'collect.collected' : 'collect.collect')}
      onClick={onClick}
    >
      {t(props.collected ? 'collect.collected' : 'collect.collect')}
    </Button>
  );
}

/** A titled block of a detail page. */
export function DetailSection(props: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="of-detail-section">
      <div className="of-detail-section-head">
        <h2>{props.title}</h2>
        {props.extra}
      </div>
      {props.children}
    </section>
  );
}

/** Joins the non-empty parts of a location or booth with a separator. */
export function joinParts(parts: readonly (string | null | undefined)[], sep = ' · '): string {
  return parts.filter((p): p is string => Boolean(p?.trim())).join(sep);
}
