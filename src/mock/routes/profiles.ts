/**
 * Profiles: POST and GET /profiles, GET and PUT /profiles/{profile_id}, PUT /profiles/{profile_id}/deactivate
 * (scopes funding:write_profile / funding:read_profile).
 */
import { ProblemError, jsonResponse } from "../protocol/problem";
import type { ProfileRecord } from "../domain/profiles";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";
import { requireProfile } from "./references";

/** Creates a NORMAL profile (no balances yet) and records `profile.created`. */
export const createProfile = operationRoute("createProfile", ({ body }, { store }) => {
  const profile: ProfileRecord = {
    id: store.newId(),
    nickname: body.nickname as string,
    type: "NORMAL",
    ...(typeof body.description === "string" ? { description: body.description } : {}),
  };
  store.profiles.add(profile, store.stamp());
  return jsonResponse(200, profile);
});

/**
 * Active profiles, oldest first unless `order` says otherwise and 1000 a page unless `limit` does (this
 * list's defaults, as the contract says), by nickname (a case-insensitive prefix) and ids, paged with
 * keyset cursors.
 */
export const listProfiles = operationRoute("listProfiles", ({ query }, { store }) => {
  const ids = query.ids as string[] | undefined;
  const prefix = (query.nickname as string | undefined)?.toLowerCase();
  const page = listPage(
    store.profiles.rows(),
    { limit: 1000, ...query },
    (row) => (prefix === undefined || row.profile.nickname.toLowerCase().startsWith(prefix)) && (ids === undefined || ids.includes(row.id)),
    "ASC",
  );
  return jsonResponse(200, { items: page.items.map((row) => row.profile), next_page_cursor: page.next_page_cursor });
});

/** A profile by id (`default` names the DEFAULT one); a deactivated one only with include_deactivated=true. */
export const getProfile = operationRoute("getProfile", ({ path, query }, { store }) =>
  jsonResponse(200, requireProfile(store, path.profile_id as string, "profile_id", { activeOnly: query.include_deactivated !== true })),
);

/**
 * Renames an active profile (`default` names the DEFAULT one; a deactivated profile is not found, as for
 * `get` without include_deactivated: 404). The nickname must be unique among the active profiles: one
 * another profile uses is refused with 409 (rule duplicateNickname). The same rename again changes nothing.
 */
export const updateProfile = operationRoute("updateProfile", ({ path, body }, { store }) => {
  const profile = requireProfile(store, path.profile_id as string, "profile_id", { activeOnly: true });
  const nickname = body.nickname as string;
  if (nickname === profile.nickname) return jsonResponse(200, profile);
  const taken = store.profiles.rows().find((row) => row.id !== profile.id && row.profile.nickname === nickname);
  if (taken) throw new ProblemError(409, `nickname ${JSON.stringify(nickname)} is already used by profile ${taken.id}`, { rule: "duplicateNickname", field: "nickname", profile_id: taken.id });
  profile.nickname = nickname;
  return jsonResponse(200, profile);
});

/**
 * Deactivates a NORMAL profile whose balances are all zero (the contract's rule): the DEFAULT profile,
 * or one still holding funds, is refused with 409 naming the rule. Repeating it changes nothing.
 */
export const deactivateProfile = operationRoute("deactivateProfile", ({ path }, { store }) => {
  const profile = requireProfile(store, path.profile_id as string, "profile_id");
  if (profile.type === "DEFAULT") {
    throw new ProblemError(409, "the DEFAULT profile cannot be deactivated", { rule: "defaultProfile", field: "profile_id" });
  }
  const held = store.ledger.list(profile.id).find((b) => !/^0+(\.0+)?$/.test(b.available));
  if (held) {
    throw new ProblemError(409, `profile ${profile.id} still holds ${held.available} ${held.asset}; only a profile whose balances are all zero can be deactivated`, {
      rule: "nonZeroBalance",
      field: "profile_id",
      asset: held.asset,
    });
  }
  if (!store.profiles.isDeactivated(profile.id)) {
    store.profiles.setDeactivated(profile.id, true);
  }
  return jsonResponse(200, {});
});
