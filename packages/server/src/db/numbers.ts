/** A database number (PostgreSQL's bigint and numeric arrive as strings) as a JS number. */
export const num = (value: unknown): number => Number(value);

/** The same, keeping SQL NULL as null. */
export const numOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
