import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import {
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  Paxos,
  PaxosError,
  PermissionDeniedError,
  RateLimitError,
  ResponseValidationError,
  UnprocessableEntityError,
} from "../../src/index";
import { API, fastBackoff, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

const paxos = () => new Paxos({ fetch: fakeFetch, backoff: fastBackoff, maxRetries: 0 });

describe("error mapping", () => {
  it.each([
    [400, BadRequestError],
    [401, AuthenticationError],
    [403, PermissionDeniedError],
    [404, NotFoundError],
    [409, ConflictError],
    [422, UnprocessableEntityError],
    [429, RateLimitError],
    [500, InternalServerError],
    [502, InternalServerError],
    [503, InternalServerError],
    [418, APIError],
  ] as const)("maps %i to %s with the problem fields", async (status, ErrorClass) => {
    server.use(
      // listMarkets, not the retired listTickers, whose 404 also says that it is retired (test/sdk/deprecation.test.ts).
      http.get(`${API}/markets`, () =>
        HttpResponse.json(
          { type: "https://errors.example/thing", title: "Title here", status, detail: "Detail here", meta: { rule: "x" } },
          { status, headers: { "content-type": "application/problem+json", "x-request-id": "rid-1" } },
        ),
      ),
    );
    const error = (await paxos().market.listMarkets().catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toBeInstanceOf(APIError);
    expect(error).toBeInstanceOf(PaxosError);
    expect(error.status).toBe(status);
    expect(error.type).toBe("https://errors.example/thing");
    expect(error.title).toBe("Title here");
    expect(error.detail).toBe("Detail here");
    expect(error.meta).toEqual({ rule: "x" });
    expect(error.requestId).toBe("rid-1");
    expect(error.headers["content-type"]).toBe("application/problem+json");
    expect(error.message).toBe(`${status} Title here: Detail here`);
  });

  it("defaults type to about:blank", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json({ title: "Nope" }, { status: 400 })));
    const error = (await paxos().market.listTickers().catch((e: unknown) => e)) as APIError;
    expect(error.type).toBe("about:blank");
  });

  it("turns an HTML 502 from a proxy into InternalServerError that says so", async () => {
    server.use(
      http.get(`${API}/all-markets/ticker`, () =>
        new HttpResponse("<html><body><h1>502 Bad Gateway</h1></body></html>", {
          status: 502,
          statusText: "Bad Gateway",
          headers: { "content-type": "text/html" },
        }),
      ),
    );
    const error = (await paxos().market.listTickers().catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.message).toContain("not JSON");
    expect(error.message).toContain("text/html");
  });

  it("turns an empty error body into a typed error", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => new HttpResponse(null, { status: 503 })));
    const error = (await paxos().market.listTickers().catch((e: unknown) => e)) as APIError;
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error.message).toContain("empty body");
  });

  it.each([
    ["truncated JSON", '[{"market":"BTCUSD","best_bid":{"pri'],
    ["an HTML page", "<html>ok</html>"],
    ["an empty body", ""],
  ])("turns a 200 with %s into ResponseValidationError, never a SyntaxError", async (_, body) => {
    server.use(http.get(`${API}/all-markets/ticker`, () => new HttpResponse(body, { status: 200 })));
    const error = await paxos().market.listTickers().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).not.toBeInstanceOf(SyntaxError);
  });

  it("refuses a known field of the wrong type, naming it", async () => {
    server.use(
      http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([{ market: "BTCUSD", best_bid: { price: 100 } }])),
    );
    const error = (await paxos().market.listTickers().catch((e: unknown) => e)) as ResponseValidationError;
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error.field).toBe("0.best_bid.price");
    expect(error.message).toBe("market.listTickers: the response does not match the contract: 0.best_bid.price must be a string.");
  });

  it("keeps unknown fields and unknown enum values", async () => {
    const ticker = {
      market: "DOGEUSD",
      best_bid: { price: "0.1", amount: "5", venue: "x" },
      vwap: "0.11",
      snapshot_at: "2026-11-22T10:00:00.123456789Z",
    };
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([ticker])));
    const [result] = await paxos().market.listTickers();
    expect(result).toEqual(ticker);
    expect(result!.snapshot_at).toBe("2026-11-22T10:00:00.123456789Z");
  });
});
