// For a vitest snippet that uses the reader's `mock` and `paxos` from the guide's set-up (docs/testing-
// with-the-mock.md, "Faults"): imported first by the snippet's test file, it starts the mock server and a
// client of it as the guide's earlier snippet does, gives them the reader's names, and closes the server
// after the file's tests. The snippet's own `it` and `expect` are what check its claims.
import { afterAll } from "vitest";
import { Paxos } from "paxos-sdk";
import { startMockServer } from "paxos-sdk/mock";

const mock = await startMockServer();
const paxos = new Paxos({ clientId: mock.clientId, clientSecret: mock.clientSecret, baseUrl: mock.baseUrl, tokenUrl: mock.tokenUrl });
Object.assign(globalThis, { mock, paxos });
afterAll(() => mock.close());
