/** The error `paxos-sdk/mock` throws when msw, its optional peer dependency, is not installed. */
import { MissingDependencyError } from "../../core/response/errors";

/** `MissingDependencyError` naming msw and how to install it; `cause` is the runtime's own error. */
export function missingMsw(cause: unknown): MissingDependencyError {
  return new MissingDependencyError(
    "msw",
    "paxos-sdk/mock needs the msw package, an optional peer dependency of paxos-sdk: install it (npm install -D msw).",
    { cause },
  );
}
