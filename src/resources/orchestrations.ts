/**
 * Generated from openapi/paxos.yaml by scripts/generate.ts — do not edit.
 * Change the contract, then run `npm run generate`.
 */

import * as ops from "../generated/descriptors";
import type { APIPromise } from "../core/call/api-promise";
import { call } from "../core/call/call";
import { type ListOptions, paginate } from "../core/pagination/paginate";
import type { BodyInput, ListParams } from "../core/request/call-arguments";
import type { PagePromise } from "../core/pagination/page";
import { APIResource } from "../core/call/resource";
import type { RequestOptions } from "../core/sending/transport";
import type { Orchestration, OrchestrationRule, OrchestrationRuleResult } from "../generated/openapi";

// The contract's schemas by their generated names, so that hovers and messages read them.
export type { Orchestration, OrchestrationRule, OrchestrationRuleResult };

/** Query parameters of `orchestrations.list`. */
export type ListOrchestrationsParams = ListParams<"listOrchestrations">;
/**
 * Body of `orchestrations.create`: amounts as decimal strings or `Decimal`s. `ref_id` is generated
 * when omitted.
 */
export type CreateOrchestrationParams = BodyInput<"createOrchestration">;
/** Query parameters of `orchestrations.listRules`. */
export type ListOrchestrationRulesParams = ListParams<"listOrchestrationRules">;
/** Body of `orchestrations.createRule`. `ref_id` is generated when omitted. */
export type CreateOrchestrationRuleParams = BodyInput<"createOrchestrationRule">;

/** Multi-step asset movements (transfers and conversions) run by the service as one workflow. */
export class OrchestrationsResource extends APIResource {
  /**
   * `GET /orchestration/orchestrations` (scope `orchestration:read_orchestration`): list
   * orchestrations. Paginated: await it for a page, `for await` it for every item.
   */
  list(params: ListOrchestrationsParams = {}, options?: ListOptions): PagePromise<Orchestration> {
    return paginate(this.context, ops.listOrchestrations, params, options);
  }

  /**
   * `POST /orchestration/orchestrations` (scope `orchestration:write_orchestration`): create an
   * orchestration. Its `ref_id` is the idempotency key: one is generated when omitted and the same
   * one is sent on every retry.
   */
  create(body: CreateOrchestrationParams, options?: RequestOptions): APIPromise<Orchestration> {
    return call(this.context, ops.createOrchestration, { body }, options);
  }

  /**
   * `GET /orchestration/orchestrations/{id}` (scope `orchestration:read_orchestration`): get an
   * orchestration.
   */
  get(id: string, options?: RequestOptions): APIPromise<Orchestration> {
    return call(this.context, ops.getOrchestration, { path: { id } }, options);
  }

  /**
   * `GET /orchestration/rules` (scope `orchestration:read_orchestration_rule`): list orchestration
   * rules. Paginated: await it for a page, `for await` it for every item.
   */
  listRules(params: ListOrchestrationRulesParams = {}, options?: ListOptions): PagePromise<OrchestrationRule> {
    return paginate(this.context, ops.listOrchestrationRules, params, options);
  }

  /**
   * `POST /orchestration/rules` (scope `orchestration:write_orchestration_rule`): create an
   * orchestration rule. Its `ref_id` is the idempotency key: one is generated when omitted and the
   * same one is sent on every retry.
   */
  createRule(body: CreateOrchestrationRuleParams, options?: RequestOptions): APIPromise<OrchestrationRuleResult> {
    return call(this.context, ops.createOrchestrationRule, { body }, options);
  }

  /**
   * `DELETE /orchestration/rules/{id}` (scope `orchestration:write_orchestration_rule`): delete an
   * orchestration rule.
   */
  deleteRule(id: string, options?: RequestOptions): APIPromise<OrchestrationRuleResult> {
    return call(this.context, ops.deleteOrchestrationRule, { path: { id } }, options);
  }
}
