/** POST /sandbox/fiat-deposits — scope transfer:write_sandbox_fiat_deposit (spec 4.1). */
import { checkDecimal, checkKnownFields, checkSandboxAsset, checkString, isObject } from "../limits";
import { badRequest, jsonResponse, notFound } from "../problem";
import { bodyObject, noQuery, required } from "./body";
import type { RouteDefinition } from "./context";

const FIELDS = ["amount", "asset", "memo_id", "fiat_network_instructions", "fiat_account_owner"] as const;

/**
 * Credits a simulated wire deposit against a known memo id and answers `{}`. An unknown memo id is 404:
 * the request is well-formed but names nothing the mock issued. The credit is recorded in
 * `store.deposits`, so a test can count exactly how many deposits a retrying client produced.
 */
export const initiateSandboxFiatDeposit: RouteDefinition = {
  operationId: "initiateSandboxFiatDeposit",
  method: "POST",
  path: "/sandbox/fiat-deposits",
  scope: "transfer:write_sandbox_fiat_deposit",
  body: true,
  handle({ body: raw, query, store, clock }) {
    noQuery(query);
    const body = bodyObject(raw);
    checkKnownFields(body, FIELDS);
    const amount = checkDecimal(required(body, "amount"), "amount");
    const asset = checkSandboxAsset(required(body, "asset"));
    const memoId = checkString(required(body, "memo_id"), "memo_id");
    for (const field of ["fiat_network_instructions", "fiat_account_owner"] as const) {
      if (body[field] !== undefined && !isObject(body[field])) throw badRequest(field, "type", `${field} must be an object`);
    }
    if (!store.memoIds.includes(memoId)) {
      throw notFound(`memo_id ${memoId} does not match any fiat deposit instructions`, { field: "memo_id" });
    }
    store.deposits.push({
      id: store.newId(),
      memo_id: memoId,
      amount,
      asset,
      ...(body.fiat_network_instructions !== undefined ? { fiat_network_instructions: body.fiat_network_instructions } : {}),
      ...(body.fiat_account_owner !== undefined ? { fiat_account_owner: body.fiat_account_owner } : {}),
      created_at: clock.nowIso(),
    });
    return jsonResponse(200, {});
  },
};
