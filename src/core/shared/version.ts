/**
 * The package version, as a constant rather than a runtime import of
 * package.json (which would not bundle for a browser). test/sdk/identity.test.ts
 * fails when it drifts from package.json.
 */
export const VERSION = "0.1.0";
