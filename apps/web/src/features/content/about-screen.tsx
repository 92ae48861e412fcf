import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session-store';
import { useConfigurationInformation } from '../../shared/configuration/configuration.api';
import { fairNameOf } from '../../shared/configuration/fair-name';
import { type DocSection, DocumentPage, useCatalogueList } from './components/document-page';
import './content.css';

/** About us: what the platform and the fair are, the organizer, and how to get in touch. */
export function AboutScreen() {
  const { t } = useTranslation('content');
  const language = useSession((s) => s.language);
  const { data: info } = useConfigurationInformation();
  const sections = useCatalogueList<DocSection>('about.sections');
  const fairName = fairNameOf(info, language) || t('home.heroFallbackTitle');
  return (
    <DocumentPage
      title={t('about.title')}
      lead={<p>{t('about.lead', { fairName })}</p>}
      sections={sections}
    />
  );
}
