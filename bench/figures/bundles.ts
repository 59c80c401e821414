/**
 * Figure: browser bundle sizes. esbuild (bundle, minify, tree shaking, platform browser, format esm)
 * builds the entry files of ../bundles/, gzip level 9 measures them; the ticker page's metafile says
 * which packages fill it.
 */
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";
import { OPERATIONS } from "../../src/generated/operation-list";
import { ROOT } from "../lib/child";
import type { BenchContext } from "../lib/context";
import { type FigureResult, kb, times } from "../lib/report";

/**
 * Targets (KB = 1024 bytes, min+gz). The ticker pages' 15 KB is retired: ky, which the design names as
 * the transport, is 5 KB of it alone (bench/README.md, History). Issue 34 replaced the live page's 18.5 KB,
 * set before it gained shared paced sockets, a second REST operation and option checks, with **20 KB and
 * no growth from here** (20 209 B when decided); the ticker-only page holds the 14.8 KB it was guarded at.
 * The guards that fail on growth are test/bundle/tree-shaking.test.ts's. Both pages call the market
 * functions on a `PaxosMarketClient`, so each bundles only the operations and feeds it calls (with a
 * class, every method would be in the page: the retired `PaxosMarket` made it 21.7 KB).
 */
export const TICKER_BUNDLE_TARGET_KB = 14.8;
export const LIVE_TICKER_BUNDLE_TARGET_KB = 20;
/**
 * 60 KB until ky became the transport again (issue 18: ky is 13.7 KB minified, 4.4 KB of the whole SDK
 * min+gz, and a class's methods cannot be tree-shaken) and the WebSocket feeds (issue 19: PaxosMarket's
 * watch methods, +3.2 KB) joined every bundle of the whole SDK; 68 KB until today's Paxos (issue 25: 94 → 126
 * operations and 55 typed event types, measured 75.0 KB: about 0.28 KB per operation).
 */
export const FULL_BUNDLE_TARGET_KB = 76;
/** The live ticker page of examples/browser, bundled as the bench bundles its entries ("paxos-sdk" is src/). */
const LIVE_TICKER_PAGE = "examples/browser/ticker.ts";
/** A line of `ws`'s browser stub: a bundle that has it carries `ws`. */
const WS_STUB_MARKER = "ws does not work in the browser";

/**
 * The quoted path templates of the operations other than settlement's (as a descriptor puts them in a
 * bundle): the settlement-only page meets its target when none of them (and so none of their
 * descriptors and schemas) is in its bundle.
 */
const FOREIGN_PATHS = [...new Set(OPERATIONS.filter((e) => e.resource !== "settlement").map((e) => e.operation.path))].filter(
  // A path settlement shares with another resource would not tell them apart.
  (path) => !OPERATIONS.some((e) => e.resource === "settlement" && e.operation.path === path),
);

/** The operations whose quoted path templates are in `code`. */
const operationsIn = (code: string) => OPERATIONS.filter((e) => code.includes(JSON.stringify(e.operation.path))).map((e) => `${e.resource}.${e.method}`);

interface Bundle {
  code: Uint8Array;
  minified: number;
  gzipped: number;
  metafile: Metafile;
}

async function bundle(entry: string): Promise<Bundle> {
  const result = await build({
    entryPoints: [entry.includes("/") ? entry : `bench/bundles/${entry}.ts`],
    alias: { "paxos-sdk": "./src/index.ts" },
    absWorkingDir: ROOT,
    bundle: true,
    minify: true,
    treeShaking: true,
    platform: "browser",
    format: "esm",
    target: "es2022",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.contents;
  return { code, minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, metafile: result.metafile };
}

/** Which package (or, for this repository, which folder of src/) an input path belongs to. */
function owner(path: string): string {
  const inModules = path.lastIndexOf("node_modules/");
  if (inModules >= 0) {
    const parts = path.slice(inModules + "node_modules/".length).split("/");
    return parts[0]!.startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const m = /^src\/([^/]+)\//.exec(path);
  if (m) return `paxos-sdk src/${m[1]}`;
  if (path.startsWith("src/")) return "paxos-sdk src/*.ts";
  return "page code";
}

/** Minified bytes each package contributes to the output, largest first. */
function byPackage(metafile: Metafile): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs)) {
    for (const [path, input] of Object.entries(output.inputs)) {
      totals.set(owner(path), (totals.get(owner(path)) ?? 0) + input.bytesInOutput);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

export async function bundlesFigure(ctx: BenchContext): Promise<FigureResult> {
  ctx.log("bundles: esbuild + gzip -9 of bench/bundles/*.ts");
  const [sdkTicker, rawTicker, diyTicker, sdkAll, kyOnly, sdkSettlement, liveTicker] = await Promise.all(
    ["sdk-ticker", "raw-ticker", "diy-ticker", "sdk-all", "ky-only", "sdk-settlement", LIVE_TICKER_PAGE].map(bundle),
  );
  const live = liveTicker!;
  const liveText = new TextDecoder().decode(live.code);
  const liveParts = byPackage(live.metafile);
  const settlement = sdkSettlement!;
  const settlementText = new TextDecoder().decode(settlement.code);
  const foreign = FOREIGN_PATHS.filter((path) => settlementText.includes(JSON.stringify(path)));
  const ticker = sdkTicker!;
  const ky = kyOnly!;
  const full = sdkAll!;
  const parts = byPackage(ticker.metafile);
  const top = parts.slice(0, 3).map(([name, bytes]) => `${name} ${Math.round((bytes / ticker.minified) * 100)}%`).join(", ");
  return {
    rows: [
      {
        figure: "ticker-only page bundle (min+gz)",
        values: { sdk: kb(ticker.gzipped), raw: kb(rawTicker!.gzipped), diy: kb(diyTicker!.gzipped) },
        baseline: `ky alone (${kb(ky.gzipped)})`,
        result: `${kb(ticker.gzipped)} (${times(ticker.gzipped / ky.gzipped)} ky)`,
        target: `≤ ${TICKER_BUNDLE_TARGET_KB} KB total`,
        pass: ticker.gzipped <= TICKER_BUNDLE_TARGET_KB * 1024,
        note: `Ticker bundle by package (minified bytes): ${top}.`,
      },
      {
        figure: "live ticker page bundle: markets and prices over REST + order-book and execution feeds (min+gz)",
        values: { sdk: kb(live.gzipped) },
        baseline: `REST-only ticker page (${kb(ticker.gzipped)})`,
        result: `${kb(live.gzipped)}; ws in it: ${liveText.includes(WS_STUB_MARKER) ? "yes" : "no"}`,
        target: `≤ ${LIVE_TICKER_BUNDLE_TARGET_KB} KB, no ws`,
        pass: live.gzipped <= LIVE_TICKER_BUNDLE_TARGET_KB * 1024 && !liveText.includes(WS_STUB_MARKER),
        note: `examples/browser/ticker.ts (what \`npx tsx examples/browser/serve.ts\` serves), by package (minified bytes): ${liveParts
          .slice(0, 4)
          .map(([name, bytes]) => `${name} ${Math.round((bytes / live.minified) * 100)}%`)
          .join(", ")}.`,
      },
      {
        figure: "whole SDK for the browser (min+gz)",
        values: { sdk: kb(full.gzipped) },
        baseline: "—",
        result: kb(full.gzipped),
        target: `≤ ${FULL_BUNDLE_TARGET_KB} KB`,
        pass: full.gzipped <= FULL_BUNDLE_TARGET_KB * 1024,
      },
      {
        figure: "settlement-only page: PaxosClient + SettlementResource, createTransaction (min+gz)",
        values: { sdk: kb(settlement.gzipped) },
        baseline: `whole SDK (${kb(full.gzipped)})`,
        result: `${kb(settlement.gzipped)}; other resources' paths in it: ${foreign.length === 0 ? "none" : foreign.join(", ")}`,
        target: "only settlement's descriptors and schemas",
        pass: foreign.length === 0,
        note: "A resource built from a PaxosClient: the page bundles that resource's operations (all of them: a class's methods cannot be tree-shaken), the client, and zod for the request body.",
      },
    ],
    details: [
      `Minified (before gzip): SDK ticker page ${kb(ticker.minified)}, raw ${kb(rawTicker!.minified)}, DIY ${kb(diyTicker!.minified)}, ky alone ${kb(ky.minified)}, whole SDK ${kb(full.minified)}.`,
      `SDK ticker page by package, minified bytes: ${parts.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}.`,
      `Live ticker page (minified ${kb(live.minified)}) by package, minified bytes: ${liveParts.map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}.`,
      `Operations in the SDK ticker page: ${operationsIn(new TextDecoder().decode(ticker.code)).join(", ")}; in the live ticker page: ${operationsIn(liveText).join(", ")}; in the settlement-only page: ${operationsIn(settlementText).join(", ")}.`,
      `Settlement-only page by package, minified bytes: ${byPackage(settlement.metafile).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}.`,
      `Whole SDK by package, minified bytes: ${byPackage(full.metafile).map(([name, bytes]) => `${name} ${kb(bytes)}`).join(", ")}.`,
    ],
  };
}
