/**
 * The mock's check of every blockchain address a request body gives, on every route, before the route
 * runs: an address that cannot be on the network its sibling field names (`x-address-network` in the
 * contract, generated into the operation's mock sample) is refused as the service refuses it, so nothing
 * moves. A network the mock knows no form of (the PAXOS ledger, whose "address" is a profile) is left to
 * the route.
 */
import { addressForm } from "../domain/addresses";
import { badRequest } from "../protocol/problem";

/** Where a body holds an address: the path to its object (`"*"` for array items), its field, its network's field. */
export interface AddressField {
  readonly at: readonly string[];
  readonly address: string;
  readonly network: string;
}

/** Refuses (400, rule `format`, naming the field, the value and the network's form) the first address not of its network's form. */
export function refuseForeignAddresses(fields: readonly AddressField[] | undefined, body: unknown): void {
  for (const field of fields ?? []) visit(field, body, 0, "");
}

function visit(field: AddressField, value: unknown, depth: number, where: string): void {
  if (value === null || typeof value !== "object") return;
  if (depth < field.at.length) {
    const step = field.at[depth]!;
    if (step === "*") {
      if (Array.isArray(value)) value.forEach((item, index) => visit(field, item, depth + 1, `${where}${index}.`));
      return;
    }
    visit(field, (value as Record<string, unknown>)[step], depth + 1, `${where}${step}.`);
    return;
  }
  const holder = value as Record<string, unknown>;
  const address = holder[field.address];
  const network = holder[field.network];
  if (typeof address !== "string" || typeof network !== "string") return;
  const form = addressForm(network);
  if (!form || form.accepts(address)) return;
  const name = `${where}${field.address}`;
  const article = /^[AEIOU]/.test(network) ? "an" : "a";
  throw badRequest(name, "format", `${name} ${JSON.stringify(address)} is not ${article} ${network} address: ${network} addresses are ${form.rule}`, {
    value: address,
    network,
  });
}
