import { parseCommandLine, USAGE } from './args.js';
import { backup } from './backup.js';
import { importCommand } from './import.js';
import { moveFiles } from './files-move.js';
import { migrate } from './migrate.js';
import type { DatabaseEnv } from './open-database.js';
import { consoleOutput, type Output } from './output.js';
import { partnerKey } from './partner-key.js';
import { restore } from './restore.js';
import { seed } from './seed.js';
import { workspace } from './workspace.js';
import type { ServeOptions } from './serve.js';

export interface RunOptions {
  env?: DatabaseEnv;
  output?: Output;
  /** Starts the server; loaded lazily so the other commands never load the HTTP stack. */
  serve?: (options: ServeOptions) => Promise<void>;
}

const loadAndServe = async (options: ServeOptions) => (await import('./serve.js')).serve(options);

/** Runs one CLI command and returns the process exit code (see USAGE). */
export async function runCli(argv: readonly string[], { env = process.env, output = consoleOutput, serve = loadAndServe }: RunOptions = {}): Promise<number> {
  const command = parseCommandLine(argv);
  if (typeof command === 'string') {
    output.err(`studyatlas: ${command}`);
    output.err('Run "studyatlas help" for the commands and options.');
    return 2;
  }
  try {
    switch (command.command) {
      case 'help':
        output.out(USAGE);
        return 0;
      case 'serve':
        await serve({ devMailbox: command.devMailbox });
        return 0;
      case 'migrate':
        return await migrate(env, output);
      case 'backup':
        return await backup(command.file, env, output);
      case 'files':
        return await moveFiles(command.to, env, output);
      case 'restore':
        return await restore(command.file, { force: command.force }, env, output);
      case 'seed':
        return await seed(command, env, output);
      case 'import':
        return await importCommand(command.files, env, output, command);
      case 'partner-key':
        return await partnerKey(command, env, output);
      case 'workspace':
        return await workspace(command, env, output);
    }
  } catch (error) {
    output.err(`studyatlas ${command.command} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
