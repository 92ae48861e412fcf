import { useTranslation } from 'react-i18next';
import { type DocSection, DocumentPage, useCatalogueList } from './components/document-page';
import './content.css';

/** Disclaimer (spec 001 §1): the platform is not liable for exhibitor or merchant information. */
export function DisclaimerScreen() {
  const { t } = useTranslation('content');
  const sections = useCatalogueList<DocSection>('disclaimer.sections');
  return <DocumentPage title={t('disclaimer.title')} meta={t('disclaimer.updated')} sections={sections} />;
}
