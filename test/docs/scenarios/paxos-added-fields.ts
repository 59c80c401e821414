// A snippet that sends a body field and a query parameter the contract does not list, through
// `extraBody` and `extraQuery` (docs/versioning.md). The mock knows only what the contract lists and
// refuses both, as it should: here it plays Paxos after it added them. A handler in front of the mock
// records the request as sent, then hands the mock the same request without the two extras. Claim: both
// extras reach the wire as given, beside the checked body, and the call answers.
import { http } from "msw";
import { setUpReaderContext } from "../fixtures/reader-context";
import { fail, pass } from "./support";

const FORWARDED = "x-docs-scenario-forwarded";
const sent: { body: Record<string, unknown>; preview: string[] }[] = [];
const { api } = await setUpReaderContext({
  before: [
    http.post("https://api.sandbox.paxos.com/v2/settlement/transactions", async ({ request }) => {
      if (request.headers.has(FORWARDED)) return undefined;
      const url = new URL(request.url);
      const body = (await request.clone().json()) as Record<string, unknown>;
      sent.push({ body, preview: url.searchParams.getAll("preview") });
      const { travel_rule_note: _added, ...known } = body;
      url.searchParams.delete("preview");
      const headers = new Headers(request.headers);
      headers.set(FORWARDED, "1");
      headers.delete("content-length");
      return fetch(url, { method: "POST", headers, body: JSON.stringify(known) });
    }),
  ],
});

process.on("beforeExit", () => {
  if (sent.length !== 1) fail(`expected one request, got ${sent.length}`);
  const [{ body, preview }] = sent as [(typeof sent)[0]];
  if (body.travel_rule_note !== "a field Paxos added after this release") fail(`body sent: ${JSON.stringify(body)}`);
  if (JSON.stringify(preview) !== '["true"]') fail(`preview sent: ${JSON.stringify(preview)}`);
  if (!Array.isArray(body.legs) || typeof body.ref_id !== "string") fail(`the checked body was not sent whole: ${JSON.stringify(body)}`);
  if (api.store.settlements.size !== 1) fail(`${api.store.settlements.size} settlements recorded`);
  pass("travel_rule_note and ?preview=true reached the wire beside the checked body (ref_id generated), and the call answered");
});
