/**
 * The response in reach: every call's `.withResponse()` / `.asResponse()`,
 * each page's `response` and `requestId`, and the request id read from the
 * headers the service may send.
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { APIPromise, NotFoundError, Paxos } from "../../src/index";
import { responseText } from "../../src/core/sending/fetch";
import { API, CLIENT_ID, CLIENT_SECRET, fastBackoff, problem, useFakeApi } from "../support/msw-api";

const { server, fetch: fakeFetch } = useFakeApi();

const ticker = { market: "BTCUSD" };

function paxos() {
  return new Paxos({ fetch: fakeFetch, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, backoff: fastBackoff });
}

describe("withResponse and asResponse", () => {
  it("give the data with the final attempt's response, its request id and the body text", async () => {
    const answers = [
      HttpResponse.json({}, { status: 503 }),
      HttpResponse.json([ticker], { headers: { "x-request-id": "req-42", "x-ratelimit-remaining": "49" } }),
    ];
    server.use(http.get(`${API}/all-markets/ticker`, () => answers.shift()!));
    const call = paxos().market.listTickers();
    expect(call).toBeInstanceOf(APIPromise);
    const { data, response, requestId, bodyText } = await call.withResponse();
    expect(data.map((t) => t.market)).toEqual(["BTCUSD"]);
    expect(response.status).toBe(200);
    expect(requestId).toBe("req-42");
    expect(response.headers.get("x-ratelimit-remaining")).toBe("49");
    expect(JSON.parse(bodyText)).toEqual([ticker]);
    // The same call still awaits to the data.
    expect((await call).length).toBe(1);
  });

  it("reads request-id when x-request-id is absent", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([], { headers: { "request-id": "alt-7" } })));
    expect((await paxos().market.listTickers().withResponse()).requestId).toBe("alt-7");
  });

  it("asResponse resolves with the raw response", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([], { status: 200, headers: { "x-request-id": "r1" } })));
    const response = await paxos().market.listTickers().asResponse();
    expect(response).toBeInstanceOf(Response);
    expect(response.headers.get("x-request-id")).toBe("r1");
  });

  it("rejects withResponse with the call's error, request id included", async () => {
    server.use(
      http.delete(`${API}/api-creds/credentials/:id`, () => problem(404, "Not Found", undefined, { headers: { "x-request-id": "gone-1" } })),
    );
    const failure = await paxos().apiCreds.deleteCredentials("someone").withResponse().catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(NotFoundError);
    expect((failure as NotFoundError).requestId).toBe("gone-1");
  });

  it("is assignable to, and tagged as, a Promise", async () => {
    server.use(http.get(`${API}/all-markets/ticker`, () => HttpResponse.json([])));
    const asPromise: Promise<unknown[]> = paxos().market.listTickers();
    expect(Object.prototype.toString.call(asPromise)).toBe("[object Promise]");
    await expect(asPromise).resolves.toEqual([]);
  });
});

describe("pages carry their response", () => {
  it("gives every page its response and request id, and the first page through withResponse", async () => {
    let n = 0;
    server.use(
      http.get(`${API}/transfer/deposit-addresses`, ({ request }) => {
        n++;
        const cursor = new URL(request.url).searchParams.get("page_cursor");
        return HttpResponse.json(
          { items: [], next_page_cursor: cursor ? "" : "page-2" },
          { headers: { "x-request-id": `page-${n}` } },
        );
      }),
    );
    const list = paxos().depositAddresses.list({}, { prefetch: false });
    const first = await list.withResponse();
    expect(first.requestId).toBe("page-1");
    expect(first.data.requestId).toBe("page-1");
    expect(first.data.response.status).toBe(200);
    expect((await list.asResponse()).headers.get("x-request-id")).toBe("page-1");
    const second = await first.data.getNextPage();
    expect(second.requestId).toBe("page-2");
    expect(second.response.status).toBe(200);
  });

  it("does not keep a page's body text once its items are parsed (a held page costs its items once)", async () => {
    server.use(http.get(`${API}/transfer/deposit-addresses`, () => HttpResponse.json({ items: [] })));
    const page = await paxos().depositAddresses.list();
    // The SDK's buffered copy is gone, and the stream was read: nothing left to read.
    await expect(responseText(page.response)).rejects.toThrow(TypeError);
  });
});
