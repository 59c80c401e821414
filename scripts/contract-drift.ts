/**
 * `npm run contract:drift -- <paxos document>`: what differs between openapi/paxos.yaml and a Paxos
 * OpenAPI document (JSON or YAML). Prints operations, parameters, request and response fields, enum
 * values, scopes and security schemes that one has and the other lacks, and the types, formats, required
 * and nullable marks they disagree on, less what the contract declares it keeps on
 * purpose (`x-kept-differences`), and the declarations nothing matches any more.
 *
 * Each difference is marked breaking or additive for a client of this SDK (./drift/differences, `impactOf`).
 *
 * Exit code: 0 when nothing undeclared differs and every wildcard declaration covers what it was written
 * for (stale declarations are reported, and fail only with `--fail-on-stale`), 1 otherwise, 2 when the
 * arguments or a document cannot be read.
 *
 * Options: `--contract <file>` compares another contract (default openapi/paxos.yaml); `--keys` prints
 * only the keys of the undeclared differences, one per line, for pasting into `x-kept-differences`.
 */
import { dirname, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { loadOpenApiDocument } from "./drift/document";
import { operationSurfaces } from "./drift/surface";
import { compareSurfaces } from "./drift/differences";
import { classify, readKeptDeclarations, type Classified } from "./drift/kept";
import { formatKeys, formatReport } from "./drift/report";

/** Repository root (this file lives in scripts/); not imported from ./generate, which loads the whole generator. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** The contract compared by default, relative to the root. */
const CONTRACT_PATH = "openapi/paxos.yaml";

/** What a run found, and the exit code it ends with. */
export interface DriftRun {
  exitCode: number;
  result?: Classified;
}

const USAGE = "usage: npm run contract:drift -- [--contract <file>] [--keys] [--fail-on-stale] <paxos document (JSON or YAML)>";

/**
 * Compares the contract with the Paxos document named in `args` and writes the report through `write`
 * (one line per call). Paths are relative to `cwd`. Never throws: a bad argument or document is
 * written as an error and ends with exit code 2.
 */
export async function runContractDrift(args: string[], write: (line: string) => void, cwd: string = process.cwd()): Promise<DriftRun> {
  let contractFile = resolve(ROOT, CONTRACT_PATH);
  let keysOnly = false;
  let failOnStale = false;
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--keys") keysOnly = true;
    else if (arg === "--fail-on-stale") failOnStale = true;
    else if (arg === "--contract") {
      const file = args[++i];
      if (file === undefined) return usageError(write, "--contract needs a file");
      contractFile = resolve(cwd, file);
    } else if (arg.startsWith("-")) return usageError(write, `unknown option ${arg}`);
    else positional.push(arg);
  }
  if (positional.length !== 1) return usageError(write, positional.length === 0 ? "name the Paxos document to compare with" : "name one Paxos document");
  const documentFile = resolve(cwd, positional[0]!);

  let result: Classified;
  try {
    const [contract, document] = await Promise.all([loadOpenApiDocument(contractFile), loadOpenApiDocument(documentFile)]);
    const declarations = readKeptDeclarations(contract);
    const differences = compareSurfaces(operationSurfaces(contract), operationSurfaces(document));
    result = classify(differences, declarations);
  } catch (error) {
    write(`contract:drift: ${(error as Error).message}`);
    return { exitCode: 2 };
  }

  const name = (file: string) => (file.startsWith(ROOT) ? relative(ROOT, file) : file);
  const lines = keysOnly ? formatKeys(result) : formatReport({ contract: name(contractFile), document: name(documentFile) }, result);
  for (const line of lines) write(line);
  const failed = result.undeclared.length > 0 || result.reachChanged.length > 0 || (failOnStale && result.stale.length > 0);
  return { exitCode: failed ? 1 : 0, result };
}

function usageError(write: (line: string) => void, problem: string): DriftRun {
  write(`contract:drift: ${problem}`);
  write(USAGE);
  return { exitCode: 2 };
}

// Only when run as a script: the tests call runContractDrift directly.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  runContractDrift(process.argv.slice(2), (line) => console.log(line)).then(
    (run) => (process.exitCode = run.exitCode),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
