import type { FixedPage, FixedPageContent } from '@openfair/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session-store';
import { useConfigurationInformation } from '../../../shared/configuration/configuration.api';
import { fairNameOf } from '../../../shared/configuration/fair-name';
import { formatBeijingTime } from '../../../shared/utils/beijing-time';
import { useFixedPage } from '../api/fixed-page.api';

export type DocSection = { heading: string; paragraphs?: string[]; bullets?: string[] };

/** Reads a list from the 'content-pages' catalogue; anything that is not a list (a missing key) gives []. */
export function useCatalogueList<T>(key: string): T[] {
  const { t } = useTranslation('content-pages');
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? (value as T[]) : [];
}

/** The fair's name in the interface language, or the platform's when the fair has none. */
export function useFairName(): string {
  const { t } = useTranslation('content');
  const language = useSession((s) => s.language);
  const { data: info } = useConfigurationInformation();
  return fairNameOf(info, language) || t('home.heroFallbackTitle');
}

/**
 * `{fairName}` in the organizer's text stands for the fair's name in the reader's language (the built-in
 * texts say `{{fairName}}` in the catalogue). Plain text in, plain text out: nothing is read as markup.
 */
export const withFairName = (text: string, fairName: string) => text.replaceAll('{fairName}', fairName);

/**
 * The organizer's version of a fixed page when it wrote one. `pending` while it is read (the page waits
 * briefly rather than showing one text and then another); `custom` null when there is none or it could
 * not be read: the page shows its built-in text.
 */
export function useOrganizerVersion(page: FixedPage): { pending: boolean; custom: FixedPageContent | null } {
  const query = useFixedPage(page);
  return { pending: query.isPending, custom: query.data?.edited ? query.data : null };
}

/** The organizer's document as the page's sections, `{fairName}` filled in. */
export function customSections(custom: FixedPageContent, fairName: string): DocSection[] {
  return custom.sections.map((s) => ({
    heading: withFairName(s.heading, fairName),
    paragraphs: s.paragraphs.map((p) => withFairName(p, fairName)),
    bullets: s.bullets.map((b) => withFairName(b, fairName)),
  }));
}

/** Lead paragraphs (their text is their key: a paragraph repeated twice is shown once). */
export const leadOf = (paragraphs: string[], fairName = ''): ReactNode =>
  paragraphs.length > 0
    ? paragraphs.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat; their order is their identity
        <p key={i}>{withFairName(p, fairName)}</p>
      ))
    : undefined;

/** "Last updated" of the organizer's version, in Beijing time. */
export function useUpdatedMeta(custom: FixedPageContent): string {
  const { t } = useTranslation('content-pages');
  return t('fixedPage.updated', { date: formatBeijingTime(custom.updatedAt, 'date') });
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
      {sections.map((s, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an organizer may give two sections one heading
        <section key={i} className="of-doc-section">
          <h2>{s.heading}</h2>
          {(s.paragraphs ?? []).map((p, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs may repeat
            <p key={j}>{p}</p>
          ))}
          {s.bullets && s.bullets.length > 0 ? (
            <ul>
              {s.bullets.map((b, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bullets may repeat
                <li key={j}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {children}
    </article>
  );
}

/** While the organizer's version is read: the page's title over a few grey lines. */
export function DocumentPending({ title }: { title: string }) {
  return (
    <article className="of-doc" aria-busy="true">
      <header className="of-doc-head">
        <h1>{title}</h1>
      </header>
      {/* grey lines drawn in CSS: the page waits without antd's skeleton in its chunk */}
      <div className="of-doc-pending">
        <span />
        <span />
        <span />
        <span />
      </div>
    </article>
  );
}
