// The smoke program every runtime runs against the mock server. Plain ESM JavaScript with no imports, so
// Node, Bun, Deno and workerd all load it as is; it is handed the built SDK module (however the runtime
// got it) and returns plain data that runtimes.test.ts asserts.

/**
 * @param {any} sdk the namespace of the built `paxos-sdk` (dist/index.js, dist/index.cjs or a bundle of it)
 * @param {{ baseUrl: string, tokenUrl: string, streamUrl: string, clientId: string, clientSecret: string,
 *           profileIds: string[], unknownFiatAccountId: string }} config
 */
export async function runSmoke(sdk, config) {
  // Count what goes over the wire without giving the SDK a `fetch` option: it looks the global up at call
  // time, so the runtime's own fetch is still the one doing the work.
  const sent = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    sent.push(url.pathname);
    return realFetch(input, init);
  };
  const count = (path) => sent.filter((p) => p === path).length;
  try {
    return {
      runtime: runtimeName(),
      tickers: await tickers(sdk, config),
      feeds: await feeds(sdk, config),
      ...(await withClient(sdk, config, sent, count)),
    };
  } finally {
    globalThis.fetch = realFetch;
  }
}

async function tickers(sdk, config) {
  const list = await sdk.listTickers(new sdk.PaxosMarketClient({ baseUrl: config.baseUrl }));
  return {
    count: list.length,
    markets: list.map((t) => t.market),
    isArray: Array.isArray(list),
  };
}

// The live feeds over the runtime's own WebSocket: the first book of BTCUSD, then the loop ends on abort.
async function feeds(sdk, config) {
  const client = new sdk.PaxosMarketClient({ streamUrl: config.streamUrl });
  const controller = new AbortController();
  const states = [];
  const books = [];
  for await (const book of sdk.watchOrderBook(client, "BTCUSD", { signal: controller.signal, onStatus: (s) => states.push(s.state) })) {
    books.push({ market: book.market, bids: book.bids.length, asks: book.asks.length, bestBid: sdk.bestBid(book)?.price, bestAsk: sdk.bestAsk(book)?.price });
    controller.abort();
  }
  return { books, states, hasGlobalWebSocket: typeof globalThis.WebSocket === "function" };
}

async function withClient(sdk, config, sent, count) {
  const paxos = new sdk.Paxos({
    baseUrl: config.baseUrl,
    tokenUrl: config.tokenUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
  });

  // (b) every deposit address, 100 a page, through the async iterator (the first call fetches the token).
  const ids = new Set();
  let items = 0;
  for await (const address of paxos.depositAddresses.list({ limit: 100 })) {
    items++;
    ids.add(address.id);
  }
  const walk = {
    items,
    uniqueIds: ids.size,
    pages: count("/v2/transfer/deposit-addresses"),
    tokenRequests: count("/oauth2/token"),
  };

  // (c) a settlement transaction; the amounts must come back as the exact strings sent.
  const amounts = ["1250.000000000000000001", "123456789012345678901234567890.123456789012345678901234567890"];
  const tx = await paxos.settlement.createTransaction({
    source_profile_id: config.profileIds[0],
    target_profile_id: config.profileIds[1],
    legs: [
      { direction: "DELIVER", asset: "USD", amount: amounts[0] },
      { direction: "DELIVER", asset: "ETH", amount: amounts[1] },
    ],
    settlement_window_end: "2026-12-01T00:00:00.123456789Z",
  });
  const settlement = {
    status: tx.status,
    amounts: tx.legs.map((leg) => leg.amount),
    amountTypes: tx.legs.map((leg) => typeof leg.amount),
    windowEnd: tx.settlement_window_end,
    id: tx.id,
    refId: tx.ref_id,
  };

  // (d) errors: refused before sending, and a typed 404 from the server.
  const before = sent.length;
  const validation = describeError(await failure(() => paxos.depositAddresses.list({ profile_ids: many(101) })), sdk);
  validation.requestsSent = sent.length - before;
  const notFound = describeError(await failure(() => paxos.fiatAccounts.update(config.unknownFiatAccountId, { metadata: {} })), sdk);

  return { walk, settlement, validation, notFound };
}

function many(n) {
  return Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`);
}

async function failure(call) {
  try {
    await call();
  } catch (error) {
    return error;
  }
  return undefined;
}

function describeError(error, sdk) {
  if (error === undefined) return { thrown: false };
  return {
    thrown: true,
    name: error.name,
    message: String(error.message),
    isPaxosError: error instanceof sdk.PaxosError,
    isValidationError: error instanceof sdk.ValidationError,
    isAPIError: error instanceof sdk.APIError,
    isNotFoundError: error instanceof sdk.NotFoundError,
    field: error.field,
    rule: error.rule,
    status: error.status,
  };
}

function runtimeName() {
  const g = globalThis;
  // workerd also defines `process` (Node compatibility), so it is told apart first.
  if (g.navigator?.userAgent === "Cloudflare-Workers") return "workerd";
  if (g.Deno) return `deno ${g.Deno.version.deno}`;
  if (g.Bun) return `bun ${g.Bun.version}`;
  if (g.process?.versions?.node) return `node ${g.process.versions.node}`;
  return "unknown";
}
