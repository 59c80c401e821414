/**
 * No cast between client or feed types (issue 34): a market client is not a `PaxosClient` in disguise, and
 * a watcher reads its feed through the channel's own typed view, not `(channel() as OrderBookFeed)`. The
 * two casts that once stood in for a real type (the retired `paxos-market.ts`'s `as PaxosClient`, `watch.ts`'s
 * `as OrderBookFeed`) are gone; this fails on any type assertion in src/ whose target names one of these
 * classes, so the next one is a type to write instead.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../../src");

/** Classes no value may be asserted to be: the clients and the feeds. */
const GUARDED = /\b(?:Paxos|PaxosClient|PaxosMarketClient|OrderBookFeed|ExecutionFeed|StablecoinPriceFeed)\b/;

/** Every `x as T` and `<T>x` in `text` whose T names a guarded class, as "line: code". */
function clientCasts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && GUARDED.test(node.type.getText(source))) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      found.push(`${line}: ${node.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The .ts files under `dir`, generated code included. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

describe("no cast between client or feed types", () => {
  it("src/ asserts no value to be a client or a feed", () => {
    const casts = sourceFiles(SRC).flatMap((path) => clientCasts(path, readFileSync(path, "utf8")).map((cast) => `${relative(SRC, path)}:${cast}`));
    expect(casts).toEqual([]);
  });

  it("finds the casts it is there to refuse", () => {
    const old = [
      "const client = bindPublicContext({}) as PaxosClient;",
      "const view = (channel() as OrderBookFeed).view;",
      "const market = <PaxosMarketClient>(<unknown>other);",
    ].join("\n");
    expect(clientCasts("old.ts", old)).toEqual([
      "1: bindPublicContext({}) as PaxosClient",
      "2: channel() as OrderBookFeed",
      "3: <PaxosMarketClient>(<unknown>other)",
    ]);
    expect(clientCasts("typed.ts", "const n = value as number; const s = <string>other; const c: PaxosClient = make();")).toEqual([]);
  });
});
