/**
 * The server sends `highlight` fields as escaped HTML with matches wrapped in <mark>. We still treat them
 * as untrusted: every tag except a bare <mark> / </mark> is escaped, and a bare "&" that does not start an
 * entity is escaped too, so nothing but <mark> can ever reach the DOM as markup.
 */
export function sanitizeHighlight(html: string): string {
  return html
    .split(/(<\/?mark>)/i)
    .map((part) =>
      /^<\/?mark>$/i.test(part)
        ? part.toLowerCase()
        : part
            .replace(/&(?!(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});)/gi, '&amp;')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;')
            .replace(/"/g, '&quot;'),
    )
    .join('');
}

type Props = {
  /** plain text, rendered as text */
  text: string;
  /** the server's highlight for the same field; the only thing ever rendered as HTML */
  html?: string;
  className?: string;
};

/** Shows a highlighted field when the server sent one, the plain text otherwise. */
export function HighlightText({ text, html, className }: Props) {
  if (html) {
    // biome-ignore lint/security/noDangerouslySetInnerHtml: server highlight, sanitised to <mark> only
    return <span className={className} dangerouslySetInnerHTML={{ __html: sanitizeHighlight(html) }} />;
  }
  return <span className={className}>{text}</span>;
}
