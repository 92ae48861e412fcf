import { Collapse } from 'antd';

export type QaItem = { q: string; a: string };

/** The questions page: each question opens its answer (the first is open). */
export function QaPage({ title, subtitle, items }: { title: string; subtitle: string; items: QaItem[] }) {
  return (
    <article className="of-doc">
      <header className="of-doc-head">
        <h1>{title}</h1>
        <p className="of-doc-meta">{subtitle}</p>
      </header>
      <Collapse
        className="of-qa"
        defaultActiveKey={['0']}
        items={items.map((item, i) => ({
          key: String(i),
          label: item.q,
          children: <p className="of-qa-answer">{item.a}</p>,
        }))}
      />
    </article>
  );
}
