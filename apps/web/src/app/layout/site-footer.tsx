import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

const links = [
  ['/aboutus', 'footer.about'],
  ['/news', 'footer.news'],
  ['/qa', 'footer.qa'],
  ['/disclaimer', 'footer.disclaimer'],
  ['/agreement', 'footer.agreement'],
  ['/versionLog', 'footer.versionLog'],
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
