/**
 * `npx paxos-sdk <command>`: the package's command line (./bin.ts runs it). This file only dispatches and turns failures into messages and exit codes
 * (./exit-codes.ts): a user's mistake prints its message alone, a bug its stack trace.
 */
import { PaxosError, ValidationError } from "../core/response/errors";
import { CliError } from "./cli-error";
import { EXIT } from "./exit-codes";
import { MAIN_HELP, VERSION_TEXT } from "./help";

const out = (line: string) => void process.stdout.write(`${line}\n`);
const err = (line: string) => void process.stderr.write(`${line}\n`);

/** The package a failed import could not find, when that is why it failed. */
function missingPackage(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  if (code !== "ERR_MODULE_NOT_FOUND" && code !== "MODULE_NOT_FOUND") return undefined;
  return /Cannot find (?:package|module) '([^']+)'/.exec((error as Error).message)?.[1];
}

/** Runs one command line (without `node` and the script) and answers the exit code. */
export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === undefined) {
    err(MAIN_HELP.trimEnd());
    return EXIT.usage;
  }
  if (command === "--help" || command === "-h" || command === "help") {
    out(MAIN_HELP.trimEnd());
    return EXIT.ok;
  }
  if (command === "--version" || command === "-v") {
    out(VERSION_TEXT);
    return EXIT.ok;
  }
  try {
    switch (command) {
      case "mock":
        return await (await import("./mock-command")).runMock(rest, out, err);
      case "listen":
        return await (await import("./listen-command")).runListen(rest, out, err);
      default:
        throw new CliError(`paxos-sdk: unknown command ${JSON.stringify(command)}; the commands are mock and listen (npx paxos-sdk --help)`);
    }
  } catch (error) {
    return report(error);
  }
}

/** Prints what went wrong as the user needs it, and answers the exit code. */
function report(error: unknown): number {
  if (error instanceof CliError) {
    err(error.message);
    return error.exitCode;
  }
  const missing = missingPackage(error);
  if (missing !== undefined) {
    err(`paxos-sdk: this command needs the ${missing} package, an optional peer dependency of paxos-sdk: npm install ${missing}`);
    return EXIT.missingPackage;
  }
  if (error instanceof ValidationError) {
    err(`paxos-sdk: ${error.message}`);
    return EXIT.usage;
  }
  if (error instanceof PaxosError) {
    err(`paxos-sdk: ${error.message}`);
    return EXIT.unavailable;
  }
  err(`paxos-sdk: unexpected error (please report it): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  return EXIT.internal;
}
