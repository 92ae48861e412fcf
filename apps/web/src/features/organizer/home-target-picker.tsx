import type { AdvertisementType, HomeTarget } from '@openfair/contract';
import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHomeTargets } from './home-content.api';

/** How long typing pauses before the server is asked. */
const SEARCH_DELAY_MS = 300;

/** "甲公司 (A Company)", a product with its exhibitor: "手机壳 · 甲公司". */
export function targetLabel(target: HomeTarget): string {
  const names =
    target.nameEn && target.nameEn !== target.name ? `${target.name} (${target.nameEn})` : target.name;
  return target.exhibitorName ? `${names} · ${target.exhibitorName}` : names;
}

/**
 * Picks an exhibitor or a product of this fair: the server searches by name as the organizer types and
 * answers a few (HOME_TARGET_SEARCH_LIMIT), so a fair of any size never loads a whole list. The value is
 * the chosen id; `onPick` also tells the whole target, for labels and previews.
 */
export function HomeTargetPicker({
  type,
  value,
  onChange,
  current,
  onPick,
  id,
  'aria-label': ariaLabel,
}: {
  type: AdvertisementType;
  value?: string;
  onChange?: (id: string) => void;
  /** the target the item opens now (shown before any search) */
  current: HomeTarget | null;
  onPick?: (target: HomeTarget | null) => void;
  id?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation(['organizer', 'organizer-home']);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useHomeTargets(type, keyword, open);
  const list = found.data ?? [];
  const options = [...(current && !list.some((x) => x.id === current.id) ? [current] : []), ...list];

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      value={value || undefined}
      placeholder={t(type === 'actor' ? 'organizer-home:picker.exhibitor' : 'organizer-home:picker.product')}
      onOpenChange={setOpen}
      notFoundContent={found.isFetching ? <Spin size="small" /> : t('organizer-home:picker.none')}
      options={options.map((x) => ({ value: x.id, label: targetLabel(x) }))}
      onChange={(picked: string) => {
        onChange?.(picked);
        onPick?.(options.find((x) => x.id === picked) ?? null);
        setTyped('');
      }}
    />
  );
}
