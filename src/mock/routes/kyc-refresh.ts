/**
 * The sandbox KYC refresh (scope identity:write_identity): POST /identity/identities/{identity_id}/kyc-refresh,
 * /identity/kycrefresh/force-start and /identity/kycrefresh/reset. The state is `store.kycRefreshes`
 * (../kyc-refresh.ts); the events are recorded by the store.
 */
import { DEFAULT_REFRESH_WINDOW_DAYS } from "../domain/kyc-refresh";
import { ProblemError, jsonResponse } from "../protocol/problem";
import { operationRoute } from "./operation-route";
import { requireIdentity } from "./references";

/**
 * Starts a refresh with the default window. Only an APPROVED identity with no refresh under way is
 * eligible: any other is refused with 409 (rule notEligible) naming why.
 */
export const sandboxStartKycRefresh = operationRoute("sandboxStartKycRefresh", ({ path }, ctx) => {
  const identity = requireIdentity(ctx.store, path.identity_id as string, "identity_id");
  if (identity.summary_status !== "APPROVED") {
    throw new ProblemError(409, `identity ${identity.id} is ${identity.summary_status}: only an approved identity can be refreshed`, { rule: "notEligible", field: "identity_id" });
  }
  if (ctx.store.kycRefreshes.has(identity.id)) {
    throw new ProblemError(409, `identity ${identity.id} already has a KYC refresh under way`, { rule: "notEligible", field: "identity_id" });
  }
  ctx.store.startKycRefresh(identity.id, DEFAULT_REFRESH_WINDOW_DAYS);
  return jsonResponse(200, {});
});

/** Starts a refresh of any identity of the customer, expiring after expiry_days, replacing one under way. */
export const sandboxForceStartKycRefresh = operationRoute("sandboxForceStartKycRefresh", ({ body }, ctx) => {
  const identity = requireIdentity(ctx.store, body.identity_id as string, "identity_id");
  ctx.store.startKycRefresh(identity.id, body.expiry_days as number);
  return jsonResponse(200, {});
});

/** Drops the identity's refresh under way, if any, without an event. */
export const sandboxResetKycRefresh = operationRoute("sandboxResetKycRefresh", ({ body }, ctx) => {
  const identity = requireIdentity(ctx.store, body.identity_id as string, "identity_id");
  ctx.store.kycRefreshes.delete(identity.id);
  return jsonResponse(200, {});
});
