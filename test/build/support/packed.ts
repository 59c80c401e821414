/**
 * The package as npm would publish it: `npm pack` once, the tarball extracted
 * into `<tmp>/node_modules/paxos-sdk`, and the packages it needs at run time or
 * for its types (decimal.js, msw, @types/node) linked from this repository's
 * node_modules, so projects under `<tmp>` resolve it with no registry access.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

/** Runs a program and resolves with its output; rejects with stdout and stderr included. */
export const run = promisify(execFile);

/** The repository's root directory. */
export const root = fileURLToPath(new URL("../../..", import.meta.url));

/** One file of the tarball, as `npm pack --json` lists it. */
export interface PackedFile {
  path: string;
  size: number;
}

/** A packed and installed copy of the package. */
export interface Packed {
  /** The directory holding `node_modules/`: create consumer projects below it. */
  dir: string;
  /** The tarball. */
  tarball: string;
  /** Where the tarball was extracted (`<dir>/node_modules/paxos-sdk`). */
  packageDir: string;
  /** The tarball's files and sizes. */
  files: PackedFile[];
  /** Bytes of the tarball, and of its files unpacked. */
  size: number;
  unpackedSize: number;
  /** Removes everything. */
  remove(): void;
}

/** Packages a consumer of the tarball needs beside it (the dependency, the optional peer, Node's types). */
const LINKED = ["decimal.js", "msw", "@types/node"];

/** Packs the built package (dist/ must exist) and installs it under a fresh temporary directory. */
export async function packAndInstall(): Promise<Packed> {
  const dir = mkdtempSync(join(tmpdir(), "paxos-sdk-packed-"));
  const { stdout } = await run("npm", ["pack", "--json", "--ignore-scripts", "--pack-destination", dir], { cwd: root });
  const [info] = JSON.parse(stdout) as [{ filename: string; files: PackedFile[]; size: number; unpackedSize: number }];
  const tarball = join(dir, info.filename);
  const packageDir = join(dir, "node_modules", "paxos-sdk");
  mkdirSync(packageDir, { recursive: true });
  await run("tar", ["-xzf", tarball, "-C", packageDir, "--strip-components=1"]);
  for (const name of LINKED) {
    const link = join(dir, "node_modules", name);
    mkdirSync(join(link, ".."), { recursive: true });
    symlinkSync(join(root, "node_modules", name), link, "dir");
  }
  return {
    dir,
    tarball,
    packageDir,
    files: info.files,
    size: info.size,
    unpackedSize: info.unpackedSize,
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
