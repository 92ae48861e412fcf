/** The paragraphs of a text area: an empty line ends one, a single line break joins; blank ones are dropped. */
export const toParagraphs = (text: string | undefined) =>
  (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);

/** The lines of a text area, blank ones dropped. */
export const toLines = (text: string | undefined) =>
  (text ?? '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
