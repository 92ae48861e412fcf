import { ClearOutlined } from '@ant-design/icons';
import { type FilterOptions, Floors } from '@openfair/contract';
import { Button, Input, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FindQuery, type FindType, hasActiveFilters, sortsOf } from './find-query';

type Props = {
  type: FindType;
  query: FindQuery;
  options: FilterOptions | undefined;
  optionsLoading: boolean;
  /** a partial change; the screen resets the page to 1 */
  onChange: (patch: Partial<FindQuery>) => void;
  onReset: () => void;
};

/** Filters of a find list: keyword, category, country or region, floor, tags, and the sort. */
export function FilterBar({ type, query, options, optionsLoading, onChange, onReset }: Props) {
  const { t } = useTranslation('catalog');
  // The keyword box is edited freely and applied on Enter / the search button.
  const [keyword, setKeyword] = useState(query.keyword);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  const floors = options?.floors.length ? options.floors : [...Floors];
  const withProducts = type !== 'person';

  return (
    <section className="of-cat-filters" aria-label={t('filters.label')}>
      <Input.Search
        className="of-cat-filter-keyword"
        allowClear
        value={keyword}
        maxLength={100}
        placeholder={t(`filters.keywordPlaceholder.${type}`)}
        aria-label={t('filters.keyword')}
        onChange={(e) => setKeyword(e.target.value)}
        onSearch={(value) => onChange({ keyword: value.trim() })}
        enterButton
      />
      <Select
        className="of-cat-filter"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={optionsLoading}
        value={query.category || undefined}
        placeholder={t('filters.category')}
        aria-label={t('filters.category')}
        options={(options?.categories ?? []).map((c) => ({ value: c.key, label: c.name }))}
        onChange={(value?: string) => onChange({ category: value ?? '' })}
      />
      <Select
        className="of-cat-filter"
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        loading={optionsLoading}
        value={query.countryId || undefined}
        placeholder={t('filters.country')}
        aria-label={t('filters.country')}
        options={(options?.countries ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChange={(value?: string) => onChange({ countryId: value ?? '' })}
      />
      {withProducts ? (
        <Select
          className="of-cat-filter of-cat-filter-floor"
          allowClear
          value={query.floor || undefined}
          placeholder={t('filters.floor')}
          aria-label={t('filters.floor')}
          options={floors.map((f) => ({ value: f, label: t('filters.floorValue', { floor: f }) }))}
          onChange={(value?: FindQuery['floor']) => onChange({ floor: value ?? '' })}
        />
      ) : null}
      {withProducts ? (
        <Select
          className="of-cat-filter of-cat-filter-tags"
          mode="multiple"
          allowClear
          maxTagCount="responsive"
          loading={optionsLoading}
          value={query.tags}
          placeholder={t('filters.tags')}
          aria-label={t('filters.tags')}
          options={(options?.tags ?? []).map((tag) => ({ value: tag, label: tag }))}
          onChange={(value: string[]) => onChange({ tags: value.slice(0, 20) })}
        />
      ) : null}
      {sortsOf(type).length > 1 ? (
        <Select
          className="of-cat-filter of-cat-filter-sort"
          value={query.sort}
          aria-label={t('filters.sort')}
          options={sortsOf(type).map((s) => ({ value: s, label: t(`sort.${s}`) }))}
          onChange={(value: string) => onChange({ sort: value })}
        />
      ) : null}
      {hasActiveFilters(query) ? (
        <Button icon={<ClearOutlined />} onClick={onReset}>
          {t('filters.reset')}
        </Button>
      ) : null}
    </section>
  );
}
