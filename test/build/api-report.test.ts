/**
 * The committed API reports (etc/*.api.md) match the built declarations: a
 * change to the public surface fails here until `npm run api-report` rewrites
 * them, so it reaches review as a visible diff. `npm test` builds dist/ first.
 */
import { describe, expect, it } from "vitest";
import { apiReports } from "../../scripts/api-report";

describe("the public API report", () => {
  it("is current for every entry point (run `npm run api-report` after a deliberate change)", () => {
    const results = apiReports(false);
    expect(results.map((result) => result.subpath)).toEqual(["paxos-sdk", "paxos-sdk/decimal", "paxos-sdk/mock", "paxos-sdk/redis"]);
    for (const result of results) {
      expect(result.problems, result.subpath).toEqual([]);
      expect(result.changed, `${result.reportPath} is stale: run \`npm run api-report\` and commit the diff`).toBe(false);
    }
    const main = results[0]!.text;
    expect(main).toContain("export class Paxos ");
    expect(main).toContain("export class ValidationError ");
  }, 120_000);
});
