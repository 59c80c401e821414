/**
 * Address verifications (scopes address_ownership:*): GET and POST /addresses/verifications, GET
 * /addresses/verifications/{id} and POST /addresses/verifications/signature, kept in
 * `store.addressVerifications` (model: ../address-verifications.ts).
 */
import {
  type AddressVerificationRecord,
  expireIfDue,
  expiryOf,
  signatureChallenge,
  signatureProblem,
  smallDepositRequest,
} from "../domain/address-verifications";
import { ProblemError, badRequest, jsonResponse, notFound } from "../protocol/problem";
import { refIdTaken } from "../protocol/paxos-problems";
import { normalizeDateTime } from "../domain/timestamps";
import type { RouteContext } from "./context";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The verification named by `id`, brought up to date with the clock, or 404 naming `field`. */
function find({ store, clock }: RouteContext, id: string, field: string): AddressVerificationRecord {
  const record = store.addressVerifications.get(id.toLowerCase());
  if (!record) throw notFound(`address verification ${id} not found`, { field });
  return expireIfDue(record, clock.nowNanos());
}

/**
 * Starts a verification, PENDING for 24 hours. An address not of the network's form is 400 (rule
 * format); a ref_id used before is 409 (rule idempotency) with the first verification in
 * `meta.existing`.
 */
export const createVerification = operationRoute("createVerification", ({ body }, { store }) => {
  const network = body.network as string;
  const address = body.address as string;
  // An address not of its network's form was refused before this route ran (./address-checks).
  const refId = body.ref_id as string;
  const existing = [...store.addressVerifications.values()].find((v) => v.ref_id === refId);
  if (existing) throw refIdTaken("address verification", refId, existing);
  const id = store.newId();
  const now = store.stamp();
  const expiresAt = expiryOf(now);
  const method = body.verification_method as string;
  const record: AddressVerificationRecord = {
    id,
    network,
    address,
    verification_method: method,
    status: "PENDING",
    ...(method === "SIGNATURE" ? { signature_verification: signatureChallenge(network, address, store.newId(), expiresAt) } : {}),
    ...(method === "SMALL_DEPOSIT" ? { small_deposit_verification: smallDepositRequest(network, id) } : {}),
    ref_id: refId,
    created_at: now,
    updated_at: now,
    expires_at: expiresAt,
  };
  store.addressVerifications.add(record);
  return jsonResponse(200, record);
});

/**
 * Checks the signature of a SIGNATURE verification's message: a valid one approves it; one that does
 * not verify is 400 (rule signature) and leaves it PENDING. Not a SIGNATURE verification: 400 (rule
 * method). Expired: 409 (rule expired). Approved already: the same signature answers it unchanged,
 * another is 409 (rule illegalTransition).
 */
export const submitSignature = operationRoute("submitSignature", ({ body }, ctx) => {
  const record = find(ctx, body.id as string, "id");
  const signature = body.signature as string;
  const challenge = record.signature_verification;
  if (record.verification_method !== "SIGNATURE" || !challenge) {
    throw badRequest("id", "method", `verification ${record.id} is a ${record.verification_method} verification: it takes no signature`);
  }
  if (record.status === "EXPIRED") throw new ProblemError(409, `verification ${record.id} expired at ${record.expires_at}`, { rule: "expired", field: "id" });
  if (record.status === "APPROVED") {
    if (challenge.signature === signature) return jsonResponse(200, record);
    throw new ProblemError(409, `verification ${record.id} is approved already`, { rule: "illegalTransition", field: "id" });
  }
  const problem = signatureProblem(record, signature);
  if (problem !== undefined) throw badRequest("signature", "signature", `signature does not verify for ${record.address}: ${problem}`);
  challenge.signature = signature;
  record.status = "APPROVED";
  record.updated_at = ctx.store.stamp();
  return jsonResponse(200, record);
});

/** One verification. */
export const getVerification = operationRoute("getVerification", ({ path }, ctx) => jsonResponse(200, find(ctx, path.id as string, "id")));

/** The verifications newest first (ASC on request), filtered as asked, in keyset pages under `items`. */
export const listVerifications = operationRoute("listVerifications", ({ query }, { store, clock }) => {
  const now = clock.nowNanos();
  for (const record of store.addressVerifications.values()) expireIfDue(record, now);
  const updated = (op: string) => normalizeDateTime((query[`updated_at.${op}`] as string | undefined) ?? "");
  const match = (v: AddressVerificationRecord) => {
    const bounds = { lt: updated("lt"), lte: updated("lte"), eq: updated("eq"), gte: updated("gte"), gt: updated("gt") };
    return (
      (query.verification_method === undefined || v.verification_method === query.verification_method) &&
      (query.status === undefined || v.status === query.status) &&
      (query.network === undefined || v.network === query.network) &&
      (query.address === undefined || v.address === query.address) &&
      (query.deposit_address === undefined || v.small_deposit_verification?.deposit_address === query.deposit_address) &&
      (bounds.lt === undefined || v.updated_at < bounds.lt) &&
      (bounds.lte === undefined || v.updated_at <= bounds.lte) &&
      (bounds.eq === undefined || v.updated_at === bounds.eq) &&
      (bounds.gte === undefined || v.updated_at >= bounds.gte) &&
      (bounds.gt === undefined || v.updated_at > bounds.gt)
    );
  };
  const { order_by: _orderBy, ...rest } = query;
  const page = listPage(store.addressVerifications.values(), rest, match);
  return jsonResponse(200, { items: page.items, next_page_cursor: page.next_page_cursor });
});
