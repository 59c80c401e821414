/**
 * Every example the public Paxos v2 document gives for the other 86 operations (the
 * `<operationId>.json` fixtures of test/fixtures/public-examples/) goes through the SDK method the
 * naming rule gives the operation: each success answer resolves with its values intact (a page as its
 * items and cursor), each error answer becomes the typed error carrying the problem, and each request
 * body is sent as given (plus the generated idempotency key where the caller gave none). The examples
 * the contract refuses are listed under `unaccepted` with their reason: only request bodies may stay
 * there (refused before sending, naming the field); every answer form either source shows is accepted.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { APIError, BadRequestError, ConflictError, NotFoundError, PermissionDeniedError, UnprocessableEntityError, ValidationError } from "../../src/index";
import { OPERATIONS, type OperationEntry } from "../../src/generated/operation-list";
import { useFakeApi } from "../support/msw-api";
import { answer, callMethod, expectedResult } from "../support/public-examples";
import { SANDBOX_WIRE } from "../support/sandbox-wire";

const api = useFakeApi();
const { requests, lastRequest } = api;

type Wire = Record<string, unknown>;

/** A request of the document: path parameters, query and body, as restated. */
interface RequestExample {
  name?: string;
  source?: string;
  path?: Record<string, string>;
  query?: Wire;
  body?: Wire;
}

/** An answer of the document. */
interface ResponseExample {
  name?: string;
  source?: string;
  /** Why this form needed the contract to accept more than the public document's schema. */
  note?: string;
  status: number;
  contentType?: string;
  body: unknown;
}

/** An example the contract refuses, with the reason. */
type Unaccepted = (RequestExample & { kind: "request" }) | (ResponseExample & { kind: "response" }) & { reason: string };

interface Fixture {
  operationId: string;
  request?: RequestExample;
  otherRequests?: RequestExample[];
  responses: ResponseExample[];
  unaccepted?: Unaccepted[];
}

const DIRECTORY = join(dirname(fileURLToPath(import.meta.url)), "../fixtures/public-examples");
const fixtures: Fixture[] = readdirSync(DIRECTORY)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => JSON.parse(readFileSync(join(DIRECTORY, name), "utf8")) as Fixture & { requests?: unknown })
  .filter((fixture) => !Array.isArray(fixture.requests));

/** A path parameter the document's request does not give: a value its check accepts. */
const PATH_DEFAULTS: Record<string, string> = { market: "ETHUSD", asset: "USD" };
const ANY_UUID = "7d5f2ba4-8d1b-4f5c-9e3a-0c6a1b2d3e4f";

/** Required query parameters of the operations whose examples give none. */
const QUERY_DEFAULTS: Record<string, Wire> = {
  listPrices: { markets: ["ETHUSD"] },
  listQuotes: { markets: ["ETHUSD"] },
  listStatements: { customer_id: ANY_UUID },
  listTransferLimits: { transfer_type: "CRYPTO_WITHDRAWAL" },
  getIssuerQuoteSettlementAvailability: { market: "PAXGUSD" },
};

/** A valid body for the operations whose document gives answers but no sendable request body. */
const BODY_DEFAULTS: Record<string, Wire> = {
  createFiatAccount: {
    fiat_account_owner: { person_details: { first_name: "Ada", last_name: "Lovelace" } },
    fiat_network_instructions: SANDBOX_WIRE,
  },
  createIssuerQuote: { profile_id: ANY_UUID, market: "USDPUSD", side: "BUY", base_amount: "100" },
  createIssuerQuoteExecution: { profile_id: ANY_UUID },
};

const entryOf = (operationId: string): OperationEntry => OPERATIONS.find((entry) => entry.operation.operationId === operationId)!;

/** The method's arguments, in the documented order: path parameters, body, query. */
function argumentsOf(entry: OperationEntry, request: RequestExample = {}): unknown[] {
  const op = entry.operation;
  const args: unknown[] = [...op.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => request.path?.[name!] ?? PATH_DEFAULTS[name!] ?? ANY_UUID);
  if (op.bodySchema) args.push(structuredClone(request.body ?? BODY_DEFAULTS[op.operationId] ?? {}));
  if (op.querySchema) args.push({ ...QUERY_DEFAULTS[op.operationId], ...request.query });
  return args;
}

const ERROR_CLASSES: Record<number, typeof APIError> = {
  400: BadRequestError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  422: UnprocessableEntityError,
};

describe("the public document's examples of the other operations", () => {
  it("are restated for operations of the contract, each with an answer", () => {
    expect(fixtures.length).toBeGreaterThan(50);
    for (const fixture of fixtures) {
      expect(entryOf(fixture.operationId), fixture.operationId).toBeDefined();
      expect(fixture.responses.length, fixture.operationId).toBeGreaterThan(0);
    }
  });

  it("leave no answer unaccepted: every form either source shows parses", () => {
    const answers = fixtures.flatMap((fixture) => (fixture.unaccepted ?? []).filter((u) => u.kind === "response").map(() => fixture.operationId));
    expect(answers).toEqual([]);
  });
});

for (const fixture of fixtures) {
  const entry = entryOf(fixture.operationId);
  const sendable = [fixture.request, ...(fixture.otherRequests ?? [])].filter((r): r is RequestExample => r !== undefined);
  const callArgs = () => argumentsOf(entry, sendable.find((r) => r.body !== undefined) ?? sendable[0]);

  describe(`${fixture.operationId} (paxos.${entry.resource}.${entry.method})`, () => {
    fixture.responses.forEach((example, index) => {
      const label = `${example.name ?? `answer ${index + 1}`} (${example.source ?? "operation example"})`;
      if (example.status === 200) {
        it(`accepts ${label} with every value intact`, async () => {
          answer(api, entry, 200, example.body, example.contentType);
          expect(await callMethod(api, entry, callArgs())).toStrictEqual(expectedResult(entry, example.body));
        });
      } else {
        it(`turns the ${example.status} ${label} into a typed error carrying the problem`, async () => {
          answer(api, entry, example.status, example.body, example.contentType ?? "application/problem+json");
          const error = await callMethod(api, entry, callArgs()).catch((caught: unknown) => caught);
          const problem = example.body as { type?: string; title?: string; detail?: string };
          expect(error).toBeInstanceOf(ERROR_CLASSES[example.status] ?? APIError);
          expect(error).toMatchObject({ status: example.status, type: problem.type ?? "about:blank", title: problem.title, detail: problem.detail });
        });
      }
    });

    sendable
      .filter((request) => request.body !== undefined)
      .forEach((request, index) => {
        it(`sends request body ${request.name ?? index + 1} (${request.source ?? "operation example"}) as given`, async () => {
          answer(api, entry, 200, fixture.responses.find((r) => r.status === 200)?.body ?? {});
          await callMethod(api, entry, argumentsOf(entry, request)).catch(() => undefined);
          const sent = lastRequest();
          expect(sent.method).toBe(entry.operation.method);
          const key = entry.operation.idempotencyField;
          // The one addition: an idempotency key, generated once when the example has none.
          const generated = key !== undefined && request.body![key] === undefined ? { [key]: expect.stringMatching(/^[0-9a-f-]{36}$/) } : {};
          expect(await sent.json()).toStrictEqual({ ...request.body, ...generated });
        });
      });

    for (const refused of (fixture.unaccepted ?? []).filter((u): u is RequestExample & { kind: "request"; reason: string } => u.kind === "request")) {
      it(`refuses request body ${refused.name ?? ""} (${refused.source ?? "operation example"}) before sending: ${refused.reason}`, async () => {
        answer(api, entry, 200, {});
        const error = await callMethod(api, entry, argumentsOf(entry, refused)).catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).message).toContain((error as ValidationError).field);
        expect(requests).toHaveLength(0);
      });
    }
  });
}
