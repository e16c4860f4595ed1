/** An ILIKE pattern that finds `text` anywhere, its own `%`, `_` and `\` taken as themselves (searches of the console's lists). */
export const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
