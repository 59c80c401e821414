/**
 * Builds api.md, the API reference in the repository root: one section per
 * resource (in the order the contract first mentions it), one row per
 * operation, from the same names the descriptors carry.
 */
import type { DescribedOperation } from "./descriptor-module";
import type { OpenApiDocument } from "./document";

/** Generates the text of api.md. */
export function generateApiDocs(document: OpenApiDocument, described: DescribedOperation[]): string {
  const resources = new Map<string, DescribedOperation[]>();
  for (const operation of described) {
    const list = resources.get(operation.sdk.resource) ?? [];
    list.push(operation);
    resources.set(operation.sdk.resource, list);
  }
  const tags = (document.tags ?? []) as { name: string; description?: string }[];
  const sections = [...resources].map(([resource, operations]) => {
    const tag = operations[0]!.info.source.tags as string[];
    const description = tags.find((candidate) => candidate.name === tag[0])?.description?.trim();
    const rows = operations.map(({ info, facts, signature }) => {
      const mark = facts.deprecated ? ` **deprecated**${facts.retiredOn ? ` (retired ${facts.retiredOn})` : ""}: ${facts.deprecated.replace(/\|/g, "\\|")}` : "";
      const parameters = Object.entries(facts.deprecatedParameters ?? {}).map(([name, replacement]) => ` Parameter \`${name}\` **deprecated**: ${replacement.replace(/\|/g, "\\|")}`);
      return `| \`paxos.${signature}\`${mark}${parameters.join("")} | \`${info.method} ${info.path}\` | \`${info.scope ?? "none"}\` |`;
    });
    return [`## ${resource}`, "", ...(description ? [description, ""] : []), "| Method | HTTP | Scope |", "|---|---|---|", ...rows, ""].join("\n");
  });
  return [
    "# API reference",
    "",
    "<!-- Generated from openapi/paxos.yaml by `npm run generate` — do not edit. -->",
    "",
    `Every operation of the contract (${described.length}), grouped by resource: \`paxos.<resource>.<method>\` on a`,
    "`new Paxos(...)`. Every method takes per-call options as its last argument",
    "(`{ signal, timeout, maxRetries, headers }`; lists also `prefetch`). Path parameters come first",
    "(checked and percent-encoded by the SDK), then `body`, then `params` (the query). A list returns a",
    "`PagePromise` (see docs/pagination.md). Scope `none`: the operation needs no credentials.",
    "How a method name follows from the operationId is in CONTRIBUTING.md.",
    "",
    ...sections,
  ].join("\n");
}
