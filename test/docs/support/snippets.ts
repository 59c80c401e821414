/**
 * The TypeScript snippets of the documentation: every ```ts block of README.md,
 * of the guides in docs/ and of the generated API reference, with where it is
 * and how it may be run, as a marker line just before it says:
 * `<!-- snippet: run -->` (a script) or `<!-- snippet: test -->` (a vitest file), optionally with the
 * scenario that drives it and checks what it claims: `<!-- snippet: run, scenario: webhook-receiver -->`
 * (test/docs/scenarios/webhook-receiver.ts).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One ```ts block. */
export interface Snippet {
  /** The markdown file, relative to the root. */
  source: string;
  /** The line of the opening fence. */
  line: number;
  /** The code, with the block's indentation (inside a list item) removed. */
  code: string;
  /** "run": a self-contained script, run against the mock; "test": a test file, run by vitest; else only type-checked. */
  mode: "check" | "run" | "test";
  /** The scenario module (test/docs/scenarios/<name>.ts) loaded before it, if the marker names one. */
  scenario?: string;
}

/** The documents whose snippets are checked, besides every docs/*.md; absent ones are skipped. */
export const DOCUMENTS = ["README.md", "api.md"];

/** README.md, api.md and the guides (docs/*.md, in name order), relative to `root`. */
export function documentationFiles(root: string): string[] {
  const guides = existsSync(join(root, "docs"))
    ? readdirSync(join(root, "docs"))
        .filter((name) => name.endsWith(".md"))
        .sort()
        .map((name) => `docs/${name}`)
    : [];
  return [...DOCUMENTS, ...guides].filter((document) => existsSync(join(root, document)));
}

const FENCE = /^([ \t]*)```(ts|typescript)[ \t]*\n([\s\S]*?)^\1```[ \t]*$/gm;
const MARKER = /<!--\s*snippet:\s*(run|test)\s*(?:,\s*scenario:\s*([a-z0-9-]+)\s*)?-->\s*$/;

/** Extracts the ```ts blocks of one markdown text. */
export function extractSnippets(markdown: string, source: string): Snippet[] {
  const snippets: Snippet[] = [];
  for (const match of markdown.matchAll(FENCE)) {
    const [, indent = "", , body = ""] = match;
    const before = markdown.slice(0, match.index);
    const line = before.split("\n").length;
    const code = body
      .split("\n")
      .map((text) => (text.startsWith(indent) ? text.slice(indent.length) : text))
      .join("\n");
    const [, mode, scenario] = MARKER.exec(before.trimEnd()) ?? [];
    snippets.push({ source, line, code, mode: (mode as "run" | "test" | undefined) ?? "check", ...(scenario ? { scenario } : {}) });
  }
  return snippets;
}

/** Every snippet of every document present under `root`. */
export function documentationSnippets(root: string): Snippet[] {
  return documentationFiles(root).flatMap((document) =>
    extractSnippets(readFileSync(join(root, document), "utf8"), document),
  );
}
