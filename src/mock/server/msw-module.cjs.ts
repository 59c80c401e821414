/**
 * The CommonJS build's ./msw-module.ts (tsup.config.ts puts it in its place): msw required at once, and a
 * project without it gets the SDK's `MissingDependencyError` naming the package.
 */
import { missingMsw } from "./missing-msw";

type Msw = typeof import("msw");
declare const require: (id: string) => unknown;

let loaded: Msw;
try {
  loaded = require("msw") as Msw;
} catch (cause) {
  throw missingMsw(cause);
}

/** The msw module. */
export const msw: Msw = loaded;
