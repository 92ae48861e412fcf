import { Collapse } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCatalogueList } from './components/document-page';
import './content.css';

type QaItem = { q: string; a: string };

/** Questions and answers about using the platform. */
export function QaScreen() {
  const { t } = useTranslation('content');
  const items = useCatalogueList<QaItem>('qa.items');
  return (
    <article className="of-doc">
      <header className="of-doc-head">
        <h1>{t('qa.title')}</h1>
        <p className="of-doc-meta">{t('qa.subtitle')}</p>
      </header>
      <Collapse
        className="of-qa"
        defaultActiveKey={['0']}
        items={items.map((item, i) => ({ key: String(i), label: item.q, children: <p>{item.a}</p> }))}
      />
    </article>
  );
}
