/**
 * Links of the documentation. The README is also the package's page on the registry, where the
 * repository's files are not beside it: every link it has is absolute (to the repository), and each
 * points at a file of the repository; package.json names the same repository. The guides in docs/ link relatively (they are read on the
 * repository); every such link, and every #fragment, leads somewhere that exists.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { documentationFiles } from "./support/snippets";

const root = fileURLToPath(new URL("../..", import.meta.url));
const REPOSITORY = "https://github.com/paxos-sdk/paxos-sdk";
const RAW = "https://raw.githubusercontent.com/paxos-sdk/paxos-sdk/main/";

/** The targets of markdown links and images, and of HTML src/href attributes, outside code. */
function links(markdown: string): string[] {
  const prose = markdown.replace(/^([ \t]*)```[\s\S]*?^\1```/gm, "").replace(/`[^`\n]*`/g, "");
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|\b(?:src|href)="([^"]+)"/g)].map((match) => (match[1] ?? match[2])!);
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .replace(/`/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchors(file: string): Set<string> {
  const text = readFileSync(join(root, file), "utf8").replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((match) => slug(match[1]!)));
}

/** The repository file an absolute link to this repository names (with its fragment), or undefined. */
function repositoryPath(url: string): { path: string; fragment?: string } | undefined {
  const [address = "", fragment] = url.split("#");
  const path = address.startsWith(`${REPOSITORY}/blob/main/`)
    ? address.slice(`${REPOSITORY}/blob/main/`.length)
    : address.startsWith(`${REPOSITORY}/tree/main/`)
      ? address.slice(`${REPOSITORY}/tree/main/`.length)
      : address.startsWith(RAW)
        ? address.slice(RAW.length)
        : undefined;
  return path === undefined ? undefined : { path: path.replace(/\/$/, ""), fragment };
}

function missing(path: string, fragment: string | undefined): string | undefined {
  if (!existsSync(join(root, path))) return `no file ${path}`;
  if (fragment && path.endsWith(".md") && statSync(join(root, path)).isFile() && !anchors(path).has(fragment)) return `no heading #${fragment} in ${path}`;
  return undefined;
}

describe("README links", () => {
  const readme = readFileSync(join(root, "README.md"), "utf8");
  const targets = links(readme);

  it("are found", () => {
    expect(targets.length).toBeGreaterThan(15);
  });

  it("are absolute (or a #heading of the README itself), so they work on the package's page", () => {
    expect(targets.filter((target) => !/^https:\/\//.test(target) && !target.startsWith("#"))).toEqual([]);
  });

  it("point at files of this repository that exist, and at headings that exist", () => {
    const own = anchors("README.md");
    const broken = targets.flatMap((target) => {
      if (target.startsWith("#")) return own.has(target.slice(1)) ? [] : [`${target}: no such heading`];
      const inRepository = repositoryPath(target);
      if (!inRepository) return target.includes("paxos-sdk/paxos-sdk") ? [`${target}: not /blob/main/, /tree/main/ or raw`] : [];
      const problem = missing(inRepository.path, inRepository.fragment);
      return problem ? [`${target}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });

  it("reach every guide in docs/, and the README stays a guide (at most 600 lines)", () => {
    const guides = documentationFiles(root).filter((file) => file.startsWith("docs/"));
    expect(guides.filter((guide) => !targets.some((target) => repositoryPath(target)?.path === guide))).toEqual([]);
    expect(readme.split("\n").length).toBeLessThanOrEqual(600);
  });

  it("show the screenshot from the repository's raw files", () => {
    expect(readme).toMatch(new RegExp(`!\\[[^\\]]+\\]\\(${RAW.replace(/[.]/g, "\\.")}examples/browser/[\\w-]+\\.png\\)`));
  });
});

describe("package.json", () => {
  it("names the repository the README links to, as repository, homepage and bugs", () => {
    const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
      repository?: { type?: string; url?: string };
      homepage?: string;
      bugs?: { url?: string };
      keywords?: string[];
    };
    expect(manifest.repository).toEqual({ type: "git", url: `git+${REPOSITORY}.git` });
    expect(manifest.homepage).toBe(`${REPOSITORY}#readme`);
    expect(manifest.bugs).toEqual({ url: `${REPOSITORY}/issues` });
    expect(manifest.keywords).toEqual(expect.arrayContaining(["paxos", "sdk"]));
  });
});

describe("links of the guides", () => {
  const guides = documentationFiles(root).filter((file) => file.startsWith("docs/"));

  it.each(guides)("%s: every relative link and #fragment leads somewhere", (file) => {
    const broken = links(readFileSync(join(root, file), "utf8")).flatMap((target) => {
      if (/^[a-z]+:/.test(target)) {
        const inRepository = repositoryPath(target);
        const problem = inRepository && missing(inRepository.path, inRepository.fragment);
        return problem ? [`${target}: ${problem}`] : [];
      }
      const [address = "", fragment] = target.split("#");
      const path = address === "" ? file : normalize(join(dirname(file), address));
      const problem = missing(path, fragment);
      return problem ? [`${target}: ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
