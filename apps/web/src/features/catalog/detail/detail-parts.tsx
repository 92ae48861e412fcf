import { ArrowLeftOutlined, HeartFilled, HeartOutlined, ReloadOutlined } from '@ant-design/icons';
import { type CollectionType, mayCollect } from '@openfair/contract';
import { Button, Descriptions, Tag } from 'antd';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { isLoggedIn, sessionStore, useSession } from '../../../lib/session-store';
import { useFeedback } from '../../../shared/ui/feedback';
import { useToggleCollection } from '../api/catalog.api';
import { originOf } from '../components/detail-origin';
import { isNotFoundError } from './detail.api';
import '../catalog.css';
import './detail.css';
import { Skeleton } from '../../../shared/ui/skeleton';
import { StatusResult } from '../../../shared/ui/status-result';

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
        <StatusResult
          status="404"
          title={t('state.notFoundTitle')}
          subTitle={t('state.notFound')}
          extra={
            <Link to={pathTo('home')}>
              <Button type="primary">{t('state.backHome')}</Button>
            </Link>
          }
        />
      );
    }
    return (
      <StatusResult
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
  const { message } = useFeedback();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useSession(isLoggedIn);
  const callerType = useSession((s) => s.subjectType);
  const toggle = useToggleCollection();
  // A guest gets the button (it leads to login); a caller who may not favourite this kind gets none.
  if (loggedIn && !mayCollect(callerType, props.subjectType)) return null;
  const onClick = () => {
    if (!loggedIn) {
      sessionStore.setState({ toPath: `${location.pathname}${location.search}` });
      navigate(pathTo('login'));
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

/** The tags of a detail's header; nothing without tags. */
export function DetailTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="of-detail-tags">
      {tags.map((tag) => (
        <Tag key={tag}>{tag}</Tag>
      ))}
    </div>
  );
}

/** The field table of a detail: two columns from tablet width, one on phones. */
export function DetailFields({
  rows,
  nowrapLabels = false,
}: {
  rows: readonly { key: string; label: string; value: ReactNode }[];
  /** Labels on one line (short labels that a narrow column would break mid-word). */
  nowrapLabels?: boolean;
}) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      styles={nowrapLabels ? { label: { whiteSpace: 'nowrap' } } : undefined}
      items={rows.map((r) => ({ key: r.key, label: r.label, children: r.value }))}
    />
  );
}

/** Hall, booth area and booth of an exhibitor as one line ("Hall 1F · Booth 1F-A15"); '' when none is known. */
export function useHallAndBooth(floor: string, boothNumber: string, boothArea = ''): string {
  const { t } = useTranslation('catalog-detail');
  return joinParts([
    floor.trim() ? t('exhibitor.hall', { hall: floor }) : '',
    boothArea.trim() ? t('exhibitor.area', { area: boothArea }) : '',
    boothNumber.trim() ? t('exhibitor.booth', { booth: boothNumber }) : '',
  ]);
}

/** Joins the non-empty parts of a location or booth with a separator. */
export function joinParts(parts: readonly (string | null | undefined)[], sep = ' · '): string {
  return parts.filter((p): p is string => Boolean(p?.trim())).join(sep);
}

/** The list each detail screen belongs to (the route table's parentPath) and its back-link text key. */
export const DETAIL_PARENTS = {
  product: { path: pathTo('findList', { type: 'product' }), label: 'back.product' },
  exhibitor: { path: pathTo('findList', { type: 'actor' }), label: 'back.exhibitor' },
  person: { path: pathTo('findList', { type: 'person' }), label: 'back.person' },
} as const;

const pathnameOf = (address: string) => address.split(/[?#]/, 1)[0] ?? '';

/**
 * The "back to the list" link at the top of a detail screen (spec 000: detail screens use their parent
 * path for back navigation). Opened from a card of the parent list inside the app, a plain click goes
 * back in history, so the list comes back with its filters, page and scroll position; opened any other
 * way (new tab, address bar, search, favourites, history, home) it leads to the parent list. It is a
 * real link either way: keyboard, middle click and "open in new tab" work.
 */
export function DetailBackLink({ parent }: { parent: keyof typeof DETAIL_PARENTS }) {
  const { t } = useTranslation('catalog-detail');
  const location = useLocation();
  const navigate = useNavigate();
  const { path, label } = DETAIL_PARENTS[parent];
  const from = originOf(location.state);
  const fromParentList = from !== '' && pathnameOf(from) === path;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const plainClick =
      event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
    if (!fromParentList || !plainClick) return;
    event.preventDefault();
    navigate(-1);
  };
  return (
    <nav className="of-detail-back" aria-label={t('back.navLabel')}>
      <Link to={fromParentList ? from : path} onClick={onClick}>
        <ArrowLeftOutlined aria-hidden /> {t(label)}
      </Link>
    </nav>
  );
}
