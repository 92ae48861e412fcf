/** A substring search for SQL `ilike`: the text with `%`, `_` and `\` taken literally, between wildcards. */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
