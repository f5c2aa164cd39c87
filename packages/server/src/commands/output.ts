/** Where commands write: the console in the CLI, arrays in tests. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

export const consoleOutput: Output = {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
};

export const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/** "1 file", "2 files". */
export const filesCount = (n: number): string => `${n} file${n === 1 ? '' : 's'}`;
