import type { FixedPageContent } from '@openfair/contract';
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
  useUpdatedMeta,
} from './components/document-page';
import './content.css';

function CustomDisclaimer({ custom }: { custom: FixedPageContent }) {
  const { t } = useTranslation('content-pages');
  const fairName = useFairName();
  return (
    <DocumentPage
      title={t('disclaimer.title')}
      meta={useUpdatedMeta(custom)}
      lead={leadOf(custom.lead, fairName)}
      sections={customSections(custom, fairName)}
    />
  );
}

/**
 * Disclaimer (spec 001 §1): the platform is not liable for exhibitor or merchant information. The
 * organizer's version when it wrote one, else the built-in text.
 */
export function DisclaimerScreen() {
  const { t } = useTranslation('content-pages');
  const sections = useCatalogueList<DocSection>('disclaimer.sections');
  const { pending, custom } = useOrganizerVersion('disclaimer');
  if (pending) return <DocumentPending title={t('disclaimer.title')} />;
  if (custom) return <CustomDisclaimer custom={custom} />;
  return <DocumentPage title={t('disclaimer.title')} meta={t('disclaimer.updated')} sections={sections} />;
}
