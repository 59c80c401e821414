/** POST /transfer/fees/crypto-withdrawal (scope fee:write_crypto_withdrawal_fee): a guaranteed fee; see ../withdrawal-fees.ts. */
import { Decimal } from "../../decimal";
import { badRequest, jsonResponse } from "../protocol/problem";
import { formatNanos } from "../domain/timestamps";
import { type CryptoWithdrawalFeeRecord, FEE_LIFETIME_SECONDS, withdrawalFee } from "../domain/withdrawal-fees";
import { amountOrTotal } from "./withdrawals";
import { operationRoute } from "./operation-route";
import { requireAsset } from "./references";

/**
 * Quotes the fee of a withdrawal: with `amount` the total is amount plus fee, with `total` the amount
 * is total less fee (400 naming `total` when that leaves nothing); exactly one of them (400 otherwise).
 * An asset the mock does not know is 400 unknownAsset.
 * The quote is kept, so `createCryptoWithdrawal` can accept its id until it expires.
 */
export const createCryptoWithdrawalFee = operationRoute("createCryptoWithdrawalFee", ({ body }, { store, clock }) => {
  requireAsset(body.asset, "asset");
  const { field, amount: given } = amountOrTotal(body);
  const asset = body.asset as string;
  const network = body.crypto_network as string;
  const fee = withdrawalFee(asset, network);
  const amount = field === "amount" ? new Decimal(given) : new Decimal(given).minus(fee);
  if (amount.lte(0)) throw badRequest("total", "exclusiveMinimum", `total must exceed the fee of ${fee} ${asset}`, { fee });
  const record: CryptoWithdrawalFeeRecord = {
    id: store.newId(),
    fee,
    asset,
    amount: amount.toFixed(),
    total: amount.plus(fee).toFixed(),
    destination_address: body.destination_address as string,
    crypto_network: network,
    expires_at: formatNanos(clock.nowNanos() + BigInt(FEE_LIFETIME_SECONDS) * 1_000_000_000n),
  };
  store.cryptoWithdrawalFees.set(record.id, record);
  return jsonResponse(200, record);
});
