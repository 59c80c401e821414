/** Messages between the benchmark and its mock-server process (types only). */

/** Where one mock instance listens and how to log in to it. */
export interface InstanceInfo {
  name: string;
  baseUrl: string;
  tokenUrl: string;
  port: number;
  clientId: string;
  clientSecret: string;
  /** How many deposit addresses it is seeded with. */
  depositAddresses: number;
  /** Whether successful GET answers are memoised (so the server is never the bottleneck). */
  memoised: boolean;
  /** Delay the mock adds to every request (its latency fault), in ms; 0 for none. */
  latencyMs: number;
}

/** What an instance counted since the last reset. */
export interface InstanceCounters {
  requests: number;
  tokenRequests: number;
  apiRequests: number;
  cacheHits: number;
  /** TCP connections that carried a request (keep-alive: far fewer than requests). */
  connections: number;
  /** Time spent in the handler (parse, route, build the answer), summed. */
  handlerMs: number;
}

/** A command to the server process. */
export type ServerCommand =
  | { cmd: "stats" }
  | { cmd: "reset" }
  | { cmd: "memory" }
  | { cmd: "measure-handler"; instance: string; iterations: number }
  | { cmd: "profile-start" }
  | { cmd: "profile-stop"; path: string }
  /** Starts a fresh mock that records every request's arrival (the fleet figure); answers a FleetMockInfo. */
  | { cmd: "fleet-start" }
  /** Stops that mock; answers its arrivals ({ endpoint, at }[]). */
  | { cmd: "fleet-stop" };

/** Where the fleet figure's recording mock listens. */
export interface FleetMockInfo {
  baseUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

/** The answer to one command. */
export type ServerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: string };
