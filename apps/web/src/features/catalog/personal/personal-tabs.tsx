import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { useSession } from '../../../lib/session-store';
import { personalTypesFor, subjectTypeOf } from './personal.api';

/** Tabs over the route types of /collection/:type or /footprint/:type that the role may open. */
export function PersonalTabs(props: {
  area: 'collection' | 'footprint';
  types: readonly string[];
  active: string;
}) {
  const { t } = useTranslation('catalog-detail');
  const navigate = useNavigate();
  if (props.types.length < 2) return null;
  return (
    <Tabs
      activeKey={props.active}
      onChange={(key) => navigate(pathTo(props.area, { type: key }))}
      items={props.types.map((type) => ({ key: type, label: t(`personal.types.${type}`) }))}
    />
  );
}

/**
 * The route's tab of a favourites or history screen: the tabs the role has, the subject type of the
 * open one (null when the route names a tab the role does not have), and its page number. A new tab
 * starts at page 1: the page number belongs to the tab it was chosen on.
 */
export type PersonalTab = ReturnType<typeof usePersonalTab>;

export function usePersonalTab(area: 'collection' | 'footprint') {
  const { type = '' } = useParams<{ type: string }>();
  const role = useSession((s) => s.subjectType);
  const types = personalTypesFor(role, area);
  const subjectType = types.includes(type) ? subjectTypeOf(type) : null;
  const [page, setPage] = useState({ type, pageNum: 1 });
  const pageNum = page.type === type ? page.pageNum : 1;
  const setPageNum = (n: number) => setPage({ type, pageNum: n });
  return { type, types, subjectType, pageNum, setPageNum };
}
