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

function CustomAgreement({ custom }: { custom: FixedPageContent }) {
  const { t } = useTranslation('content-pages');
  const fairName = useFairName();
  return (
    <DocumentPage
      title={t('agreement.title')}
      meta={useUpdatedMeta(custom)}
      lead={leadOf(custom.lead, fairName)}
      sections={customSections(custom, fairName)}
    />
  );
}

/**
 * Privacy policy (spec 001 §1): registration data, browser and IP data, location data for visitor
 * services, cookies and local storage; purposes, sharing, retention, rights and contact. The organizer's
 * version when it wrote one, else the built-in text.
 */
export function AgreementScreen() {
  const { t } = useTranslation('content-pages');
  const intro = useCatalogueList<string>('agreement.intro');
  const sections = useCatalogueList<DocSection>('agreement.sections');
  const { pending, custom } = useOrganizerVersion('agreement');
  if (pending) return <DocumentPending title={t('agreement.title')} />;
  if (custom) return <CustomAgreement custom={custom} />;
  return (
    <DocumentPage
      title={t('agreement.title')}
      meta={t('agreement.updated')}
      lead={leadOf(intro)}
      sections={sections}
    />
  );
}
