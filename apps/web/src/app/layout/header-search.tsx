import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../lib/paths';
import { ShellIcon } from './shell-icon';

/** Search box of the header: hidden for exhibitors (the caller decides); submits to /search-list. */
export function HeaderSearch({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { t } = useTranslation('layout');
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const keyword = value.trim();
    if (!keyword) return;
    navigate(pathTo('searchList', {}, { keyword }));
    onDone?.();
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: a search landmark; React's JSX types have no <search> element yet
    <form role="search" className={`of-search${className ? ` ${className}` : ''}`} onSubmit={submit}>
      <input
        id={id}
        type="search"
        className="of-search-input"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('header.searchPlaceholder')}
        aria-label={t('header.search')}
        enterKeyHint="search"
      />
      <button type="submit" className="of-search-button">
        <ShellIcon name="search" />
        <span className="of-sr-only">{t('header.searchSubmit')}</span>
      </button>
    </form>
  );
}
