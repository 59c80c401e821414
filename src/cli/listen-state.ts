/**
 * The state file of `listen`: the last event delivered (or given up on), so a restart resumes right
 * after it. Written after every event, atomically (a temporary file renamed over the old one), so a
 * crash leaves either the old position or the new one, never a torn file.
 */
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { CliError } from "./cli-error";

/** What the state file holds. */
export interface ListenState {
  /** The format of this file. */
  version: 1;
  /** The API the events came from (a position means nothing against another service or mock). */
  base_url: string;
  /** The last event handled: where the next run resumes. */
  last_event: { id: string; created_at: string; type: string };
}

/** The state in `path`, or undefined when there is no file yet. */
export function readListenState(path: string): ListenState | undefined {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new CliError(`paxos-sdk listen: the state file ${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  let state: Partial<ListenState>;
  try {
    state = JSON.parse(text) as Partial<ListenState>;
  } catch {
    throw new CliError(`paxos-sdk listen: the state file ${path} is not valid JSON; delete it to start afresh (see --since)`);
  }
  const last = state.last_event;
  if (state.version !== 1 || typeof state.base_url !== "string" || typeof last?.id !== "string" || typeof last.created_at !== "string") {
    throw new CliError(`paxos-sdk listen: the state file ${path} is not a listen state file; delete it to start afresh (see --since)`);
  }
  return state as ListenState;
}

/** Replaces the state in `path` at once: written beside it, then renamed over it. */
export function writeListenState(path: string, state: ListenState): void {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(state, null, 2)}\n`);
  renameSync(temporary, path);
}
