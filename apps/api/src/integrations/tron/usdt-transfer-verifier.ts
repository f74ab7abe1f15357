import { isValidTronAddress } from './address.ts';
import { type TronGridClient, USDT_TRC20_CONTRACT } from './trongrid-client.ts';

export { USDT_TRC20_CONTRACT };

/** Why a claimed deposit was not accepted. `not_found` and `not_confirmed` may change: ask again later. */
export type VerifyFailure =
  | 'malformed_hash'
  | 'not_found'
  | 'not_confirmed'
  | 'failed'
  | 'wrong_token'
  | 'wrong_recipient'
  | 'amount_too_low'
  | 'too_old';

/** A verified USDT deposit (amounts in micro-USDT) or the reason it is not one. */
export type VerifyResult =
  | { ok: true; transfer: { txHash: string; from: string; to: string; amountMicros: bigint; at: Date } }
  | { ok: false; reason: VerifyFailure };

export interface VerifyDepositRequest {
  /** 64 hex digits (any case, surrounding spaces ignored; an 0x prefix is not TRON's and is refused). */
  txHash: string;
  platformAddress: string;
  minAmountMicros: bigint;
  /** Refuse transactions whose block is older (e.g. before the deposit request was made). */
  notBefore?: Date;
}

/** How far back an unconfirmed transfer is looked for (solidification takes about a minute). */
const PENDING_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether the TRON transaction `txHash` is a confirmed, successful USDT-TRC20 payment of at least
 * `minAmountMicros` to `platformAddress`.
 *
 * The solidity node's gettransactioninfobyid is the authority: it answers only for transactions in a
 * solidified block, gives the receipt, and its logs hold the Transfer events keyed by the emitting contract,
 * which is matched against USDT_TRC20_CONTRACT (never the token's name or symbol: anyone can call a token
 * USDT). Several USDT transfers to the platform in one transaction are added up. Only when it knows nothing is
 * the platform's TRC-20 list (unconfirmed included) read, to tell `not_confirmed` from `not_found`.
 */
export async function verifyUsdtDeposit(
  client: TronGridClient,
  request: VerifyDepositRequest,
): Promise<VerifyResult> {
  const txHash = request.txHash.trim().toLowerCase();
  if (!/^[0-9a-f]{64}$/.test(txHash)) return { ok: false, reason: 'malformed_hash' };
  const { platformAddress } = request;
  if (!isValidTronAddress(platformAddress)) throw new Error(`not a valid TRON address: ${platformAddress}`);

  const info = await client.transactionInfo(txHash);
  if (!info.confirmed) {
    const notBefore = request.notBefore?.getTime() ?? 0;
    const { transfers } = await client.listIncomingUsdt(platformAddress, {
      includeUnconfirmed: true,
      minTimestamp: Math.max(notBefore, Date.now() - PENDING_WINDOW_MS),
    });
    const pending = transfers.some((transfer) => transfer.txHash === txHash);
    return { ok: false, reason: pending ? 'not_confirmed' : 'not_found' };
  }
  if (!info.success) return { ok: false, reason: 'failed' };

  const usdt = info.transfers.filter((transfer) => transfer.contract === USDT_TRC20_CONTRACT);
  if (usdt.length === 0) return { ok: false, reason: 'wrong_token' };
  const toPlatform = usdt.filter((transfer) => transfer.to === platformAddress);
  const first = toPlatform[0];
  if (!first) return { ok: false, reason: 'wrong_recipient' };
  if (request.notBefore && info.blockTimestamp < request.notBefore.getTime()) {
    return { ok: false, reason: 'too_old' };
  }
  const amountMicros = toPlatform.reduce((sum, transfer) => sum + transfer.amount, 0n);
  if (amountMicros < request.minAmountMicros) return { ok: false, reason: 'amount_too_low' };
  return {
    ok: true,
    transfer: {
      txHash,
      from: first.from,
      to: platformAddress,
      amountMicros,
      at: new Date(info.blockTimestamp),
    },
  };
}
