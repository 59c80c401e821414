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
  "parameter-added": "Parameters added",
  "parameter-removed": "Parameters removed",
  "parameter-deprecated": "Parameters the document deprecates and the contract does not",
  "parameter-undeprecated": "Parameters the contract deprecates and the document does not",
  "request-field-added": "Request fields added",
  "request-field-removed": "Request fields removed",
  "response-field-added": "Response fields added",
  "response-field-removed": "Response fields removed",
  "enum-added": "Values listed by the document where the contract lists none",
  "enum-removed": "Values listed by the contract where the document lists none",
  "enum-value-added": "Enum values added",
  "enum-value-removed": "Enum values removed",
  "scope-added": "Scopes added",
  "scope-removed": "Scopes removed",
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The lines of one kind's differences: one line per operation-level difference, else operation then its subjects. */
function kindLines(kind: DifferenceKind, differences: Difference[]): string[] {
  const lines = [`  ${HEADINGS[kind]} (${differences.length})`];
  if (kind.startsWith("operation-")) {
    for (const d of differences) {
      const extra = [d.value, d.note].filter((part) => part !== undefined).join(", ");
      lines.push(`    ${d.operation}${extra ? `  (${extra})` : ""}`);
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
      const byPlace = new Map<string, string[]>();
      for (const d of items) byPlace.set(d.subject!, [...(byPlace.get(d.subject!) ?? []), d.value!]);
      for (const [place, values] of byPlace) lines.push(`      ${place}: ${values.join(", ")}`);
    } else {
      for (const d of items) lines.push(`      ${d.subject}${d.note ? `: ${d.note}` : ""}`);
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
  else lines.push(`Undeclared drift: ${plural(result.undeclared.length, "difference")}`, ...groupedLines(result.undeclared));

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

  lines.push("", `Summary: ${result.undeclared.length} undeclared, ${result.kept.length} kept, ${result.stale.length} stale.`);
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
