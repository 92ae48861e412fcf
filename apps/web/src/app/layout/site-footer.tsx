import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pathTo } from '../../lib/paths';

const links = [
  [pathTo('about'), 'footer.about'],
  [pathTo('newsList'), 'footer.news'],
  [pathTo('qa'), 'footer.qa'],
  [pathTo('disclaimer'), 'footer.disclaimer'],
  [pathTo('agreement'), 'footer.agreement'],
  [pathTo('versionLog'), 'footer.versionLog'],
] as const;

/** Footer of home-header pages: the information screens of spec 000 §2. */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  return (
    <footer className="of-footer">
      <nav className="of-footer-links">
        {links.map(([to, key]) => (
          <Link key={to} to={to}>
            {t(key)}
          </Link>
        ))}
      </nav>
      <p className="of-footer-note">{t('footer.poweredBy')}</p>
    </footer>
  );
}
