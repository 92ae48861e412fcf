import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';

/** Search box of the header: hidden for exhibitors (the caller decides); submits to /search-list. */
export function HeaderSearch({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  return (
    <Input.Search
      className={className}
      allowClear
      placeholder={t('header.searchPlaceholder')}
      aria-label={t('header.search')}
      enterButton
      onSearch={(value) => {
        const keyword = value.trim();
        if (!keyword) return;
        navigate(pathTo('searchList', {}, { keyword }));
        onDone?.();
      }}
    />
  );
}
