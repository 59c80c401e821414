/**
 * CHANGELOG.md keeps its shape (Keep a Changelog): one `## [version]` section per release, newest
 * first, the package's own version among them, breaking changes first in a section, and a link
 * reference for every version.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
const changelog = readFileSync(join(root, "CHANGELOG.md"), "utf8");
const { version } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version: string };

/** The release sections: version, and what follows `—` on the heading (a date or "Unreleased"). */
const releases = [...changelog.matchAll(/^## \[(\d+\.\d+\.\d+)\](?: — (.+))?$/gm)].map((match) => ({ version: match[1]!, when: match[2], at: match.index }));
const semver = (text: string) => text.split(".").map(Number) as [number, number, number];
const newer = (a: string, b: string) => {
  const [x, y] = [semver(a), semver(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

describe("CHANGELOG.md", () => {
  it("has a section per release, newest first, at most one of them unreleased and only the newest", () => {
    expect(releases.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < releases.length; i++) expect(newer(releases[i - 1]!.version, releases[i]!.version)).toBeGreaterThan(0);
    const unreleased = releases.filter((release) => release.when === "Unreleased");
    expect(unreleased.length).toBeLessThanOrEqual(1);
    if (unreleased.length === 1) expect(releases[0]!.when).toBe("Unreleased");
  });

  it("lists the version package.json carries", () => {
    expect(releases.map((release) => release.version)).toContain(version);
  });

  it("puts breaking changes first within a release, and uses Keep a Changelog's kinds of change", () => {
    for (const [index, release] of releases.entries()) {
      const body = changelog.slice(release.at, releases[index + 1]?.at ?? changelog.length);
      const kinds = [...body.matchAll(/^### (.+)$/gm)].map((match) => match[1]!);
      for (const kind of kinds) expect(kind, release.version).toMatch(/^(Breaking( \(.+\))?|Added|Changed|Deprecated|Removed|Fixed|Security)$/);
      const breaking = kinds.findIndex((kind) => kind.startsWith("Breaking"));
      if (breaking >= 0) expect(breaking, `${release.version}: Breaking comes first`).toBe(0);
    }
  });

  it("has a link reference for every version", () => {
    for (const release of releases) expect(changelog).toMatch(new RegExp(`^\\[${release.version.replace(/\./g, "\\.")}\\]: https://github\\.com/paxos-sdk/paxos-sdk/`, "m"));
  });
});
