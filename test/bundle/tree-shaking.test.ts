/**
 * What a browser bundle of the SDK carries. A page that only shows tickers
 * must not pull in the OAuth token manager (so no code path that handles a
 * client secret) nor decimal.js; the bundles that do contain them prove the
 * markers below really identify them.
 */
import { gzipSync } from "node:zlib";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { OPERATIONS } from "../../src/generated/operation-list";

const src = fileURLToPath(new URL("../../src/index.ts", import.meta.url));
const decimalEntry = fileURLToPath(new URL("../../src/decimal.ts", import.meta.url));

async function bundle(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: fileURLToPath(new URL(".", import.meta.url)), loader: "ts" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

const tokenManagerMarker = "client_credentials";

/** The quoted path template of each operation, as its descriptor puts it in a bundle. */
const quotedPath = (operationId: string) => JSON.stringify(OPERATIONS.find((e) => e.operation.operationId === operationId)!.operation.path);
/** The operations that need no credentials (the contract's `security: []`). */
const PUBLIC_MARKET = OPERATIONS.filter((e) => e.operation.scope === null).map((e) => e.operation.operationId);
/** Operations whose descriptors a bundle holds, judged by their quoted path templates. */
const descriptorsIn = (code: string) =>
  OPERATIONS.map((e) => e.operation.operationId).filter((id) => code.includes(quotedPath(id)));
const decimalMarker = "DecimalError";
// Every zod schema keeps its internals under `_zod`.
const zodMarker = "_zod";

describe("browser bundles", () => {
  it("a ticker-only page carries neither the token manager, nor decimal.js, nor zod", async () => {
    const code = await bundle(
      `import { PaxosMarket } from ${JSON.stringify(src)};
       new PaxosMarket().listTickers().then((t) => document.body.append(String(t.length)));`,
    );
    expect(code).not.toContain(tokenManagerMarker);
    expect(code).not.toContain(decimalMarker);
    // Responses are checked by generated code; zod is only for request inputs, which the ticker has none of.
    expect(code).not.toContain(zodMarker);
    expect(code).toContain("/all-markets/ticker");
    // Only the ticker's descriptor: no other operation, and no argument encoder (the ticker takes none).
    expect(descriptorsIn(code)).toEqual(["listTickers"]);
    expect(code).not.toContain("pathSegment");
  });

  it("PaxosMarketData carries the public market-data descriptors and nothing else, without the token manager", async () => {
    const code = await bundle(
      `import { PaxosMarketData } from ${JSON.stringify(src)};
       new PaxosMarketData().getOrderBook("BTCUSD").then((b) => document.body.append(JSON.stringify(b)));`,
    );
    expect(PUBLIC_MARKET).toEqual(["listTickers", "listPrices", "listMarkets", "getOrderBook", "listRecentExecutions", "getTicker"]);
    expect(descriptorsIn(code)).toEqual(PUBLIC_MARKET);
    expect(code).not.toContain(tokenManagerMarker);
    expect(code).not.toContain(decimalMarker);
  });

  it("the whole SDK carries the token manager but not decimal.js, which paxos-sdk/decimal carries", async () => {
    const code = await bundle(`export * from ${JSON.stringify(src)};`);
    expect(code).toContain(tokenManagerMarker);
    expect(code).toContain(zodMarker);
    expect(code).not.toContain(decimalMarker);
    const decimal = await bundle(`export * from ${JSON.stringify(decimalEntry)};`);
    expect(decimal).toContain(decimalMarker);
  });

  it("the whole SDK for the browser stays within its 60 KB budget (min+gz, as npm run bench measures it)", async () => {
    const code = await bundle(`export * from ${JSON.stringify(src)};`);
    // Every operation's descriptor is there: the budget is for the whole API, not a part of it.
    expect(descriptorsIn(code)).toHaveLength(OPERATIONS.length);
    expect(gzipSync(code, { level: 9 }).length).toBeLessThanOrEqual(60 * 1024);
  });

  it("a client that never asks for a Decimal does not carry decimal.js", async () => {
    const code = await bundle(
      `import { Paxos } from ${JSON.stringify(src)};
       const paxos = new Paxos({ accessToken: "t" });
       paxos.depositAddresses.list().then((p) => console.log(p.items.length));`,
    );
    expect(code).not.toContain(decimalMarker);
  });
});
