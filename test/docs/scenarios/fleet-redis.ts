// A snippet that gives a client Redis's token cache and rate limiter (README "Running a fleet",
// docs/fleets.md) and makes one call; REDIS_URL is the test's redis-server. Before it starts, another
// process of the fleet (a client here with the same Redis, prefix and scopes) fetched the token. Claim:
// the snippet's call carries the fleet's token (the token endpoint is not asked again) and took its
// slot of the fleet's budget in Redis. Redis's connection keeps the process alive, as in a service: the
// scenario ends it once the call is on the wire.
import { Redis } from "ioredis";
import { http } from "msw";
import { Paxos } from "paxos-sdk";
import { redisRateLimiter, redisTokenCache } from "paxos-sdk/redis";
import { setUpReaderContext } from "../fixtures/reader-context";
import { drive, fail, pass } from "./support";

const prefix = "billing:paxos:";
const redis = new Redis(process.env.REDIS_URL!);
const seen = { tokenRequests: 0, lists: [] as string[] };
let onSnippetCall: () => void = () => undefined;
await setUpReaderContext({
  before: [
    http.post("https://oauth.sandbox.paxos.com/oauth2/token", () => void seen.tokenRequests++),
    http.get("https://api.sandbox.paxos.com/v2/transfer/deposit-addresses", ({ request }) => {
      seen.lists.push(request.headers.get("authorization") ?? "");
      if (seen.lists.length === 2) onSnippetCall();
    }),
  ],
});
seen.tokenRequests = 0; // the reader's context fetched its own page before
const other = new Paxos({
  scopes: ["transfer:read_deposit_address", "settlement:write_transaction"],
  tokenCache: redisTokenCache(redis, { prefix }),
  rateLimiter: redisRateLimiter(redis, { prefix }),
  logLevel: "error",
});
await other.depositAddresses.list({ limit: 1 });
if (seen.tokenRequests !== 1 || seen.lists.length !== 1) fail(`the other process: ${JSON.stringify(seen)}`);

onSnippetCall = () =>
  drive(async () => {
    if (seen.tokenRequests !== 1) fail(`the token endpoint was asked ${seen.tokenRequests} times`);
    if (seen.lists[1] !== seen.lists[0]) fail("the snippet's call carried another token than the fleet's");
    const keys = await redis.keys(`${prefix}*`);
    if (!keys.some((key) => key.startsWith(`${prefix}token:`)) || !keys.includes(`${prefix}rate:slot:default`)) fail(`keys in Redis: ${keys.join(", ")}`);
    pass("the snippet's call carried the fleet's token from Redis, with a slot of the fleet's budget");
  });
