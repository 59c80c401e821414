/**
 * The refusal of an operation that exists only in the sandbox (`x-sandbox-only`) when the client talks
 * to production, before anything is sent. Only the descriptors of such operations carry it
 * (`refuseInProduction`), so a bundle without them does without it.
 */
import { refuse } from "../response/errors";
import type { Environment } from "../shared/environment";

/** Refuses `op` in production: `ValidationError` on `environment`, rule `sandboxOnly`. */
export function refuseInProduction(context: { readonly environment: Environment }, op: { readonly name: string }): void {
  if (context.environment === "production") {
    refuse(op.name, "environment", "sandboxOnly", "this operation exists only in the sandbox environment");
  }
}
