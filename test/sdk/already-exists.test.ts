/**
 * Retry-safe to the end, over real HTTP against a loopback service that answers as Paxos documents: a
 * create the SDK re-sends after its first attempt timed out (the service got it) is answered 409 Already
 * Exists with the record in `meta.existing`, and the call returns that record; a real conflict, or a 409
 * to a first attempt, is an `AlreadyExistsError` carrying `existing`.
 */
import type { ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { AlreadyExistsError, Paxos } from "../../src/index";
import type { Transfer } from "../../src/types";
import { type SeenRequest, sendJson, startHostileServer } from "../support/hostile-server";

const PROFILE = "0b6e3c43-7a2c-4b8e-9c1e-4f3f6a2d9e10";
const WITHDRAWAL = { profile_id: PROFILE, asset: "BTC", crypto_network: "BITCOIN", destination_address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", amount: "0.1" } as const;
const ALREADY_EXISTS = "https://developer.paxos.com/docs/v2/problems/already-exists";

/** The transfer the service made of `body` (the amount written at the service's scale, as Paxos does). */
function transferOf(body: Record<string, string>, id = "7c1d5b0e-2f1a-4a3b-9c8d-0e1f2a3b4c5d"): Transfer {
  return {
    id,
    customer_id: "9b8c9cba-801e-4418-adc0-ede709df6339",
    profile_id: body.profile_id!,
    ref_id: body.ref_id,
    amount: "0.10000000",
    total: "0.10000023",
    fee: "0.00000023",
    asset: body.asset!,
    balance_asset: body.asset,
    direction: "DEBIT",
    type: "CRYPTO_WITHDRAWAL",
    status: "PENDING",
    crypto_network: body.crypto_network,
    destination_address: body.destination_address,
    created_at: "2026-12-04T12:00:00Z",
    updated_at: "2026-12-04T12:00:00Z",
  };
}

/**
 * A crypto-withdrawal service: records a withdrawal per ref_id; the first request is answered only
 * after `slowFirstMs` (the client times out, the work is done); a ref_id seen before is 409 with
 * `existing(made)` as `meta.existing`. GET /transfer/transfers/{id} answers the record.
 */
async function withdrawalService(options: { slowFirstMs?: number; existing?: (made: Transfer) => unknown } = {}) {
  const made = new Map<string, Transfer>();
  const server = await startHostileServer(async (request: SeenRequest, res: ServerResponse) => {
    if (request.method === "GET") {
      const found = [...made.values()].find((t) => request.url.endsWith(`/transfer/transfers/${t.id}`));
      return found ? sendJson(res, 200, found) : sendJson(res, 404, { type: "about:blank", title: "Not Found", status: 404 });
    }
    const body = JSON.parse(request.body) as Record<string, string>;
    const earlier = made.get(body.ref_id!);
    if (earlier) {
      const existing = options.existing ? options.existing(earlier) : earlier;
      return sendJson(res, 409, { type: ALREADY_EXISTS, title: "Already Exists", status: 409, detail: `transfer already exists with ref_id '${body.ref_id}'`, meta: { existing } }, { "content-type": "application/problem+json" });
    }
    const transfer = transferOf(body, crypto.randomUUID());
    made.set(body.ref_id!, transfer);
    if (made.size === 1 && options.slowFirstMs) await new Promise((resolve) => setTimeout(resolve, options.slowFirstMs));
    sendJson(res, 200, transfer);
  });
  const paxos = new Paxos({ accessToken: "t", baseUrl: server.baseUrl, timeout: 200, maxRetries: 2, backoff: { initialDelayMs: 1, maxDelayMs: 1 } });
  const posts = () => server.apiRequests().filter((r) => r.method === "POST").map((r) => JSON.parse(r.body) as Record<string, string>);
  return { server, paxos, made, posts };
}

describe("a create re-sent by the SDK and answered 409 Already Exists", () => {
  it("returns the original withdrawal: two requests, one ref_id, the record the first attempt made", async () => {
    const { paxos, made, posts } = await withdrawalService({ slowFirstMs: 600 });
    const withdrawal = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL });
    const sent = posts();
    expect(sent).toHaveLength(2);
    expect(sent[0]!.ref_id).toBe(sent[1]!.ref_id);
    expect(made.size).toBe(1);
    expect(withdrawal).toEqual(made.get(sent[0]!.ref_id!));
  });

  it("does the same with the caller's own ref_id when it was the SDK that sent it again", async () => {
    const { paxos, made, posts } = await withdrawalService({ slowFirstMs: 600 });
    const withdrawal = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "mine-1" });
    expect(posts().map((b) => b.ref_id)).toEqual(["mine-1", "mine-1"]);
    expect(withdrawal).toEqual(made.get("mine-1"));
  });

  it("fetches the record through its GET when meta.existing is partial", async () => {
    const { paxos, made, server } = await withdrawalService({ slowFirstMs: 600, existing: (t) => ({ id: t.id, ref_id: t.ref_id }) });
    const withdrawal = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "mine-2" });
    expect(withdrawal).toEqual(made.get("mine-2"));
    expect(server.apiRequests().map((r) => r.method)).toEqual(["POST", "POST", "GET"]);
  });

  it("throws AlreadyExistsError with existing when the record is not what was asked (a real conflict)", async () => {
    // The service's record holds another amount: the key was used before, for another withdrawal.
    const { paxos } = await withdrawalService({ slowFirstMs: 600, existing: (t) => ({ ...t, amount: "0.20000000", total: "0.20000023" }) });
    const error = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "mine-3" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlreadyExistsError);
    expect((error as AlreadyExistsError<Transfer>).existing).toMatchObject({ ref_id: "mine-3", amount: "0.20000000" });
  });

  it("throws AlreadyExistsError when the record can be neither checked nor fetched", async () => {
    const { paxos } = await withdrawalService({ slowFirstMs: 600, existing: () => ({ note: "no id" }) });
    const error = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "mine-4" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AlreadyExistsError);
    expect([(error as AlreadyExistsError).existing, (error as AlreadyExistsError).meta?.existing]).toEqual([undefined, { note: "no id" }]);
  });
});

describe("a 409 Already Exists on a first attempt", () => {
  it("is an AlreadyExistsError carrying the existing withdrawal, typed, when the caller's ref_id was used before", async () => {
    const { paxos, made, posts } = await withdrawalService();
    const first = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "used" });
    const error = await paxos.withdrawals.createCrypto({ ...WITHDRAWAL, ref_id: "used" }).catch((e: unknown) => e);
    expect(posts()).toHaveLength(2);
    expect(error).toBeInstanceOf(AlreadyExistsError);
    const existing = (error as AlreadyExistsError<Transfer>).existing;
    expect(existing).toEqual(first);
    expect(existing).toEqual(made.get("used"));
    expect((error as AlreadyExistsError).status).toBe(409);
  });
});
