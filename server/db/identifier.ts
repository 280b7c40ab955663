/** A PostgreSQL identifier (table, column, alias) in double quotes, its own quotes doubled: the one place SQL names are quoted. */
export const quoteIdentifier = (name: string): string => `"${name.replace(/"/g, '""')}"`;
