import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

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
      onChange={(key) => navigate(`/${props.area}/${key}`)}
      items={props.types.map((type) => ({ key: type, label: t(`personal.types.${type}`) }))}
    />
  );
}
