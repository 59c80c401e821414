/**
 * Written by hand: the few answers the service gives in more than one form, each turned into the one
 * form its method hands back. The contract names them (`x-sdk-answer: { via, returns }` on the
 * operation) and the generated resource methods call them; one function per answer, so a bundle keeps
 * only those of the methods it uses.
 */
import type { SuccessBody } from "../core/request/call-arguments";
import type { MonitoringAddress, MonitoringAddressResult, SettlementTransaction, Ticker } from "../generated/openapi";

/**
 * `settlement.getTransaction`: the transaction, or a one-element array holding it (the public
 * document shows both; see `SettlementTransactionAnswer` in the contract).
 */
export function oneSettlementTransaction(data: SuccessBody<"getTransaction">): SettlementTransaction {
  return Array.isArray(data) ? data[0]! : data;
}

/**
 * `monitoringAddresses.get`: the record wrapped in `address` (as create and update answer it), or the
 * bare record, whose `address` is the on-chain address as a string (see `MonitoringAddressAnswer`):
 * the bare one is wrapped the same way.
 */
export function wrappedMonitoringAddress(data: SuccessBody<"getMonitoringAddress">): MonitoringAddressResult {
  return typeof data.address === "string" ? { address: data as MonitoringAddress } : (data as MonitoringAddressResult);
}

/** `market.listTickers`: a bare array or `{ tickers: [...] }` (the two sources disagree; see `AllTickers`): both give the array. */
export function tickerArray(data: SuccessBody<"listTickers">): Ticker[] {
  return Array.isArray(data) ? data : (data.tickers ?? []);
}
