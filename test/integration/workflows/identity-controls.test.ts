/**
 * Identity controls over real HTTP: a control set on an identity is listed for it (and for no other),
 * the same kind cannot be set twice while it applies, lifting it hides it unless deleted ones are asked
 * for, a control Paxos set that is not overridable cannot be lifted, and unknown identities or controls
 * are 404 naming the field.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { ConflictError, NotFoundError, PermissionDeniedError, type Paxos } from "../../../src/index";
import type { MockServer } from "../../../src/mock/index";
import { mockState } from "../../../src/mock/api";
import { collect } from "../support";
import { workflowMock } from "./support";

let mock: MockServer;
let paxos: Paxos;
beforeAll(async () => ({ mock, paxos } = await workflowMock()));
afterAll(() => mock.close());

it("sets, lists and lifts controls per identity", async () => {
  const [first, second] = mock.api.store.ids.identityIds as [string, string];
  const sellOnly = await paxos.identity.createControl({ identity_id: first, type: "SELL_ONLY", reason_code: "END_USER_REQUEST", reason: "asked by the user" });
  expect(sellOnly).toMatchObject({ type: "SELL_ONLY", set_by: "SET_BY_CLIENT", is_overridable: true, reason_code: "END_USER_REQUEST", reason: "asked by the user" });
  mock.api.clock.advance(1000);
  const dormant = await paxos.identity.createControl({ identity_id: first, type: "DORMANT", reason_code: "INACTIVITY" });
  await paxos.identity.createControl({ identity_id: second, type: "CLOSED", reason_code: "OTHER" });
  await expect(paxos.identity.createControl({ identity_id: first, type: "SELL_ONLY", reason_code: "OTHER" })).rejects.toBeInstanceOf(ConflictError);

  expect((await collect(paxos.identity.listControls({ identity_id: first, limit: 1 }))).map((c) => c.id)).toEqual([sellOnly.id, dormant.id]);

  expect(await paxos.identity.deleteControl({ control_id: sellOnly.id, reason: "resolved" })).toEqual({});
  expect((await collect(paxos.identity.listControls({ identity_id: first }))).map((c) => c.id)).toEqual([dormant.id]);
  const withDeleted = await collect(paxos.identity.listControls({ identity_id: first, include_deleted: true }));
  expect(withDeleted.map((c) => c.id)).toEqual([sellOnly.id, dormant.id]);
  expect(withDeleted[0]!.deleted_at).toEqual(expect.any(String));
  // The identity shows the controls in force, and the identity list filters by them.
  expect((await paxos.identity.get(first)).status_details?.active_controls?.map((c) => c.id)).toEqual([dormant.id]);
  expect((await collect(paxos.identity.list({ control_types: ["DORMANT"] }))).map((i) => i.id)).toEqual([first]);
  expect((await collect(paxos.identity.list({ control_reason_codes: ["OTHER"] }))).map((i) => i.id)).toEqual([second]);
  expect(await collect(paxos.identity.list({ control_types: ["SELL_ONLY"] }))).toEqual([]);
  // Lifted, the same kind may be set again.
  await paxos.identity.createControl({ identity_id: first, type: "SELL_ONLY", reason_code: "OTHER" });
});

it("refuses to lift a control Paxos set that is not overridable, and unknown ids", async () => {
  const identity = mock.api.store.ids.identityIds[2]!;
  const state = mockState(mock.api);
  const frozen = { id: state.newId(), identity_id: identity, type: "FROZEN", set_by: "SET_BY_PAXOS" as const, is_overridable: false, reason_code: "LEGAL_ORDER", created_at: state.stamp() };
  state.identityControls.add(frozen);
  expect((await collect(paxos.identity.listControls({ identity_id: identity })))[0]).toMatchObject({ type: "FROZEN", set_by: "SET_BY_PAXOS", is_overridable: false });
  await expect(paxos.identity.deleteControl({ control_id: frozen.id })).rejects.toBeInstanceOf(PermissionDeniedError);
  await expect(paxos.identity.deleteControl({ control_id: "no-such-control" })).rejects.toMatchObject({ status: 404 });
  const unknown = await paxos.identity.createControl({ identity_id: "no-such-identity", type: "DORMANT", reason_code: "OTHER" }).catch((e: unknown) => e);
  expect(unknown).toBeInstanceOf(NotFoundError);
  await expect(paxos.identity.listControls({ identity_id: "no-such-identity" })).rejects.toBeInstanceOf(NotFoundError);
});
