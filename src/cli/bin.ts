#!/usr/bin/env node
/**
 * The executable of `npx paxos-sdk` (package.json's `bin`, built to dist/cli.js): runs ./main.ts on
 * the process's arguments and leaves with its exit code, letting output drain first.
 */
import { EXIT } from "./exit-codes";
import { main } from "./main";

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`paxos-sdk: unexpected error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = EXIT.internal;
  },
);
