import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  hexFromTronAddress,
  isValidTronAddress,
  tronAddressFromHex,
} from '../src/integrations/tron/address.ts';
import { TRC20_TRANSFER_TOPIC, USDT_TRC20_CONTRACT } from '../src/integrations/tron/trongrid-client.ts';

/** A transfer to put on the fake chain; only `to` and `amountMicros` are required. */
export interface FakeTransferInput {
  /** 64 hex digits; random by default. */
  txHash?: string;
  /** Random by default. */
  from?: string;
  to: string;
  /** In the token's base units. */
  amountMicros: bigint;
  /** The emitting token contract; USDT_TRC20_CONTRACT by default. */
  contract?: string;
  /** 'USDT' by default, whatever the contract (fake tokens call themselves USDT too). */
  symbol?: string;
  /** In a solidified block; true by default. */
  confirmed?: boolean;
  /** Its contract call succeeded; true by default. A failed one emits no event and is in no list. */
  success?: boolean;
  /** Block time (ms); now by default. */
  timestamp?: number;
}

interface FakeTransaction {
  txHash: string;
  from: string;
  to: string;
  amount: bigint;
  contract: string;
  symbol: string;
  confirmed: boolean;
  success: boolean;
  timestamp: number;
  seq: number;
  blockNumber?: number;
}

/** A request the fake received (whether it carried an API key, never the key itself). */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  hadApiKey: boolean;
}

/** A random valid TRON address (0x41 + 20 random bytes, base58check). */
export function randomTronAddress(): string {
  return tronAddressFromHex(`41${randomBytes(20).toString('hex')}`);
}

const word = (hex: string) => hex.padStart(64, '0');
/** The 20 address bytes in hex (no 0x41), as event topics and ABI words carry them. */
const hex20 = (address: string) => hexFromTronAddress(address).slice(2);

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const encodeCursor = (tx: FakeTransaction) =>
  Buffer.from(JSON.stringify([tx.timestamp, tx.seq])).toString('base64url');

function decodeCursor(fingerprint: string): [number, number] | null {
  try {
    const cursor: unknown = JSON.parse(Buffer.from(fingerprint, 'base64url').toString('utf8'));
    return Array.isArray(cursor) && cursor.length === 2 && cursor.every(Number.isInteger)
      ? (cursor as [number, number])
      : null;
  } catch {
    return null;
  }
}

/**
 * A TronGrid stand-in on a local port (a free one by default) for tests and local runs: the account TRC-20
 * transfer list (only_confirmed, only_unconfirmed, only_to, only_from, contract_address, min/max_timestamp,
 * limit, fingerprint paging, newest first) and the solidity node's gettransactioninfobyid (receipt and Transfer
 * event logs) and gettransactionbyid (the transfer call). With `apiKey`, requests without that
 * TRON-PRO-API-KEY get 401. Transfers are added with `addTransfer`; unconfirmed ones are hidden from confirmed
 * lists and the solidity node until `confirm`.
 */
export async function startTronGridFake(options: { port?: number; apiKey?: string } = {}) {
  const transactions = new Map<string, FakeTransaction>();
  const requests: FakeRequest[] = [];
  let seq = 0;
  let nextBlock = 60_000_000;
  let rateLimited = 0;
  let retryAfterSeconds = 1;

  function listTransfers(address: string, query: URLSearchParams, response: ServerResponse) {
    if (!isValidTronAddress(address)) {
      return send(response, 400, { success: false, error: `invalid address: ${address}`, statusCode: 400 });
    }
    const flag = (name: string) => query.get(name) === 'true';
    const number = (name: string) => (query.has(name) ? Number(query.get(name)) : undefined);
    const limit = Math.min(200, Math.max(1, number('limit') ?? 20));
    const minTimestamp = number('min_timestamp');
    const maxTimestamp = number('max_timestamp');
    const contract = query.get('contract_address');
    const fingerprint = query.get('fingerprint');
    const cursor = fingerprint ? decodeCursor(fingerprint) : undefined;
    if (cursor === null) return send(response, 400, { success: false, error: 'invalid fingerprint' });

    const matching = [...transactions.values()]
      .filter(
        (tx) =>
          tx.success &&
          (tx.to === address || tx.from === address) &&
          !(flag('only_confirmed') && !tx.confirmed) &&
          !(flag('only_unconfirmed') && tx.confirmed) &&
          !(flag('only_to') && tx.to !== address) &&
          !(flag('only_from') && tx.from !== address) &&
          !(contract && tx.contract !== contract) &&
          !(minTimestamp !== undefined && tx.timestamp < minTimestamp) &&
          !(maxTimestamp !== undefined && tx.timestamp > maxTimestamp),
      )
      .sort((a, b) => b.timestamp - a.timestamp || b.seq - a.seq)
      .filter(
        (tx) => !cursor || tx.timestamp < cursor[0] || (tx.timestamp === cursor[0] && tx.seq < cursor[1]),
      );
    const page = matching.slice(0, limit);
    const last = page.at(-1);
    const meta = {
      at: Date.now(),
      page_size: page.length,
      ...(last && matching.length > limit ? { fingerprint: encodeCursor(last) } : {}),
    };
    send(response, 200, {
      data: page.map((tx) => ({
        transaction_id: tx.txHash,
        token_info: { symbol: tx.symbol, address: tx.contract, decimals: 6, name: `${tx.symbol} token` },
        block_timestamp: tx.timestamp,
        from: tx.from,
        to: tx.to,
        type: 'Transfer',
        value: tx.amount.toString(),
      })),
      success: true,
      meta,
    });
  }

  function transactionInfo(tx: FakeTransaction) {
    return {
      id: tx.txHash,
      fee: 13_845_000,
      blockNumber: tx.blockNumber,
      blockTimeStamp: tx.timestamp,
      contractResult: [tx.success ? word('1') : ''],
      contract_address: hexFromTronAddress(tx.contract),
      receipt: { energy_usage_total: 64_285, net_usage: 345, result: tx.success ? 'SUCCESS' : 'REVERT' },
      ...(tx.success
        ? {
            log: [
              {
                address: hex20(tx.contract),
                topics: [TRC20_TRANSFER_TOPIC, word(hex20(tx.from)), word(hex20(tx.to))],
                data: word(tx.amount.toString(16)),
              },
            ],
          }
        : { result: 'FAILED', resMessage: Buffer.from('REVERT opcode executed').toString('hex') }),
    };
  }

  function transaction(tx: FakeTransaction) {
    return {
      ret: [{ contractRet: tx.success ? 'SUCCESS' : 'REVERT' }],
      txID: tx.txHash,
      raw_data: {
        contract: [
          {
            parameter: {
              value: {
                data: `a9059cbb${word(hex20(tx.to))}${word(tx.amount.toString(16))}`,
                owner_address: hexFromTronAddress(tx.from),
                contract_address: hexFromTronAddress(tx.contract),
              },
              type_url: 'type.googleapis.com/protocol.TriggerSmartContract',
            },
            type: 'TriggerSmartContract',
          },
        ],
        timestamp: tx.timestamp - 3_000,
        fee_limit: 100_000_000,
      },
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake');
    const hadApiKey = typeof request.headers['tron-pro-api-key'] === 'string';
    requests.push({
      method: request.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      hadApiKey,
    });
    if (rateLimited > 0) {
      rateLimited--;
      return send(
        response,
        429,
        { Error: 'too many requests' },
        { 'retry-after': String(retryAfterSeconds) },
      );
    }
    if (options.apiKey && request.headers['tron-pro-api-key'] !== options.apiKey) {
      return send(response, 401, { Error: 'invalid or missing TRON-PRO-API-KEY' });
    }
    const list = /^\/v1\/accounts\/([^/]+)\/transactions\/trc20$/.exec(url.pathname);
    if (request.method === 'GET' && list)
      return listTransfers(decodeURIComponent(list[1]!), url.searchParams, response);
    const solidity = /^\/walletsolidity\/(gettransactioninfobyid|gettransactionbyid)$/.exec(url.pathname);
    if (request.method === 'POST' && solidity) {
      const body = await readJson(request);
      if (!body || typeof body.value !== 'string') return send(response, 400, { Error: 'value is required' });
      const tx = transactions.get(body.value.toLowerCase());
      if (!tx?.confirmed) return send(response, 200, {});
      return send(
        response,
        200,
        solidity[1] === 'gettransactionbyid' ? transaction(tx) : transactionInfo(tx),
      );
    }
    send(response, 404, { Error: 'not found' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => send(response, 500, { Error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    /** Every request received so far, oldest first. */
    requests,
    /** Puts a transfer on the fake chain; returns its transaction hash. */
    addTransfer(input: FakeTransferInput): string {
      const txHash = (input.txHash ?? randomBytes(32).toString('hex')).toLowerCase();
      if (!/^[0-9a-f]{64}$/.test(txHash)) throw new Error(`not a transaction hash: ${txHash}`);
      if (transactions.has(txHash)) throw new Error(`transaction ${txHash} already exists`);
      const tx: FakeTransaction = {
        txHash,
        from: input.from ?? randomTronAddress(),
        to: input.to,
        amount: input.amountMicros,
        contract: input.contract ?? USDT_TRC20_CONTRACT,
        symbol: input.symbol ?? 'USDT',
        confirmed: input.confirmed ?? true,
        success: input.success ?? true,
        timestamp: input.timestamp ?? Date.now(),
        seq: seq++,
      };
      for (const address of [tx.from, tx.to, tx.contract]) {
        if (!isValidTronAddress(address)) throw new Error(`not a valid TRON address: ${address}`);
      }
      if (tx.amount < 0n) throw new Error('amountMicros must not be negative');
      if (tx.confirmed) tx.blockNumber = nextBlock++;
      transactions.set(txHash, tx);
      return txHash;
    },
    /** Solidifies an unconfirmed transfer: it now shows in confirmed lists and on the solidity node. */
    confirm(txHash: string): void {
      const tx = transactions.get(txHash.toLowerCase());
      if (!tx) throw new Error(`unknown transaction ${txHash}`);
      if (!tx.confirmed) {
        tx.confirmed = true;
        tx.blockNumber = nextBlock++;
      }
    },
    /** The next `n` requests answer 429 with Retry-After: `seconds`. */
    rateLimitNext(n: number, seconds = 1): void {
      rateLimited = n;
      retryAfterSeconds = seconds;
    },
    close(): Promise<void> {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** A running fake, as `startTronGridFake` returns it. */
export type TronGridFake = Awaited<ReturnType<typeof startTronGridFake>>;
