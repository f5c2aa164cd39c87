/** The heading level of a workspace screen (one below the workspace's own), its parts one further below. */
export type SectionLevel = 2 | 3 | 4 | 5;

export const below = (level: SectionLevel): 3 | 4 | 5 | 6 => (level + 1) as 3 | 4 | 5 | 6;
