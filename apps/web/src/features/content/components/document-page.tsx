import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type DocSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

/** Reads a list from the 'content' catalogue; anything that is not a list (a missing key) gives []. */
export function useCatalogueList<T>(key: string): T[] {
  const { t } = useTranslation('content');
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

type DocumentPageProps = {
  title: string;
  meta?: string;
  lead?: ReactNode;
  sections: DocSection[];
  children?: ReactNode;
};

/** Long-text information page (about us, disclaimer, privacy policy): a readable column of sections. */
export function DocumentPage({ title, meta, lead, sections, children }: DocumentPageProps) {
  return (
    <article className="of-doc">
      <header className="of-doc-head">
        <h1>{title}</h1>
        {meta ? <p className="of-doc-meta">{meta}</p> : null}
      </header>
      {lead ? <div className="of-doc-lead">{lead}</div> : null}
      {sections.map((s) => (
        <section key={s.heading} className="of-doc-section">
          <h2>{s.heading}</h2>
          {(s.paragraphs ?? []).map((p) => (
            <p key={p}>{p}</p>
          ))}
          {s.bullets && s.bullets.length > 0 ? (
            <ul>
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {children}
    </article>
  );
}
