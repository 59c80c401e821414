/**
 * One list of operations: every operation of the contract has a client method (where the naming rule
 * puts it), a mock route, a fault-matrix sample and a row in api.md. Checked on the real contract, and on
 * an in-memory copy with one extra operation, which must be reported missing everywhere.
 */
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";
import { collectOperations, describeOperations, parseDocument, type DescribedOperation } from "../../scripts/generate";
import { Paxos } from "../../src/index";
import { ROUTES } from "../../src/mock/routes/index";
import { OPERATION_SAMPLES } from "../support/operation-samples";

const ROOT = resolve(fileURLToPath(import.meta.url), "../../..");

/** What the project has for one contract, as plain lists of problems (empty: fully covered). */
function coverageProblems(contractText: string, apiMd: string): string[] {
  const described: DescribedOperation[] = describeOperations(parseDocument(contractText), collectOperations(parseDocument(contractText)));
  const paxos = new Paxos({ accessToken: "unused" }) as unknown as Record<string, Record<string, unknown> | undefined>;
  const problems: string[] = [];
  for (const { info, sdk, signature } of described) {
    const id = info.operationId;
    if (typeof paxos[sdk.resource]?.[sdk.method] !== "function") problems.push(`${id}: no client method paxos.${sdk.resource}.${sdk.method}`);
    const route = ROUTES.find((candidate) => candidate.operation.operationId === id);
    if (!route || route.operation.method !== info.method || route.operation.path !== info.path) problems.push(`${id}: no mock route for ${info.method} ${info.path}`);
    if (!(id in OPERATION_SAMPLES)) problems.push(`${id}: no fault-matrix sample (test/support/operation-samples.ts)`);
    const row = `| \`paxos.${signature}\` | \`${info.method} ${info.path}\` | \`${info.scope ?? "none"}\` |`;
    // A deprecated operation's method cell goes on with the deprecation (`… **deprecated**: …`).
    const [call, rest] = [`| \`paxos.${signature}\``, ` | \`${info.method} ${info.path}\` | \`${info.scope ?? "none"}\` |`];
    if (!apiMd.split("\n").some((line) => line.startsWith(call) && line.endsWith(rest) && !line.slice(call.length, -rest.length).includes(" | "))) {
      problems.push(`${id}: no row in api.md (${row})`);
    }
  }
  return problems;
}

async function committed(): Promise<{ contract: string; apiMd: string }> {
  return {
    contract: await readFile(resolve(ROOT, "openapi/paxos.yaml"), "utf8"),
    apiMd: await readFile(resolve(ROOT, "api.md"), "utf8"),
  };
}

describe("operation coverage", () => {
  it("every operation of the contract has a method, a mock route, a fault-matrix sample and an api.md row", async () => {
    const { contract, apiMd } = await committed();
    expect(coverageProblems(contract, apiMd)).toEqual([]);
  });

  it("an operation added to the contract alone is reported missing in all four places", async () => {
    const { contract, apiMd } = await committed();
    const document = parse(contract) as { paths: Record<string, Record<string, unknown>> };
    document.paths["/transfer/fiat-accounts/{id}/history"] = {
      get: {
        operationId: "listFiatAccountHistory",
        summary: "List the history of a fiat account",
        tags: ["Fiat Accounts"],
        security: [{ oauth2: ["transfer:read_fiat_account"] }],
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string", format: "uuid" } }],
        responses: { "200": { description: "ok", content: { "application/json": { schema: { $ref: "#/components/schemas/FiatAccount" } } } } },
      },
    };
    expect(coverageProblems(stringify(document), apiMd)).toEqual([
      "listFiatAccountHistory: no client method paxos.fiatAccounts.listHistory",
      "listFiatAccountHistory: no mock route for GET /transfer/fiat-accounts/{id}/history",
      "listFiatAccountHistory: no fault-matrix sample (test/support/operation-samples.ts)",
      "listFiatAccountHistory: no row in api.md (| `paxos.fiatAccounts.listHistory(id)` | `GET /transfer/fiat-accounts/{id}/history` | `transfer:read_fiat_account` |)",
    ]);
  });
});
