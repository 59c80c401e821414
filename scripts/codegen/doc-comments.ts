/**
 * Rewrites openapi-typescript's doc comments into what an editor should show
 * on hover: the description as plain prose, without the `@description` tag,
 * the `Format: decimal` line or the `@enum {string}` tag (the type already
 * says it). A field whose only documentation was its format gets a sentence
 * saying what the format means instead.
 */

/** What a string format means to a caller, for fields documented by their format alone. */
const FORMAT_SENTENCES: Readonly<Record<string, string>> = {
  decimal: "A decimal string, exact as the service sent it.",
  "date-time": "An RFC 3339 timestamp.",
  date: "A calendar date (YYYY-MM-DD).",
  uuid: "A UUID.",
  uri: "A URI.",
  "uri-reference": "A URI reference.",
  email: "An email address.",
};

/** The lines of one doc comment, rewritten; empty when nothing is left to say. */
export function rewriteDocLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  let format: string | undefined;
  let inDescription = false;
  for (const line of lines) {
    const formatMatch = /^Format: (\S+)$/.exec(line);
    if (formatMatch) {
      format = formatMatch[1];
      inDescription = false;
    } else if (/^@enum\b/.test(line)) {
      inDescription = false;
    } else if (line.startsWith("@description ")) {
      // After a summary line, the description is its own paragraph.
      if (out.length > 0 && out.at(-1) !== "") out.push("");
      out.push(line.slice("@description ".length));
      inDescription = true;
    } else if (line.startsWith("@")) {
      out.push(line);
      inDescription = false;
    } else {
      // openapi-typescript indents a description's continuation lines by four spaces.
      out.push(inDescription ? line.replace(/^ {4}/, "") : line);
    }
  }
  const described = out.some((line) => line.trim() !== "" && !line.startsWith("@"));
  if (!described && format !== undefined) out.unshift(FORMAT_SENTENCES[format] ?? `A string of format ${format}.`);
  return out;
}

/** `source` with every `/** … *\/` comment rewritten by `rewriteDocLines`. */
export function cleanDocComments(source: string): string {
  return source.replace(/^([ \t]*)\/\*\*([\s\S]*?)\*\/\n/gm, (_whole, indent: string, body: string) => {
    const lines = body
      .split("\n")
      // Continuation lines start with "*"; the first one (on the "/**" line) only with spaces.
      .map((line) => (/^\s*\*/.test(line) ? line.replace(/^\s*\* ?/, "") : line.trimStart()).trimEnd())
      .filter((line, index, all) => !((index === 0 || index === all.length - 1) && line.trim() === ""));
    const rewritten = rewriteDocLines(lines);
    if (rewritten.length === 0) return "";
    if (rewritten.length === 1) return `${indent}/** ${rewritten[0]} */\n`;
    return `${indent}/**\n${rewritten.map((line) => (line === "" ? `${indent} *` : `${indent} * ${line}`)).join("\n")}\n${indent} */\n`;
  });
}
