/**
 * The CLI's exit codes (documented in docs/cli.md, "Exit codes"): scripts and CI branch on them, so
 * each names one kind of outcome and never changes meaning.
 */
export const EXIT = {
  /** Done, or stopped cleanly by SIGINT or SIGTERM. */
  ok: 0,
  /** An unexpected failure: a bug in the CLI or the SDK (the stack trace is printed). */
  internal: 1,
  /** The command line or an option file is wrong: unknown command or flag, bad value (the message says which). */
  usage: 2,
  /** An optional package the command needs is not installed (the message names it). */
  missingPackage: 3,
  /** The network or the API failed: the port is taken, the service refused the credentials, cannot be reached. */
  unavailable: 4,
} as const;

/** One of {@link EXIT}'s codes. */
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];
