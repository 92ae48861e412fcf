import { useTranslation } from 'react-i18next';
import {
  customSections,
  type DocSection,
  DocumentPage,
  DocumentPending,
  leadOf,
  useCatalogueList,
  useFairName,
  useOrganizerVersion,
} from './components/document-page';
import './content.css';

/**
 * About us: what the platform and the fair are, the organizer, and how to get in touch. The organizer's
 * version when it wrote one, else the built-in text.
 */
export function AboutScreen() {
  const { t } = useTranslation('content-pages');
  const fairName = useFairName();
  const builtIn = useCatalogueList<DocSection>('about.sections');
  const { pending, custom } = useOrganizerVersion('about');
  if (pending) return <DocumentPending title={t('about.title')} />;
  if (custom)
    return (
      <DocumentPage
        title={t('about.title')}
        lead={leadOf(custom.lead, fairName)}
        sections={customSections(custom, fairName)}
      />
    );
  return (
    <DocumentPage title={t('about.title')} lead={<p>{t('about.lead', { fairName })}</p>} sections={builtIn} />
  );
}
