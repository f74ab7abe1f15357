import { isValidTronAddress, tronAddressFromHex } from './address.ts';

/** The USDT (Tether) TRC-20 contract on TRON mainnet; 6 decimals, so its base units are micro-USDT. */
export const USDT_TRC20_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** keccak256('Transfer(address,address,uint256)'): topic 0 of every TRC-20/ERC-20 Transfer event. */
export const TRC20_TRANSFER_TOPIC = 'ddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

/** TronGrid's page size ceiling for the TRC-20 transfer list. */
const MAX_PAGE_SIZE = 200;

/** One entry of TronGrid's TRC-20 transfer list for an account, decoded. */
export interface Trc20Transfer {
  txHash: string;
  from: string;
  to: string;
  /** In the token's base units (micro-USDT for USDT), as TronGrid's `value` string; never a float. */
  amount: bigint;
  /** 'Transfer' or 'Approval' (TronGrid lists both). */
  type: string;
  /** Block time, ms since the epoch. */
  blockTimestamp: number;
  /** As reported by TronGrid: trust `address` only, anyone can name a token 'USDT'. */
  token: { address: string; decimals: number; symbol: string; name: string };
}

/** A TRC-20 Transfer event read from a transaction's logs (emitted by `contract`). */
export interface Trc20LogTransfer {
  contract: string;
  from: string;
  to: string;
  amount: bigint;
}

/**
 * What the solidity node knows about one transaction: `confirmed` once it is in a solidified (irreversible)
 * block, and then `success` when its contract call ended in SUCCESS (not reverted, not out of energy).
 */
export type TransactionInfo =
  | { confirmed: false; success: false; transfers: [] }
  | {
      confirmed: true;
      success: boolean;
      blockNumber: number;
      /** Block time, ms since the epoch. */
      blockTimestamp: number;
      /** Every TRC-20 Transfer event in its logs, whichever contract emitted it (none when it failed). */
      transfers: Trc20LogTransfer[];
    };

export type TronGridErrorKind =
  | 'rate_limited'
  | 'unauthorized'
  | 'http'
  | 'timeout'
  | 'network'
  | 'bad_response';

/** A TronGrid call that did not give a usable answer. `status` is 0 when no HTTP answer arrived. */
export class TronGridError extends Error {
  override readonly name = 'TronGridError';
  constructor(
    message: string,
    readonly kind: TronGridErrorKind,
    readonly status: number,
    /** Seconds to wait, from a 429's Retry-After header when present. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

export interface TronGridClientOptions {
  /** e.g. https://api.trongrid.io (mainnet) or https://api.shasta.trongrid.io. */
  baseUrl: string;
  /** Sent as TRON-PRO-API-KEY; never logged nor put into URLs or error messages. */
  apiKey?: string;
  fetch?: typeof fetch;
  /** Per request; 10 s by default. */
  timeoutMs?: number;
}

export interface ListIncomingOptions {
  /** Only transfers at or after this block time (ms). */
  minTimestamp?: number;
  /** The cursor a previous page returned. */
  fingerprint?: string;
  /** 1–200; 200 by default. */
  limit?: number;
  /** Also list transfers not yet in a solidified block (TronGrid omits only_confirmed). */
  includeUnconfirmed?: boolean;
}

function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A list entry, or null when it is not a well-formed transfer (skipped: real USDT transfers always are). */
function parseTransfer(entry: unknown): Trc20Transfer | null {
  if (!isRecord(entry) || !isRecord(entry.token_info)) return null;
  const { transaction_id, from, to, value, type, block_timestamp, token_info } = entry;
  if (typeof transaction_id !== 'string' || !/^[0-9a-fA-F]{64}$/.test(transaction_id)) return null;
  if (typeof from !== 'string' || typeof to !== 'string' || typeof type !== 'string') return null;
  if (typeof value !== 'string' || !/^\d{1,78}$/.test(value)) return null;
  if (typeof block_timestamp !== 'number' || typeof token_info.address !== 'string') return null;
  return {
    txHash: transaction_id.toLowerCase(),
    from,
    to,
    amount: BigInt(value),
    type,
    blockTimestamp: block_timestamp,
    token: {
      address: token_info.address,
      decimals: typeof token_info.decimals === 'number' ? token_info.decimals : Number(token_info.decimals),
      symbol: String(token_info.symbol ?? ''),
      name: String(token_info.name ?? ''),
    },
  };
}

/** A 32-byte ABI word holding an address → base58 (the last 20 bytes, with the 0x41 prefix). */
function addressFromWord(word: string): string {
  return tronAddressFromHex(`41${word.slice(-40)}`);
}

/** TRC-20 Transfer events among a transaction's logs; other events are ignored. */
function parseTransferLogs(log: unknown): Trc20LogTransfer[] {
  if (!Array.isArray(log)) return [];
  const transfers: Trc20LogTransfer[] = [];
  for (const entry of log) {
    if (!isRecord(entry) || typeof entry.address !== 'string' || !Array.isArray(entry.topics)) continue;
    const [topic, fromWord, toWord] = entry.topics as unknown[];
    if (typeof topic !== 'string' || topic.toLowerCase() !== TRC20_TRANSFER_TOPIC) continue;
    if (typeof fromWord !== 'string' || typeof toWord !== 'string') continue;
    if (!/^[0-9a-fA-F]{64}$/.test(fromWord) || !/^[0-9a-fA-F]{64}$/.test(toWord)) continue;
    if (typeof entry.data !== 'string' || !/^[0-9a-fA-F]{64}/.test(entry.data)) continue;
    const contractHex = entry.address.length === 40 ? `41${entry.address}` : entry.address;
    if (!/^41[0-9a-fA-F]{40}$/.test(contractHex)) continue;
    transfers.push({
      contract: tronAddressFromHex(contractHex),
      from: addressFromWord(fromWord),
      to: addressFromWord(toWord),
      amount: BigInt(`0x${entry.data.slice(0, 64)}`),
    });
  }
  return transfers;
}

/**
 * A small TronGrid (TRON HTTP API) client for USDT-TRC20 deposits: the incoming USDT transfers of an address
 * (confirmed only, by default) and one transaction's confirmation, result and Transfer events.
 */
export class TronGridClient {
  private readonly baseUrl: string;
  private readonly apiKey: string | undefined;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(options: TronGridClientOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.apiKey = options.apiKey || undefined;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  /** One page (newest first) of USDT transfers to `address`; `fingerprint` is set when there is a next page. */
  async listIncomingUsdt(
    address: string,
    options: ListIncomingOptions = {},
  ): Promise<{ transfers: Trc20Transfer[]; fingerprint?: string }> {
    if (!isValidTronAddress(address)) throw new Error(`not a valid TRON address: ${address}`);
    const query = new URLSearchParams({ only_to: 'true', contract_address: USDT_TRC20_CONTRACT });
    if (!options.includeUnconfirmed) query.set('only_confirmed', 'true');
    query.set('limit', String(Math.min(MAX_PAGE_SIZE, Math.max(1, options.limit ?? MAX_PAGE_SIZE))));
    if (options.minTimestamp !== undefined) {
      query.set('min_timestamp', String(Math.floor(options.minTimestamp)));
    }
    if (options.fingerprint) query.set('fingerprint', options.fingerprint);
    const body = await this.request('GET', `/v1/accounts/${address}/transactions/trc20?${query}`);
    if (!isRecord(body) || body.success === false || !Array.isArray(body.data)) {
      throw new TronGridError('TronGrid: unexpected TRC-20 list answer', 'bad_response', 200);
    }
    const transfers = body.data.map(parseTransfer).filter((transfer) => transfer !== null);
    const fingerprint = isRecord(body.meta) ? body.meta.fingerprint : undefined;
    return typeof fingerprint === 'string' && fingerprint ? { transfers, fingerprint } : { transfers };
  }

  /**
   * Every confirmed USDT transfer to `address` at or after `minTimestamp` (ms), following fingerprints for at
   * most `maxPages` pages (20 by default); `truncated` says the cap was hit and older transfers remain.
   */
  async listAllIncomingUsdtSince(
    address: string,
    minTimestamp: number,
    options: { maxPages?: number; pageSize?: number } = {},
  ): Promise<{ transfers: Trc20Transfer[]; truncated: boolean }> {
    const maxPages = options.maxPages ?? 20;
    const transfers: Trc20Transfer[] = [];
    let fingerprint: string | undefined;
    for (let page = 0; page < maxPages; page++) {
      const answer = await this.listIncomingUsdt(address, {
        minTimestamp,
        fingerprint,
        limit: options.pageSize,
      });
      transfers.push(...answer.transfers);
      fingerprint = answer.fingerprint;
      if (!fingerprint) return { transfers, truncated: false };
    }
    return { transfers, truncated: true };
  }

  /** From the solidity node: `confirmed` false for an unknown or not yet solidified transaction (it answers {}). */
  async transactionInfo(txHash: string): Promise<TransactionInfo> {
    if (!/^[0-9a-fA-F]{64}$/.test(txHash)) throw new Error('not a transaction id (64 hex digits)');
    const info = await this.request('POST', '/walletsolidity/gettransactioninfobyid', { value: txHash });
    if (!isRecord(info))
      throw new TronGridError('TronGrid: unexpected transaction info', 'bad_response', 200);
    if (
      typeof info.id !== 'string' ||
      typeof info.blockNumber !== 'number' ||
      typeof info.blockTimeStamp !== 'number'
    ) {
      return { confirmed: false, success: false, transfers: [] };
    }
    const receipt = isRecord(info.receipt) ? info.receipt : {};
    // Contract calls report receipt.result; a failed transaction also carries result: 'FAILED'.
    const success = info.result !== 'FAILED' && (receipt.result ?? 'SUCCESS') === 'SUCCESS';
    return {
      confirmed: true,
      success,
      blockNumber: info.blockNumber,
      blockTimestamp: info.blockTimeStamp,
      transfers: success ? parseTransferLogs(info.log) : [],
    };
  }

  private async request(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.apiKey) headers['TRON-PRO-API-KEY'] = this.apiKey;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const where = `${method} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await this.fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      const timedOut =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const cause = error instanceof Error ? error.message : String(error);
      throw timedOut
        ? new TronGridError(`TronGrid ${where}: no answer in ${this.timeoutMs} ms`, 'timeout', 0)
        : new TronGridError(`TronGrid ${where}: ${cause}`, 'network', 0);
    }
    if (response.status === 429 || response.status === 403) {
      // TronGrid answers 403 too when a key exceeds its rate ("… suspended for 30s") or its daily quota.
      const text = (await response.text().catch(() => '')).slice(0, 500);
      const suspended = /suspended for (\d+)\s*s/i.exec(text)?.[1];
      const retryAfter =
        parseRetryAfter(response.headers.get('retry-after')) ?? (suspended ? Number(suspended) : undefined);
      if (response.status === 429 || suspended || /limit|quota/i.test(text)) {
        throw new TronGridError(
          `TronGrid ${where}: rate limited (${response.status})`,
          'rate_limited',
          response.status,
          retryAfter,
        );
      }
      throw new TronGridError(`TronGrid ${where}: HTTP 403`, 'unauthorized', 403);
    }
    if (!response.ok) {
      await response.body?.cancel();
      const kind = response.status === 401 ? 'unauthorized' : 'http';
      throw new TronGridError(`TronGrid ${where}: HTTP ${response.status}`, kind, response.status);
    }
    try {
      return await response.json();
    } catch {
      throw new TronGridError(`TronGrid ${where}: answer is not JSON`, 'bad_response', response.status);
    }
  }
}
