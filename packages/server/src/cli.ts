// The `studyatlas` command (bin of @studyatlas/server; tsup adds the #!/usr/bin/env node line).
import { runCli } from './commands/run.js';

// exitCode, not exit(): `serve` keeps running after runCli returns.
process.exitCode = await runCli(process.argv.slice(2));
