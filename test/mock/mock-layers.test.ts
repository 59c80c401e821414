/**
 * The mock is built in layers, and an import only goes down (or stays in its own folder): a request's
 * and an answer's shapes at the bottom, then the state and its rules, then what guards a request and
 * what the mock sends unasked, then the routes, then the transport-free API, then the transports, then
 * the public entry. So `domain/` never reaches up into a route, a transport or the API that holds it.
 * dpdm reads the imports with the TypeScript parser; `transform: false` keeps the `import type`s.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseDependencyTree } from "dpdm";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const MOCK = "src/mock/";

/** Each part of the mock (a folder, or a top-level file) and its rank: a module imports only from its own part or a lower rank. */
const RANKS: Readonly<Record<string, number>> = {
  "protocol/": 0, // MockRequest, MockResponse, problem details and Paxos's problem types, operation ids
  "domain/": 1, // the state and its rules
  "gateway/": 2, // what a request passes before its route: OAuth, request signing, rate limits, faults
  "delivery/": 2, // what the mock sends unasked: webhook deliveries, the feeds' frames
  "routes/": 3, // one module per operation, and what reads a request
  "api.ts": 4, // MockApi: request in, answer out
  "option-keys.ts": 3, // the keys of every mock option (api.ts refuses a misspelt one with them)
  "server/": 5, // the transports: loopback HTTP server, msw handlers, control API
  "index.ts": 6, // the public surface of paxos-sdk/mock
  "types.ts": 5, // the body of the type-only MockTypes namespace index.ts exports
};

/** The part of the mock a path (relative to the repository) belongs to, or undefined outside the mock. */
function partOf(file: string): string | undefined {
  if (!file.startsWith(MOCK)) return undefined;
  const rest = file.slice(MOCK.length);
  const slash = rest.indexOf("/");
  return slash < 0 ? rest : rest.slice(0, slash + 1);
}

/** Every import inside the mock that goes up or sideways, and every module in no known part, as readable lines. */
async function layerViolations(context: string): Promise<string[]> {
  const tree = await parseDependencyTree(`${MOCK}**/*.ts`, { cwd: context, context, transform: false, skipDynamicImports: false });
  const found: string[] = [];
  for (const [file, deps] of Object.entries(tree)) {
    const from = partOf(file);
    if (from === undefined) continue;
    if (RANKS[from] === undefined) {
      found.push(`${file} is in no layer of the mock (add its folder to RANKS)`);
      continue;
    }
    for (const dep of deps ?? []) {
      const to = dep.id === null ? undefined : partOf(dep.id);
      if (to === undefined || to === from) continue;
      const rank = RANKS[to];
      if (rank === undefined || rank >= RANKS[from]!) found.push(`${file} → ${dep.id} (${from} may not import ${to})`);
    }
  }
  return found.sort();
}

describe("the mock's layers", () => {
  it("every import inside src/mock goes down a layer (domain/ reaches no route, transport or the API)", async () => {
    expect(await layerViolations(ROOT)).toEqual([]);
  }, 60_000);

  it("names a layer for every folder of src/mock", () => {
    const parts = readdirSync(join(ROOT, MOCK), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || entry.name.endsWith(".ts"))
      .map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name));
    expect(parts.filter((part) => RANKS[part] === undefined)).toEqual([]);
  });

  describe("the check itself", () => {
    const scratch = mkdtempSync(join(tmpdir(), "paxos-mock-layers-"));
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(scratch, path)), { recursive: true });
      writeFileSync(join(scratch, path), text);
    };

    it("finds a domain module that imports a transport or a route (a type import too), and passes once it imports down", async () => {
      write("src/mock/protocol/problem.ts", "export class ProblemError extends Error {}\n");
      write("src/mock/server/http-server.ts", "export interface MockServer { url: string }\n");
      write("src/mock/routes/context.ts", "export interface RouteContext { seed: number }\n");
      write("src/mock/domain/ledger.ts", 'import type { MockServer } from "../server/http-server";\nimport { ProblemError } from "../protocol/problem";\nexport const fail = (s: MockServer) => new ProblemError(s.url);\n');
      write("src/mock/domain/store.ts", 'import type { RouteContext } from "../routes/context";\nexport const seedOf = (c: RouteContext) => c.seed;\n');
      expect(await layerViolations(scratch)).toEqual([
        "src/mock/domain/ledger.ts → src/mock/server/http-server.ts (domain/ may not import server/)",
        "src/mock/domain/store.ts → src/mock/routes/context.ts (domain/ may not import routes/)",
      ]);

      write("src/mock/domain/ledger.ts", 'import { ProblemError } from "../protocol/problem";\nexport const fail = (url: string) => new ProblemError(url);\n');
      write("src/mock/domain/store.ts", "export const seedOf = (c: { seed: number }) => c.seed;\n");
      expect(await layerViolations(scratch)).toEqual([]);
    });

    it("refuses a sideways import between two parts of one rank, and a module in no known folder", async () => {
      write("src/mock/delivery/feeds.ts", "export const FEEDS = 1;\n");
      write("src/mock/gateway/faults.ts", 'import { FEEDS } from "../delivery/feeds";\nexport const N = FEEDS;\n');
      write("src/mock/helpers/misc.ts", "export const X = 1;\n");
      expect(await layerViolations(scratch)).toEqual([
        "src/mock/gateway/faults.ts → src/mock/delivery/feeds.ts (gateway/ may not import delivery/)",
        "src/mock/helpers/misc.ts is in no layer of the mock (add its folder to RANKS)",
      ]);
    });
  });
});
