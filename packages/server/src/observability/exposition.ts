/**
 * Reads one sample from Prometheus exposition text: the value of `name` with exactly these labels
 * (undefined when there is no such line). For the tests and the bench; Prometheus itself parses
 * the real thing.
 */
export function sampleOf(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .sort()
    .join(',');
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').match(/[a-zA-Z_]\w*="(?:[^"\\]|\\.)*"/g) ?? [];
    if ([...have].sort().join(',') === wanted) return Number(match[3]);
  }
  return undefined;
}

/** The names of the series the text declares (`# TYPE name kind`). */
export const seriesNames = (text: string): Set<string> => new Set([...text.matchAll(/^# TYPE (\S+) \S+$/gm)].map((match) => match[1]!));
