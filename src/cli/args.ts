/**
 * Reading a command's arguments with Node's `util.parseArgs`, turning its errors (an unknown flag, a
 * missing value) into a usage error that names the flag and points at `--help`, and the typed readers
 * of values (integers, durations, `key=value` pairs) every command shares.
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { CliError } from "./cli-error";

/** A command's flags, as `util.parseArgs` takes them. */
export type FlagSpec = NonNullable<ParseArgsConfig["options"]>;

/** The values `parseArgs` read for `spec`: strings, booleans, or arrays of them for `multiple` flags. */
export type FlagValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/** Parses `argv` (after the command name) against `spec`; no positional arguments are taken. */
export function parseFlags(command: string, argv: readonly string[], spec: FlagSpec): FlagValues {
  try {
    const { values } = parseArgs({ args: [...argv], options: { ...spec, help: { type: "boolean", short: "h" } }, strict: true, allowPositionals: false });
    return values as FlagValues;
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (typeof code === "string" && code.startsWith("ERR_PARSE_ARGS")) {
      // Node's messages name the flag ("Unknown option '--prot'"); add where to look.
      throw new CliError(`paxos-sdk ${command}: ${(error as Error).message.replace(/\. To specify a positional argument.*$/s, "")}\nSee: npx paxos-sdk ${command} --help`);
    }
    throw error;
  }
}

/** The one value of a string flag (the last one wins when repeated). */
export function stringFlag(values: FlagValues, name: string): string | undefined {
  const value = values[name];
  if (Array.isArray(value)) return value.at(-1) as string | undefined;
  return typeof value === "string" ? value : undefined;
}

/** Every value of a repeatable string flag, in order. */
export function listFlag(values: FlagValues, name: string): string[] {
  const value = values[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === "string");
}

/** An integer flag within [min, max], refused naming the flag otherwise. */
export function integerFlag(command: string, values: FlagValues, name: string, min: number, max: number): number | undefined {
  const text = stringFlag(values, name);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text.trim()) || Number(text) < min || Number(text) > max) {
    throw new CliError(`paxos-sdk ${command}: --${name} must be an integer from ${min} to ${max}, not ${JSON.stringify(text)}`);
  }
  return Number(text);
}

/** A `name=value` flag value split at its first `=`, refused naming the flag when there is none. */
export function keyValue(command: string, flag: string, text: string): [string, string] {
  const at = text.indexOf("=");
  if (at <= 0) throw new CliError(`paxos-sdk ${command}: --${flag} takes name=value, not ${JSON.stringify(text)}`);
  return [text.slice(0, at).trim(), text.slice(at + 1)];
}
