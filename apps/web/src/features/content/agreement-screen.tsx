import { useTranslation } from 'react-i18next';
import { type DocSection, DocumentPage, useCatalogueList } from './components/document-page';
import './content.css';

/**
 * Privacy policy (spec 001 §1): registration data, browser and IP data, location data for visitor
 * services, cookies and local storage; purposes, sharing, retention, rights and contact.
 */
export function AgreementScreen() {
  const { t } = useTranslation('content');
  const intro = useCatalogueList<string>('agreement.intro');
  const sections = useCatalogueList<DocSection>('agreement.sections');
  return (
    <DocumentPage
      title={t('agreement.title')}
      meta={t('agreement.updated')}
      lead={intro.map((p) => <p key={p}>{p}</p>)}
      sections={sections}
    />
  );
}
