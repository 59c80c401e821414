/** The SDK as a backend uses it: one `new Paxos(...)` with client credentials, shared by every call. */
import { Paxos } from "../../src/index";
import type { InstanceInfo } from "../lib/server-protocol";
import { type Contender, touch } from "./contender";

/** Options of the SDK contender. */
export interface SdkOptions {
  /** Request the next page while the consumer works on the current one (the SDK's default: true). */
  prefetch?: boolean;
  /** Name in the table (default "sdk"). */
  name?: string;
}

/** A fresh SDK client against `server` (cold: no token until the first scoped call). */
export function sdk(server: InstanceInfo, options: SdkOptions = {}): Contender {
  const paxos = new Paxos({
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    baseUrl: server.baseUrl,
    tokenUrl: server.tokenUrl,
  });
  const prefetch = options.prefetch ?? true;
  return {
    name: options.name ?? "sdk",
    async ticker() {
      return (await paxos.market.listTickers()).length;
    },
    async page(limit) {
      const page = await paxos.depositAddresses.list({ limit });
      return page.items.length;
    },
    async walk(limit, perPage) {
      let count = 0;
      let sink = 0;
      for await (const address of paxos.depositAddresses.list({ limit }, { prefetch })) {
        sink += touch(address);
        if (++count % limit === 0 && perPage) await perPage();
      }
      if (count % limit !== 0 && perPage) await perPage();
      return sink >= 0 ? count : -1;
    },
  };
}
