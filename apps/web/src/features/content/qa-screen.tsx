import { useTranslation } from 'react-i18next';
import {
  DocumentPending,
  useCatalogueList,
  useFairName,
  useOrganizerVersion,
  withFairName,
} from './components/document-page';
import { type QaItem, QaPage } from './components/qa-page';
import './content.css';

/**
 * Questions and answers about using the platform: the organizer's list when it wrote one, else the
 * built-in questions.
 */
export function QaScreen() {
  const { t } = useTranslation('content-pages');
  const fairName = useFairName();
  const builtIn = useCatalogueList<QaItem>('qa.items');
  const { pending, custom } = useOrganizerVersion('qa');
  if (pending) return <DocumentPending title={t('qa.title')} />;
  const items = custom
    ? custom.items.map((i) => ({
        q: withFairName(i.question, fairName),
        a: withFairName(i.answer, fairName),
      }))
    : builtIn;
  return <QaPage title={t('qa.title')} subtitle={t('qa.subtitle')} items={items} />;
}
