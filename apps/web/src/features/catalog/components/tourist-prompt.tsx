import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { sessionStore } from '../../../lib/session-store';

/**
 * Shown after the last product an anonymous guest may see (the organizer's tourist limit). The login link
 * saves the current list (path and query) as toPath, so login comes back to it.
 */
export function TouristPrompt() {
  const { t } = useTranslation('catalog');
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <article className="of-cat-card of-cat-tourist" data-testid="tourist-prompt">
      <LockOutlined className="of-cat-tourist-icon" aria-hidden />
      <h3>{t('tourist.title')}</h3>
      <p>{t('tourist.text')}</p>
      <Link
        className="of-cat-tourist-login"
        to={pathTo('loginPerson')}
        onClick={() => sessionStore.setState({ toPath: here })}
      >
        {t('tourist.login')}
      </Link>
    </article>
  );
}
