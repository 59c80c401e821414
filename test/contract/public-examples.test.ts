/**
 * Every example the public Paxos v2 document gives for the eight operations of
 * our specification (the `<resource>-<method>.json` fixtures),
 * restated in test/fixtures/public-examples/, goes through the SDK: each
 * answer is accepted with its values intact (decimal strings and timestamps
 * unchanged), each error answer becomes the typed error carrying the problem,
 * and each request body is sent exactly as given — except the document's
 * placeholder bodies whose values break the document's own rules, which are
 * refused before sending, naming the field.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  APIError,
  BadRequestError,
  ConflictError,
  NotFoundError,
  Paxos,
  PermissionDeniedError,
  ValidationError,
} from "../../src/index";
import { API, CLIENT_ID, CLIENT_SECRET, useFakeApi } from "../support/msw-api";

const { server, requests, lastRequest, fetch: fakeFetch } = useFakeApi();

/** One answer of the document, as restated in a fixture. */
interface ResponseExample {
  name: string;
  from: "operation example" | "schema example";
  status: number;
  contentType: string;
  body: unknown;
}

/** One request body of the document, as restated in a fixture. */
interface RequestExample {
  name: string;
  from: "operation example" | "schema example";
  body: Record<string, unknown>;
  /** Set when the example's values break the document's own rules: the SDK must refuse it locally. */
  refusedLocally?: { field: string; rule: string };
}

interface Fixture {
  operationId: string;
  method: string;
  path: string;
  requests: RequestExample[];
  responses: ResponseExample[];
}

const DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/public-examples");
const fixtures: Fixture[] = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(readFileSync(join(DIRECTORY, name), "utf8")) as Fixture)
  // The fixtures of the other operations have their own format and test (public-examples-all.test.ts).
  .filter((fixture) => Array.isArray(fixture.requests));

const paxos = () => new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, maxRetries: 0 });

/** The fiat account the update examples address (the id of the document's example answer). */
const FIAT_ACCOUNT_ID = "dde1b3c5-d02a-48f6-8d11-16b4f532ea49";

/** How to reach each operation through the SDK, and what the SDK hands back for a given wire body. */
interface Driver {
  /** Calls the operation; `body` is the request body for operations that take one. */
  call(client: Paxos, body?: Record<string, unknown>): Promise<unknown>;
  /** What the call resolves with when the service answers `body`. */
  expected(body: unknown): unknown;
  /** A body the operation can be called with when the test is about the answer. */
  defaultBody?: Record<string, unknown>;
}

type Wire = Record<string, unknown>;
const fixtureOf = (operationId: string) => fixtures.find((fixture) => fixture.operationId === operationId)!;
const firstSendable = (operationId: string) => fixtureOf(operationId).requests.find((request) => !request.refusedLocally)!.body;

/** A page, as the test compares it: its items and its cursor (null on the last page). */
async function pageOf(promise: PromiseLike<{ items: unknown[]; nextPageCursor: string | null }>) {
  const page = await promise;
  return { items: page.items, nextPageCursor: page.nextPageCursor };
}
const expectedPage = (itemsField: string) => (body: unknown) => ({
  items: ((body as Wire)[itemsField] as unknown[] | undefined) ?? [],
  nextPageCursor: ((body as Wire).next_page_cursor as string | undefined) || null,
});

const drivers: Record<string, Driver> = {
  initiateSandboxFiatDeposit: {
    call: (client, body) => client.sandbox.createFiatDeposit(body as never),
    expected: (body) => body,
    get defaultBody() {
      return firstSendable("initiateSandboxFiatDeposit");
    },
  },
  deleteApiCredentials: {
    call: (client) => client.apiCreds.deleteCredentials("client_id"),
    expected: (body) => body,
  },
  updateFiatAccount: {
    call: (client, body) => client.fiatAccounts.update(FIAT_ACCOUNT_ID, body as never),
    expected: (body) => body,
    get defaultBody() {
      return firstSendable("updateFiatAccount");
    },
  },
  createTransaction: {
    call: (client, body) => client.settlement.createTransaction(body as never),
    expected: (body) => body,
    get defaultBody() {
      return firstSendable("createTransaction");
    },
  },
  listPayments: {
    call: (client) => pageOf(client.payments.list({ customer_id: "cdcbff8e-cf51-4536-ba6f-92ef6846e48a", product: "USDG_REWARDS" })),
    expected: expectedPage("payments"),
  },
  listAccounts: {
    call: (client) => pageOf(client.identity.listAccounts()),
    expected: expectedPage("items"),
  },
  listTickers: {
    call: (client) => client.market.listTickers(),
    // Both forms the sources describe give the array of tickers.
    expected: (body) => (Array.isArray(body) ? body : ((body as Wire).tickers ?? [])),
  },
  listDepositAddresses: {
    call: (client) => pageOf(client.depositAddresses.list()),
    expected: expectedPage("items"),
  },
};

/** Answers `example` on the fixture's method and path (path parameters matched as any segment). */
function answer(fixture: Fixture, status: number, contentType: string, body: unknown): void {
  const route = `${API}${fixture.path.replace(/\{(\w+)\}/g, ":$1")}`;
  const method = fixture.method.toLowerCase() as "get" | "post" | "put" | "delete";
  server.use(
    http[method](route, () => HttpResponse.json(body as never, { status, headers: { "content-type": contentType } })),
  );
}

const ERROR_CLASSES: Record<number, typeof APIError> = {
  400: BadRequestError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
};

describe("the public document's examples", () => {
  it("are restated for each of the eight operations", () => {
    expect(fixtures.map((fixture) => fixture.operationId).sort()).toEqual(Object.keys(drivers).sort());
    // Every operation has at least one answer to feed; the bodies of the three body-taking operations are there too.
    for (const fixture of fixtures) expect(fixture.responses.length, fixture.operationId).toBeGreaterThan(0);
    // The document's count of examples for these operations, so a fixture losing one is noticed.
    const counts = Object.fromEntries(fixtures.map((fixture) => [fixture.operationId, [fixture.requests.length, fixture.responses.length]]));
    expect(counts).toEqual({
      initiateSandboxFiatDeposit: [2, 2],
      deleteApiCredentials: [0, 1],
      updateFiatAccount: [7, 5],
      createTransaction: [2, 5],
      listPayments: [0, 2],
      listAccounts: [0, 1],
      listTickers: [0, 2],
      listDepositAddresses: [0, 1],
    });
  });
});

for (const fixture of fixtures) {
  const driver = drivers[fixture.operationId]!;

  describe(`${fixture.operationId}: answers`, () => {
    for (const example of fixture.responses.filter((response) => response.status === 200)) {
      it(`accepts ${example.name} (${example.from}) with every value intact`, async () => {
        answer(fixture, example.status, example.contentType, example.body);
        const result = await driver.call(paxos(), driver.defaultBody);
        expect(result).toStrictEqual(driver.expected(example.body));
      });
    }

    for (const example of fixture.responses.filter((response) => response.status !== 200)) {
      it(`turns the ${example.name} (${example.from}) into a typed error carrying the problem`, async () => {
        answer(fixture, example.status, example.contentType, example.body);
        const error = await driver.call(paxos(), driver.defaultBody).catch((caught: unknown) => caught);
        const problem = example.body as { type?: string; title?: string; status?: number; detail?: string };
        expect(error).toBeInstanceOf(ERROR_CLASSES[example.status] ?? APIError);
        expect(error).toMatchObject({
          status: example.status,
          type: problem.type ?? "about:blank",
          title: problem.title,
          detail: problem.detail,
        });
      });
    }
  });

  if (fixture.requests.length === 0) continue;
  describe(`${fixture.operationId}: request bodies`, () => {
    const success = fixture.responses.find((response) => response.status === 200 && response.from === "operation example");

    for (const example of fixture.requests.filter((request) => !request.refusedLocally)) {
      it(`sends ${example.name} (${example.from}) exactly as given`, async () => {
        answer(fixture, 200, "application/json", success?.body ?? {});
        await driver.call(paxos(), structuredClone(example.body));
        const request = lastRequest();
        expect(request.method).toBe(fixture.method);
        expect(await request.json()).toStrictEqual(example.body);
      });
    }

    for (const example of fixture.requests.filter((request) => request.refusedLocally)) {
      const { field, rule } = example.refusedLocally!;
      it(`refuses ${example.name} (${example.from}) before sending: ${field} breaks ${rule}`, async () => {
        answer(fixture, 200, "application/json", success?.body ?? {});
        const error = await driver.call(paxos(), structuredClone(example.body)).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ValidationError);
        expect(error).toMatchObject({ field, rule });
        expect(requests).toHaveLength(0);
      });
    }
  });
}
