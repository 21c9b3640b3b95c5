/** Text as typed, for LIKE/ILIKE: `%`, `_` and `\` are literal (PostgreSQL's default escape). */
export const literalLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE/ILIKE pattern that finds the text anywhere, its `%` and `_` literal. */
export const containsLike = (text: string): string => `%${literalLike(text)}%`;
