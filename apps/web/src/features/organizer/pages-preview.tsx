import { Collapse } from 'antd';

export type PreviewSection = { heading: string; paragraphs: string[]; bullets: string[] };

/**
 * A fixed page as visitors read it (features/content's document page, redrawn here: a feature does not
 * import another). Text only, as typed: nothing is read as markup.
 */
export function DocumentPreview({
  title,
  meta,
  lead,
  sections,
}: {
  title: string;
  meta: string;
  lead: string[];
  sections: PreviewSection[];
}) {
  return (
    <article className="of-pages-doc">
      <header>
        <h1>{title}</h1>
        {meta ? <p className="of-pages-doc-meta">{meta}</p> : null}
      </header>
      {lead.length > 0 && (
        <div className="of-pages-doc-lead">
          {lead.map((p, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the text as typed
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the text as typed
        <section key={i}>
          <h2>{s.heading}</h2>
          {s.paragraphs.map((p, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the text as typed
            <p key={j}>{p}</p>
          ))}
          {s.bullets.length > 0 && (
            <ul>
              {s.bullets.map((b, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a preview of the text as typed
                <li key={j}>{b}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}

/** The Q&A page as visitors read it: each question opens its answer (the first is open). */
export function QaPreview({
  title,
  subtitle,
  items,
}: {
  title: string;
  subtitle: string;
  items: { question: string; answer: string }[];
}) {
  return (
    <article className="of-pages-doc">
      <header>
        <h1>{title}</h1>
        <p className="of-pages-doc-meta">{subtitle}</p>
      </header>
      <Collapse
        className="of-pages-qa"
        size="small"
        defaultActiveKey={['0']}
        items={items.map((item, i) => ({
          key: String(i),
          label: item.question,
          children: <p>{item.answer}</p>,
        }))}
      />
    </article>
  );
}
