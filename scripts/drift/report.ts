/**
 * The drift report as a maintainer reads it: undeclared differences grouped by kind, then by operation;
 * then what the contract keeps on purpose, with its reasons; then declarations that match nothing any
 * more. The same documents always print the same text.
 */
import { compareOperations, DIFFERENCE_KINDS, type Difference, type DifferenceKind } from "./differences";
import type { Classified, KeptDeclaration } from "./kept";

/** The heading of each kind of difference. */
const HEADINGS: Record<DifferenceKind, string> = {
  "operation-added": "Operations added (the document has them, the contract does not)",
  "operation-removed": "Operations removed (the contract has them, the document does not)",
  "operation-deprecated": "Operations the document deprecates and the contract does not",
  "operation-undeprecated": "Operations the contract deprecates and the document does not",
  "operation-id": "Operations whose id differs (the document's id, then the contract's)",
  "required-parameter-added": "Required parameters added (the SDK sends none)",
  "parameter-added": "Optional parameters added",
  "parameter-removed": "Parameters removed",
  "parameter-deprecated": "Parameters the document deprecates and the contract does not",
  "parameter-undeprecated": "Parameters the contract deprecates and the document does not",
  "required-request-field-added": "Required request fields added (the SDK's bodies lack them)",
  "request-field-added": "Optional request fields added",
  "request-field-removed": "Request fields removed",
  "response-field-added": "Response fields added",
  "response-field-removed": "Response fields removed",
  "enum-added": "Values listed by the document where the contract lists none",
  "enum-removed": "Values listed by the contract where the document lists none",
  "enum-value-added": "Enum values added",
  "enum-value-removed": "Enum values removed",
  "type-changed": "Types changed (the contract's, then the document's)",
  "format-changed": "Formats changed (the contract's, then the document's)",
  "required-added": "Required by the document, optional in the contract",
  "required-removed": "Required by the contract, optional in the document",
  "nullable-added": "Nullable in the document, not in the contract",
  "nullable-removed": "Nullable in the contract, not in the document",
  "scope-added": "Scopes added",
  "scope-removed": "Scopes removed",
  "security-scheme-added": "Security schemes added (by type, flow and token URL)",
  "security-scheme-removed": "Security schemes removed (by type, flow and token URL)",
};

/** How a difference's impact is shown at the start of its line. */
const mark = (d: Difference) => (d.impact === "breaking" ? "[breaking]" : "[additive]");

/** `3 breaking, 5 additive`: the impacts of `differences`. */
function impactCounts(differences: readonly Difference[]): string {
  const breaking = differences.filter((d) => d.impact === "breaking").length;
  return `${breaking} breaking, ${differences.length - breaking} additive`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The lines of one kind's differences: one line per operation-level difference, else operation then its subjects. */
function kindLines(kind: DifferenceKind, differences: Difference[]): string[] {
  const lines = [`  ${HEADINGS[kind]} (${differences.length}: ${impactCounts(differences)})`];
  if (kind.startsWith("operation-")) {
    for (const d of differences) {
      const extra = [d.value, d.note].filter((part) => part !== undefined).join(", ");
      lines.push(`    ${mark(d)} ${d.operation}${extra ? `  (${extra})` : ""}`);
    }
    return lines;
  }
  const byOperation = new Map<string, Difference[]>();
  for (const d of differences) byOperation.set(d.operation, [...(byOperation.get(d.operation) ?? []), d]);
  for (const operation of [...byOperation.keys()].sort(compareOperations)) {
    lines.push(`    ${operation}`);
    const items = byOperation.get(operation)!;
    if (kind === "enum-value-added" || kind === "enum-value-removed") {
      // One line per place, its values together: a market list grows by several values at once.
      const byPlace = new Map<string, Difference[]>();
      for (const d of items) byPlace.set(d.subject!, [...(byPlace.get(d.subject!) ?? []), d]);
      for (const [place, ofPlace] of byPlace) lines.push(`      ${mark(ofPlace[0]!)} ${place}: ${ofPlace.map((d) => d.value).join(", ")}`);
    } else {
      for (const d of items) {
        const detail = [d.value, d.note].filter((part) => part !== undefined).join("; ");
        lines.push(`      ${mark(d)} ${d.subject}${detail ? `: ${detail}` : ""}`);
      }
    }
  }
  return lines;
}

/** Every difference of `differences`, grouped under its kind's heading, kinds in their fixed order. */
function groupedLines(differences: Difference[]): string[] {
  const lines: string[] = [];
  for (const kind of DIFFERENCE_KINDS) {
    const ofKind = differences.filter((d) => d.kind === kind);
    if (ofKind.length > 0) lines.push(...kindLines(kind, ofKind));
  }
  return lines;
}

/** What the report is about. */
export interface ReportSubject {
  contract: string;
  document: string;
}

/** The whole report, as lines. */
export function formatReport(subject: ReportSubject, result: Classified): string[] {
  const lines = [
    `Contract drift: ${subject.contract} against ${subject.document}`,
    `"added": the Paxos document has it and the contract does not; "removed": the contract has it and the document does not.`,
    "",
  ];
  if (result.undeclared.length === 0) lines.push("No undeclared drift.");
  else lines.push(`Undeclared drift: ${plural(result.undeclared.length, "difference")} (${impactCounts(result.undeclared)})`, ...groupedLines(result.undeclared));

  if (result.kept.length > 0) {
    const byDeclaration = new Map<KeptDeclaration, Difference[]>();
    for (const { difference, declaration } of result.kept) byDeclaration.set(declaration, [...(byDeclaration.get(declaration) ?? []), difference]);
    lines.push("", `Kept on purpose: ${plural(result.kept.length, "difference")}, ${plural(byDeclaration.size, "declaration")} in x-kept-differences`);
    for (const [declaration, covered] of byDeclaration) {
      const count = covered.length === 1 && covered[0]!.key === declaration.key ? "" : `  (${plural(covered.length, "difference")})`;
      lines.push(`  ${declaration.key}${count}`, `    kept (${declaration.reason})`);
    }
  }

  if (result.stale.length > 0) {
    lines.push("", `Stale declarations: ${result.stale.length} in x-kept-differences match no difference any more; remove them`);
    for (const declaration of result.stale) lines.push(`  ${declaration.key}`, `    (was kept: ${declaration.reason})`);
  }

  if (result.reachChanged.length > 0) {
    lines.push(
      "",
      `Wildcards whose reach changed: ${result.reachChanged.length} in x-kept-differences cover another number of differences than their \`covers\`;`,
      "  check what each covers now, then narrow the key (or set \`covers\` again if every one is meant)",
    );
    for (const { declaration, covered } of result.reachChanged) {
      const change = covered.length > declaration.covers! ? `absorbs ${covered.length - declaration.covers!} more than written for` : `lost ${declaration.covers! - covered.length}`;
      lines.push(`  ${declaration.key}  (covers ${covered.length}, written for ${declaration.covers}: ${change})`);
      for (const d of covered) lines.push(`    ${mark(d)} ${d.key}`);
    }
  }

  const keptDifferences = result.kept.map((entry) => entry.difference);
  lines.push(
    "",
    `Summary: ${result.undeclared.length} undeclared (${impactCounts(result.undeclared)}), ${result.kept.length} kept (${impactCounts(keptDifferences)}), ` +
      `${result.stale.length} stale, ${result.reachChanged.length} wildcard${result.reachChanged.length === 1 ? "" : "s"} with changed reach.`,
  );
  if (result.undeclared.length > 0) {
    lines.push(
      "Act on each difference (CONTRIBUTING.md, \"Keeping up with Paxos\"), or keep it on purpose: add its key and a reason to",
      "x-kept-differences in the contract (`--keys` prints the keys of the undeclared differences, one per line).",
    );
  }
  return lines;
}

/** The keys of the undeclared differences, one per line (what `--keys` prints). */
export function formatKeys(result: Classified): string[] {
  return result.undeclared.map((difference) => difference.key);
}
