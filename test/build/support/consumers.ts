/**
 * Throwaway TypeScript projects that consume the packed package, one per
 * module system and resolution mode a user may have, all `strict` with
 * `skipLibCheck: false` (so the package's own declarations are checked too).
 */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { root } from "./packed";

/** A consumer project: its package type, compiler options and source fixture. */
export interface Consumer {
  name: string;
  type: "module" | "commonjs";
  module: string;
  moduleResolution: string;
  fixture: "consumer.mts" | "consumer.cts" | "consumer-no-dom.mts";
  /** Compiler libs: msw's own declarations (its WebSocket interceptor) need the DOM lib, so every project using msw has it. */
  lib: string[];
}

const WITH_DOM = ["es2022", "dom"];

/** The projects of issue 11: ESM on node16, nodenext and bundler; CommonJS on node10 and node16. */
export const CONSUMERS: Consumer[] = [
  { name: "esm-node16", type: "module", module: "node16", moduleResolution: "node16", fixture: "consumer.mts", lib: WITH_DOM },
  { name: "esm-nodenext", type: "module", module: "nodenext", moduleResolution: "nodenext", fixture: "consumer.mts", lib: WITH_DOM },
  { name: "esm-bundler", type: "module", module: "esnext", moduleResolution: "bundler", fixture: "consumer.mts", lib: WITH_DOM },
  { name: "cjs-node10", type: "commonjs", module: "commonjs", moduleResolution: "node10", fixture: "consumer.cts", lib: WITH_DOM },
  { name: "cjs-node16", type: "commonjs", module: "node16", moduleResolution: "node16", fixture: "consumer.cts", lib: WITH_DOM },
  // A backend that uses neither msw nor the DOM lib: the SDK's declarations alone must need only @types/node.
  { name: "esm-node16-no-dom", type: "module", module: "node16", moduleResolution: "node16", fixture: "consumer-no-dom.mts", lib: ["es2022"] },
];

/** Writes the project under `dir` (which holds the installed package) and returns its directory. */
export function writeConsumer(dir: string, consumer: Consumer): string {
  const project = join(dir, consumer.name);
  mkdirSync(project, { recursive: true });
  writeFileSync(join(project, "package.json"), JSON.stringify({ name: consumer.name, private: true, type: consumer.type }));
  writeFileSync(
    join(project, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        target: "es2022",
        lib: consumer.lib,
        module: consumer.module,
        moduleResolution: consumer.moduleResolution,
        types: ["node"],
        strict: true,
        skipLibCheck: false,
        noEmit: true,
      },
      files: ["index.ts"],
    }),
  );
  copyFileSync(join(root, "test/build/fixtures", consumer.fixture), join(project, "index.ts"));
  return project;
}

/** Parsed declaration files, shared by every project's program: lib.d.ts, @types/node and msw are parsed once. */
const parsed = new Map<string, ts.SourceFile>();

function sharedHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options, true);
  const parse = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) => {
    // A parsed file depends on the language version and its module format (node10 vs node16), which
    // the key holds; the other options that shape a parse (strictness, jsx, moduleDetection) are the
    // same in every project here, as the TypeScript language service's document registry assumes too.
    const key = typeof language === "object" ? `${language.languageVersion}:${language.impliedNodeFormat}:${fileName}` : `${language}:${fileName}`;
    if (!fileName.endsWith(".d.ts") && !fileName.endsWith(".d.mts") && !fileName.endsWith(".d.cts")) {
      return parse(fileName, language, onError, shouldCreate);
    }
    let file = parsed.get(key);
    if (!file) {
      file = parse(fileName, language, onError, shouldCreate);
      if (file) parsed.set(key, file);
    }
    return file;
  };
  return host;
}

/**
 * Type-checks a project with this repository's TypeScript and its own tsconfig.json
 * (skipLibCheck: false), and returns the complaints about the consumer's code and about
 * the package's declarations ("" when clean). Other packages' declaration files are
 * parsed and used but their own internal errors are theirs, not the SDK's: msw's, for
 * one, fail under CommonJS node16 (it imports the ESM-only `rettime`) for every msw user.
 */
export function typeCheck(project: string, packageDir: string): string {
  const configFile = join(project, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(configFile, {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  })!;
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options, host: sharedHost(config.options) });
  const ours = (file: ts.SourceFile) => config.fileNames.includes(file.fileName) || file.fileName.startsWith(`${packageDir}/`);
  const checked = program.getSourceFiles().filter(ours);
  const diagnostics = [
    ...config.errors,
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...checked.flatMap((file) => [...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)]),
  ];
  const report = ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (name) => name,
    getCurrentDirectory: () => project,
    getNewLine: () => "\n",
  });
  // A check that loaded none of the package's declarations would prove nothing.
  const loaded = checked.some((file) => file.fileName.startsWith(`${packageDir}/`));
  return report || (loaded ? "" : "no declaration file of the package was loaded");
}
