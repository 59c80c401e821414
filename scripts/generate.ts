/**
 * Regenerates src/generated/ from openapi/paxos.yaml (`npm run generate`).
 *
 * The functions are pure (text in, text out) and exported, so the contract
 * test can regenerate in memory and compare with the committed files; only
 * running this file as a script writes anything.
 */
import { readFile, writeFile, mkdir } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseDocument } from "./codegen/document";
import { generateOpenApiTypes } from "./codegen/openapi-types";
import { generateZodFacade, generateZodModule } from "./codegen/zod-module";
import { generateCheckModule } from "./codegen/check-module";
import { collectOperations } from "./codegen/operations";
import { describeOperations, generateDescriptorModule, generateOperationList } from "./codegen/descriptor-module";
import { generateMockSamples } from "./codegen/mock-samples";
import { generateApiDocs } from "./codegen/api-docs";
import { generateEventsModule } from "./codegen/events";
import { generateResourceFiles } from "./codegen/resource-module";

export { parseDocument } from "./codegen/document";
export { generateOpenApiTypes } from "./codegen/openapi-types";
export { generateZodFacade, generateZodModule } from "./codegen/zod-module";
export { generateCheckModule } from "./codegen/check-module";
export { collectOperations } from "./codegen/operations";
export { describeOperations, type DescribedOperation } from "./codegen/descriptor-module";
export { ruleMethodName, sdkNames } from "./codegen/sdk-naming";
export { eventCatalog, generateEventsModule } from "./codegen/events";
export { planResources, generateResourceFiles } from "./codegen/resource-module";

/** Repository root (this file lives in scripts/). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Location of the contract, relative to the root. */
export const CONTRACT_PATH = "openapi/paxos.yaml";

/** Generated files, relative to the root, mapped to their contents. */
export type GeneratedFiles = Record<string, string>;

/** Produces every generated file from the text of the contract, without touching the disk. */
export async function generateFromText(contractText: string): Promise<GeneratedFiles> {
  const document = parseDocument(contractText);
  const described = describeOperations(document, collectOperations(document));
  const openapiTypes = await generateOpenApiTypes(document);
  const schemas = generateZodModule(document);
  return {
    "src/generated/openapi.ts": openapiTypes,
    "src/generated/schemas.ts": schemas,
    "src/generated/zod.ts": generateZodFacade(schemas),
    "src/generated/checks.ts": generateCheckModule(document),
    "src/generated/descriptors.ts": generateDescriptorModule(document, described),
    "src/generated/operation-list.ts": generateOperationList(described),
    "src/generated/mock-samples.ts": generateMockSamples(document, described),
    "src/generated/events.ts": generateEventsModule(document),
    "api.md": generateApiDocs(document, described),
    ...generateResourceFiles(document, described, openapiTypes),
  };
}

/** Reads the contract under `root` and produces every generated file, without writing. */
export async function generate(root: string = ROOT): Promise<GeneratedFiles> {
  return generateFromText(await readFile(resolve(root, CONTRACT_PATH), "utf8"));
}

async function main(): Promise<void> {
  const files = await generate();
  for (const [path, contents] of Object.entries(files)) {
    const target = resolve(ROOT, path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, contents);
    console.log(`wrote ${path}`);
  }
}

// Only when run as a script: importing this module (as the tests do) writes nothing.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
