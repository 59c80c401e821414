/**
 * msw, for the msw transport (./msw-handlers), loaded so that a project without it gets the SDK's
 * `MissingDependencyError` naming the package (as the feeds do for `ws`), not the runtime's bare
 * "Cannot find package". A static import would fail before any of the mock's code runs, so the ESM build
 * awaits the import here; the CommonJS build uses ./msw-module.cjs.ts instead (tsup.config.ts picks it),
 * since CommonJS has no top-level await.
 */
import { missingMsw } from "./missing-msw";

type Msw = typeof import("msw");

let loaded: Msw;
try {
  loaded = await import("msw");
} catch (cause) {
  throw missingMsw(cause);
}

/** The msw module. */
export const msw: Msw = loaded;
