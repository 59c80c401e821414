/**
 * The error a command throws for a user's mistake or a condition outside the CLI's control: printed as
 * its message alone (no stack trace), and the process exits with its code.
 */
import { EXIT, type ExitCode } from "./exit-codes";

/** A failure the user can act on: its message is printed as is, and the CLI exits with `exitCode`. */
export class CliError extends Error {
  override name = "CliError";
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.usage,
  ) {
    super(message);
  }
}
