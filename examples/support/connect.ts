/**
 * The one connection helper every example uses. With PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET set it
 * talks to the real service (PAXOS_ENVIRONMENT, default "sandbox"); otherwise it starts the built-in
 * mock API on loopback and wires a client to it. Either way it prints one line saying which.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { Paxos, type Environment, type PaxosOptions } from "../../src/index";
import { startMockServer, type MockServer, type MockServerOptions } from "../../src/mock/index";

/** What `connect()` hands an example. */
export interface Connection {
  /** A client with credentials (the mock's main client, or yours). */
  paxos: Paxos;
  /** The running mock server; undefined against the real service. */
  mock: MockServer | undefined;
  /** Where the API lives, for building another client (`PaxosMarket`, a second `Paxos`). */
  endpoint: { environment: Environment; baseUrl?: string; tokenUrl?: string };
  /** "Now" as the API sees it: the mock's clock (it only moves when told), else the wall clock. */
  now(): Date;
  /** Stops the mock server (a no-op against the real service). */
  close(): Promise<void>;
}

/** Options of `connect()`. */
export interface ConnectOptions {
  /** Options of the mock server (record counts, faults, clock), used only without credentials. */
  mock?: MockServerOptions;
  /** Extra client options (timeouts, retries, logging). */
  client?: Omit<PaxosOptions, "clientId" | "clientSecret" | "accessToken" | "tokenProvider">;
}

/** Connects to the real service when credentials are in the environment, else to a fresh mock. */
export async function connect(options: ConnectOptions = {}): Promise<Connection> {
  const clientId = process.env.PAXOS_CLIENT_ID;
  const clientSecret = process.env.PAXOS_CLIENT_SECRET;
  if (clientId && clientSecret) {
    const environment = (process.env.PAXOS_ENVIRONMENT ?? "sandbox") as Environment;
    const paxos = new Paxos({ ...options.client, clientId, clientSecret, environment });
    console.log(`Using the real Paxos ${environment} API (${paxos.baseUrl}) as client ${clientId}.`);
    return { paxos, mock: undefined, endpoint: { environment }, now: () => new Date(), close: async () => {} };
  }

  const mock = await startMockServer(options.mock);
  const endpoint = { environment: "sandbox" as const, baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl };
  const paxos = new Paxos({ ...options.client, ...endpoint, clientId: mock.clientId, clientSecret: mock.clientSecret });
  console.log(`Using the built-in mock API at ${mock.baseUrl} (set PAXOS_CLIENT_ID and PAXOS_CLIENT_SECRET to use the real service).`);
  return { paxos, mock, endpoint, now: () => mock.api.clock.now(), close: () => mock.close() };
}

/** A value the example needs was not given; `run()` prints just the message. */
class MissingSetting extends Error {}

/**
 * A value the example needs: from the mock's seed data when running against the mock, else from the
 * environment variable `name` (the real service has no seed data to pick from).
 */
export function pick(connection: Connection, name: string, fromMock: (mock: MockServer) => string | undefined): string {
  const value = connection.mock ? fromMock(connection.mock) : process.env[name];
  if (!value) {
    throw new MissingSetting(`Set ${name} to run this example against the real service.`);
  }
  return value;
}

/** Runs an example's `main`, closing the connection whatever happens and exiting non-zero on failure. */
export async function run(main: (connection: Connection) => Promise<void>, options?: ConnectOptions): Promise<void> {
  const connection = await connect(options);
  try {
    await main(connection);
  } catch (error) {
    console.error(error instanceof MissingSetting ? error.message : error);
    process.exitCode = 1;
  } finally {
    await connection.close();
  }
}

/**
 * Whether the module at `moduleUrl` is the script node was asked to run (not imported by another one):
 * the workflow examples run themselves when started and only lend their steps to the tour when imported.
 */
export function isMain(moduleUrl: string): boolean {
  const script = process.argv[1];
  return script !== undefined && pathToFileURL(resolve(script)).href === moduleUrl;
}
