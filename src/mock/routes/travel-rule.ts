/**
 * Travel-rule VASPs: GET /travelrule/vasps and GET /travelrule/vasps/{id}, over the seeded list of
 * ../vasps.ts (nothing creates or changes one).
 */
import { jsonResponse, notFound } from "../protocol/problem";
import { SEEDED_VASPS, vaspAnswer } from "../domain/vasps";
import { listPage } from "./list-page";
import { operationRoute } from "./operation-route";

/** The VASPs by name (ASC unless asked otherwise), by ids and by a case-insensitive name prefix, in pages under `items`. */
export const listVasps = operationRoute("listVasps", ({ query }) => {
  const ids = query.ids as string[] | undefined;
  const prefix = (query.search as string | undefined)?.toLowerCase();
  const { order_by: _orderBy, ...rest } = query;
  const match = (v: (typeof SEEDED_VASPS)[number]) => (ids === undefined || ids.includes(v.id)) && (prefix === undefined || v.name.toLowerCase().startsWith(prefix));
  const page = listPage(SEEDED_VASPS, rest, match, "ASC");
  return jsonResponse(200, { items: page.items.map(vaspAnswer), next_page_cursor: page.next_page_cursor });
});

/** One VASP, wrapped in `vasp`; 404 naming `id` for an unknown one. */
export const getVasp = operationRoute("getVasp", ({ path }) => {
  const vasp = SEEDED_VASPS.find((v) => v.id === (path.id as string).toLowerCase());
  if (!vasp) throw notFound(`vasp ${path.id} not found`, { field: "id" });
  return jsonResponse(200, { vasp: vaspAnswer(vasp) });
});
