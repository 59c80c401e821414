/**
 * Identity controls (scopes identity:*_identity_control): GET, POST and DELETE /identity/controls, kept
 * per identity in `store.identityControls` (model: ../identity-controls.ts).
 */
import { controlAnswer, type IdentityControlRecord } from "../domain/identity-controls";
import { ProblemError, jsonResponse, notFound } from "../protocol/problem";
import { requireIdentity } from "./references";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The identity's controls oldest first (lifted ones only with include_deleted), in keyset pages under `items`. */
export const listIdentityControls = operationRoute("listIdentityControls", ({ query }, ctx) => {
  const identity = requireIdentity(ctx.store, query.identity_id as string, "identity_id");
  const match = (c: IdentityControlRecord) => c.identity_id === identity.id && (query.include_deleted === true || c.deleted_at === undefined);
  const page = listPage(ctx.store.identityControls.values(), query, match, "ASC");
  return jsonResponse(200, { items: page.items.map(controlAnswer), next_page_cursor: page.next_page_cursor });
});

/**
 * Sets a control on an identity (404 naming identity_id for an unknown one). The same type already in
 * force on the identity is refused with 409 (rule duplicateControl), so a client cannot stack two.
 */
export const createIdentityControl = operationRoute("createIdentityControl", ({ body }, ctx) => {
  const identity = requireIdentity(ctx.store, body.identity_id as string, "identity_id");
  const type = body.type as string;
  const active = [...ctx.store.identityControls.values()].find((c) => c.identity_id === identity.id && c.type === type && c.deleted_at === undefined);
  if (active) throw new ProblemError(409, `identity ${identity.id} already has an active ${type} control`, { rule: "duplicateControl", field: "type", id: active.id });
  const record: IdentityControlRecord = {
    id: ctx.store.newId(),
    identity_id: identity.id,
    type,
    set_by: "SET_BY_CLIENT",
    is_overridable: true,
    reason_code: body.reason_code as string,
    ...(typeof body.reason === "string" ? { reason: body.reason } : {}),
    created_at: ctx.store.stamp(),
  };
  ctx.store.identityControls.add(record);
  return jsonResponse(200, controlAnswer(record));
});

/**
 * Lifts a control (404 naming control_id for an unknown one; 403 rule notOverridable for one Paxos set
 * and does not let the client lift). Lifting a lifted control answers the same empty object.
 */
export const deleteIdentityControl = operationRoute("deleteIdentityControl", ({ query }, { store }) => {
  const control = store.identityControls.get((query.control_id as string).toLowerCase());
  if (!control) throw notFound(`identity control ${query.control_id} not found`, { field: "control_id" });
  if (!control.is_overridable) throw new ProblemError(403, `control ${control.id} was set by Paxos and cannot be removed`, { rule: "notOverridable", field: "control_id" });
  control.deleted_at ??= store.stamp();
  return jsonResponse(200, {});
});
