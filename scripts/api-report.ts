/**
 * The public API report: API Extractor reads the built declarations of each
 * entry point (dist/index.d.ts, dist/decimal.d.ts, dist/mock/index.d.ts, dist/redis/index.d.ts) and
 * writes what they export, signature by signature, to etc/<entry>.api.md.
 * The reports are committed, so a change to the public surface shows up as a
 * reviewed diff. `npm run api-report` builds and rewrites them;
 * test/build/api-report.test.ts fails when they are stale.
 *
 * One thing is rewritten after API Extractor: a type-only namespace (`export type * as PaxosTypes from
 * "./types"`), which the declaration bundler emits as one `export type { … }` line without the doc comment
 * the source gives it, and API Extractor renders as `export export type { … }`, undocumented. The report
 * shows it one member per line under the doc comment of its `export type * as` in the entry's source.
 */
import { Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage } from "@microsoft/api-extractor";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Repository root (this file lives in scripts/). */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Each public entry point: its source, its built declarations and the name of its report in etc/. */
export const ENTRY_POINTS = [
  { subpath: "paxos-sdk", source: "src/index.ts", declarations: "dist/index.d.ts", report: "paxos-sdk" },
  { subpath: "paxos-sdk/decimal", source: "src/decimal.ts", declarations: "dist/decimal.d.ts", report: "paxos-sdk-decimal" },
  { subpath: "paxos-sdk/mock", source: "src/mock/index.ts", declarations: "dist/mock/index.d.ts", report: "paxos-sdk-mock" },
  { subpath: "paxos-sdk/redis", source: "src/redis/index.ts", declarations: "dist/redis/index.d.ts", report: "paxos-sdk-redis" },
] as const;

/** The doc comment above each `export type * as Name from "…"` of an entry's source, by namespace name. */
export function namespaceDocs(source: string): Map<string, string> {
  const docs = new Map<string, string>();
  for (const match of source.matchAll(/(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export type \* as (\w+) from "[^"]+";/g)) docs.set(match[2]!, match[1]!);
  return docs;
}

/**
 * `report` with each type-only namespace readable: its doc comment (from `docs`; a namespace without one
 * is refused, naming it) in place of `(undocumented)`, and one member per line by its public name (the
 * bundler's local name, `types_Order as Order`, is an artefact of the declaration file).
 */
export function readableNamespaces(report: string, docs: ReadonlyMap<string, string>): string {
  // API Extractor ends its lines with CRLF; the rewritten lines keep the report's ending.
  const eol = report.includes("\r\n") ? "\r\n" : "\n";
  return report.replace(
    /\/\/ @public \(undocumented\)\r?\nexport namespace (\w+) \{\r?\n {4}export export type \{ ([^}]*) \};\r?\n\}/g,
    (_whole, name: string, list: string) => {
      const doc = docs.get(name);
      if (!doc) throw new Error(`the type-only namespace ${name} has no doc comment above its \`export type * as ${name}\` in the entry's source`);
      const members = list.split(",").map((member) => member.trim().split(/\s+as\s+/).at(-1)!);
      const lines = ["// @public", ...doc.split(/\r?\n/), `export namespace ${name} {`, "    export type {", ...members.map((member) => `        ${member},`), "    };", "}"];
      return lines.join(eol);
    },
  );
}

/**
 * API Extractor's messages about the report's own state, which `changed` already conveys (its own
 * comparison is of its raw text, before the namespaces are rewritten: `changed` is this script's).
 */
const REPORT_STATUS = new Set<string>(["console-api-report-changed", "console-api-report-created", "console-api-report-copied", "console-api-report-not-copied"]);

/** The outcome for one entry point. */
export interface ReportResult {
  subpath: string;
  /** The committed report's path, relative to the root. */
  reportPath: string;
  /** True when the freshly generated report differs from the committed one. */
  changed: boolean;
  /** The freshly generated report's text. */
  text: string;
  /** Errors and warnings API Extractor raised (an empty list when all is well). */
  problems: string[];
}

/**
 * Runs API Extractor over every entry point. With `update`, rewrites the
 * committed reports; without, leaves them alone and only says which differ.
 * dist/ must be built.
 */
export function apiReports(update: boolean): ReportResult[] {
  const scratch = mkdtempSync(join(tmpdir(), "paxos-sdk-api-report-"));
  if (update) mkdirSync(join(ROOT, "etc"), { recursive: true });
  // API Extractor only writes its report to the scratch folder: the committed one is the rewritten text.
  try {
    return ENTRY_POINTS.map((entry) => {
      const config = ExtractorConfig.prepare({
        configObject: {
          projectFolder: ROOT,
          mainEntryPointFilePath: join(ROOT, entry.declarations),
          compiler: {
            // Only the declarations are read; the repository's tsconfig covers sources and tests.
            overrideTsconfig: {
              compilerOptions: { target: "es2022", lib: ["es2022", "dom"], module: "node16", moduleResolution: "node16", types: ["node"], strict: true, skipLibCheck: true },
              files: [join(ROOT, entry.declarations)],
            },
          },
          apiReport: {
            enabled: true,
            reportFileName: entry.report,
            reportFolder: join(ROOT, "etc"),
            reportTempFolder: scratch,
          },
          docModel: { enabled: false },
          dtsRollup: { enabled: false },
          tsdocMetadata: { enabled: false },
          messages: {
            // No @public/@beta tags in this SDK: everything exported is public.
            extractorMessageReporting: { "ae-missing-release-tag": { logLevel: ExtractorLogLevel.None } },
            // Doc comments are written for editors, not for a TSDoc site: links and tags TSDoc does not know are fine.
            tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
          },
        },
        configObjectFullPath: undefined,
        packageJsonFullPath: join(ROOT, "package.json"),
      });
      const problems: string[] = [];
      Extractor.invoke(config, {
        localBuild: false,
        showVerboseMessages: false,
        messageCallback: (message: ExtractorMessage) => {
          if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
            // "The API report changed / was created / was copied" is the answer here, not a problem.
            if (!REPORT_STATUS.has(message.messageId)) {
              problems.push(message.formatMessageWithLocation(ROOT));
            }
          }
          message.handled = true;
        },
      });
      const reportPath = `etc/${entry.report}.api.md`;
      const text = readableNamespaces(readFileSync(join(scratch, `${entry.report}.api.md`), "utf8"), namespaceDocs(readFileSync(join(ROOT, entry.source), "utf8")));
      const committed = existsSync(join(ROOT, reportPath)) ? readFileSync(join(ROOT, reportPath), "utf8") : undefined;
      const changed = committed !== text;
      if (update && changed) writeFileSync(join(ROOT, reportPath), text);
      return { subpath: entry.subpath, reportPath, changed, text, problems };
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

// Only when run as a script: importing this module (as the test does) writes nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  let failed = false;
  for (const result of apiReports(true)) {
    console.log(`${result.reportPath}: ${result.changed ? "updated" : "unchanged"} (${result.subpath})`);
    for (const problem of result.problems) console.error(`  ${problem}`);
    failed ||= result.problems.length > 0;
  }
  if (failed) process.exitCode = 1;
}
