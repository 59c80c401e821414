/**
 * What a browser bundle of the SDK carries. A page that only shows tickers
 * must not pull in the OAuth token manager (so no code path that handles a
 * client secret) nor decimal.js; the bundles that do contain them prove the
 * markers below really identify them.
 */
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

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
    expect(code).not.toContain("/settlement/transactions");
    expect(code).not.toContain("pathSegment");
  });

  it("the whole SDK carries the token manager but not decimal.js, which paxos-sdk/decimal carries", async () => {
    const code = await bundle(`export * from ${JSON.stringify(src)};`);
    expect(code).toContain(tokenManagerMarker);
    expect(code).toContain(zodMarker);
    expect(code).not.toContain(decimalMarker);
    const decimal = await bundle(`export * from ${JSON.stringify(decimalEntry)};`);
    expect(decimal).toContain(decimalMarker);
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
