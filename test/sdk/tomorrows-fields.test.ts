/**
 * Fields Paxos adds tomorrow: a body field the contract does not list goes out as given (logged once
 * per process for each operation and field), unless it is a near miss of a field the object has
 * ("did you mean amount?"), at any depth; the `extraBody`, `extraQuery` and `headers` options reach the
 * wire, cannot stand in for a field the operation lists, cannot replace the client's token or
 * signature, and are covered by the request signature (checked with jose over the exact bytes sent).
 */
import { generateKeyPairSync } from "node:crypto";
import { compactVerify, importSPKI } from "jose";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { Paxos, ValidationError } from "../../src/index";
import { forgetOncePerProcess } from "../../src/core/request/once-per-process";
import { nearMissOf } from "../../src/core/shared/near-miss";
import { useFakeApi } from "../support/msw-api";

const api = useFakeApi();

const warnings: string[] = [];
const logger = { debug() {}, info() {}, warn: (message: string) => warnings.push(message), error() {} };
const paxos = new Paxos({ fetch: api.fetch, accessToken: "token", maxRetries: 0, logLevel: "warn", logger });

afterEach(() => {
  warnings.length = 0;
  forgetOncePerProcess();
});

const PROFILE = "0f5a3f2c-7d4e-4b8a-9c1d-2e3f4a5b6c7d";
const OTHER_PROFILE = "1a2b3c4d-5e6f-4a8b-9c0d-1e2f3a4b5c6d";
const leg = { direction: "DELIVER" as const, asset: "USD", amount: "1250.00" };
const transaction = { source_profile_id: PROFILE, target_profile_id: OTHER_PROFILE, legs: [leg], settlement_window_end: "2026-12-01T00:00:00Z" };

/** Answers every API call 200 with an empty object, and keeps each request's exact body text. */
const bodies: string[] = [];
function answerEverything(): void {
  api.server.use(
    http.all(`${api.url}/*`, async ({ request }) => {
      bodies.push(await request.clone().text());
      return HttpResponse.json({}, { status: 400 });
    }),
  );
}
afterEach(() => {
  bodies.length = 0;
});

async function refusal(run: () => Promise<unknown>): Promise<ValidationError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return error as ValidationError;
}

/** Settles a call whose answer the fake makes a 400: what matters is what went out. */
const settle = (promise: Promise<unknown>) =>
  promise.catch((error: unknown) => {
    expect(error).not.toBeInstanceOf(ValidationError);
  });

const fieldLine = (operation: string, field: string) =>
  `[paxos-sdk] ${operation}: body field ${field} is not one this SDK's contract lists; sent as given (Paxos may have added it). (Logged once per process.)`;

describe("a body field the contract does not list", () => {
  it("is sent as given when it is near no field, and logged once per process per operation and field", async () => {
    answerEverything();
    await settle(paxos.settlement.createTransaction({ ...transaction, travel_rule_note: { text: "hi" } } as never));
    expect(JSON.parse(bodies[0]!)).toMatchObject({ ...transaction, travel_rule_note: { text: "hi" } });
    expect(warnings).toEqual([fieldLine("settlement.createTransaction", "travel_rule_note")]);

    await settle(paxos.settlement.createTransaction({ ...transaction, travel_rule_note: { text: "again" } } as never));
    expect(api.requests).toHaveLength(2);
    expect(warnings).toHaveLength(1);
  });

  it("is sent inside a nested object too (a leg), named by its place in any item", async () => {
    answerEverything();
    const legs = [leg, { ...leg, direction: "RECEIVE" as const, settlement_hint: "early" }];
    await settle(paxos.settlement.createTransaction({ ...transaction, legs } as never));
    expect(JSON.parse(bodies[0]!).legs).toEqual(legs);
    expect(warnings).toEqual([fieldLine("settlement.createTransaction", "legs[].settlement_hint")]);
  });

  it("still has its known neighbours checked", async () => {
    const error = await refusal(() =>
      paxos.settlement.createTransaction({ ...transaction, legs: [{ ...leg, amount: "12,50" }], brand_new: true } as never),
    );
    expect([error.field, error.rule]).toEqual(["legs.0.amount", "pattern"]);
    expect(api.requests).toHaveLength(0);
  });

  it("is refused, nothing sent, when it is a near miss of a field the leg has: amout", async () => {
    const error = await refusal(() =>
      paxos.settlement.createTransaction({ ...transaction, legs: [{ direction: "DELIVER", asset: "USD", amout: "1250.00", amount: "1" }] } as never),
    );
    expect([error.field, error.rule]).toEqual(["legs.0.amout", "additionalProperties"]);
    expect(error.message).toContain("did you mean amount?");
    expect(api.requests).toHaveLength(0);
    expect(warnings).toEqual([]);
  });

  it.each([
    ["Amount", "amount"],
    ["destination_adress", "destination_address"],
    ["cryptoNetwork", "crypto_network"],
  ])("refuses %s at the top level as a slip for %s", async (given, meant) => {
    const body = { profile_id: PROFILE, asset: "BTC", crypto_network: "BITCOIN", destination_address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", amount: "0.001" } as Record<string, string>;
    body[given] = body[meant]!;
    if (given.toLowerCase() !== meant) delete body[meant];
    const error = await refusal(() => paxos.withdrawals.createCrypto(body as never));
    expect(error.field).toBe(given);
    expect(error.message).toContain(`did you mean ${meant}?`);
    expect(api.requests).toHaveLength(0);
  });
});

describe("the near-miss rule", () => {
  it("takes case, _ and -, one edit where either name has up to four letters, two otherwise", () => {
    const known = ["amount", "asset", "memo_id", "fee"];
    expect(nearMissOf("AMOUNT", known)).toBe("amount");
    expect(nearMissOf("amout", known)).toBe("amount");
    expect(nearMissOf("amuont", known)).toBe("amount");
    expect(nearMissOf("memoId", known)).toBe("memo_id");
    expect(nearMissOf("fees", known)).toBe("fee");
    // Three edits from a long name, two from a short one: a new word, sent.
    expect(nearMissOf("amnt_x", known)).toBeNull();
    expect(nearMissOf("fxx", known)).toBeNull();
    expect(nearMissOf("memo", known)).toBeNull();
    expect(nearMissOf("travel_rule_note", known)).toBeNull();
  });
});

describe("extraBody, extraQuery and headers", () => {
  it("reach the wire: extra body fields after the checked ones, extra query after the parameters, extra headers", async () => {
    answerEverything();
    await settle(
      paxos.settlement.createTransaction(transaction, {
        extraBody: { travel_rule_note: "on purpose", priority: 2 },
        extraQuery: { preview: true, tag: ["a", "b"] },
        headers: { "x-paxos-preview": "yes" },
      }),
    );
    const request = api.lastRequest();
    expect(JSON.parse(bodies[0]!)).toEqual({ ...transaction, ref_id: expect.any(String), travel_rule_note: "on purpose", priority: 2 });
    expect(new URL(request.url).search).toBe("?preview=true&tag=a&tag=b");
    expect(request.headers.get("x-paxos-preview")).toBe("yes");
    // On purpose: not logged as a surprise.
    expect(warnings).toEqual([]);
  });

  it("appends the extra query after a list's own parameters, on every page", async () => {
    const seen: string[] = [];
    api.server.use(
      http.get(`${api.url}/settlement/transactions`, ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        return HttpResponse.json(url.searchParams.has("page_cursor") ? { items: [] } : { items: [], next_page_cursor: "c2" });
      }),
    );
    const items = [];
    for await (const item of paxos.settlement.listTransactions({ limit: 5 }, { extraQuery: { include_hint: "x" }, prefetch: false })) items.push(item);
    expect(seen).toEqual(["?limit=5&include_hint=x", "?limit=5&page_cursor=c2&include_hint=x"]);
  });

  it("refuses an extra that names a listed field or parameter (give it where it is checked)", async () => {
    const body = await refusal(() => paxos.settlement.createTransaction(transaction, { extraBody: { legs: [] } }));
    expect([body.field, body.rule]).toEqual(["extraBody.legs", "listed"]);
    const query = await refusal(() => paxos.settlement.listTransactions({}, { extraQuery: { limit: 100000 } }).then((page) => page.items));
    expect([query.field, query.rule]).toEqual(["extraQuery.limit", "listed"]);
    expect(api.requests).toHaveLength(0);
  });

  it("refuses an extra body where the operation sends none, and an extra query value that is not a scalar", async () => {
    const get = await refusal(() => paxos.settlement.getTransaction(PROFILE, { extraBody: { x: 1 } }));
    expect([get.field, get.rule]).toEqual(["extraBody", "body"]);
    const nested = await refusal(() => paxos.market.listPrices({ markets: ["BTCUSD"] }, { extraQuery: { deep: { a: 1 } as never } }));
    expect([nested.field, nested.rule]).toEqual(["extraQuery.deep", "type"]);
    expect(api.requests).toHaveLength(0);
  });

  it("refuses an extra query value that is not well-formed Unicode (a lone surrogate would go out as U+FFFD), on an operation without parameters too", async () => {
    const lone = await refusal(() => paxos.market.listTickers({ extraQuery: { tag: ["ok", "a\uD800"] } }));
    expect([lone.field, lone.rule]).toEqual(["extraQuery.tag", "format:unicode"]);
    const nan = await refusal(() => paxos.market.listTickers({ extraQuery: { n: Number.NaN } }));
    expect([nan.field, nan.rule]).toEqual(["extraQuery.n", "type"]);
    expect(api.requests).toHaveLength(0);
  });

  it.each(["Authorization", "paxos-signature"])("refuses a %s header: the client's token and signature are its own", async (name) => {
    const error = await refusal(() => paxos.settlement.createTransaction(transaction, { headers: { [name]: "Bearer stolen" } }));
    expect([error.field, error.rule]).toEqual([`headers.${name}`, "reserved"]);
    expect(api.requests).toHaveLength(0);
  });

  it("are covered by the request signature: the JWS payload is the exact body sent, its path holds the extra query", async () => {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const signing = new Paxos({
      fetch: api.fetch,
      accessToken: "token",
      maxRetries: 0,
      requestSigning: { keyId: "kid-1", privateKey: privateKey.export({ type: "pkcs8", format: "pem" }) as string },
    });
    answerEverything();
    await settle(
      signing.settlement.createTransaction(
        { ...transaction, unlisted_today: "sent" } as never,
        { extraBody: { travel_rule_note: "on purpose" }, extraQuery: { preview: "1" }, headers: { "x-extra": "h" } },
      ),
    );
    const request = api.lastRequest();
    const sentBody = bodies[0]!;
    expect(JSON.parse(sentBody)).toMatchObject({ unlisted_today: "sent", travel_rule_note: "on purpose" });
    const key = await importSPKI(publicKey.export({ type: "spki", format: "pem" }) as string, "ES256");
    const { payload, protectedHeader } = await compactVerify(request.headers.get("paxos-signature")!, key, { algorithms: ["ES256"] });
    expect(new TextDecoder().decode(payload)).toBe(sentBody);
    expect(protectedHeader["paxos.com/request-path"]).toBe("/v2/settlement/transactions?preview=1");
    expect(request.headers.get("x-extra")).toBe("h");
  });
});
