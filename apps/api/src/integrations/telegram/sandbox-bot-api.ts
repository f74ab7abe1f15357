import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Update } from '@grammyjs/types';

/*
 * A local stand-in for the Telegram Bot API that speaks its documented JSON over real HTTP (node:http):
 *
 *   POST|GET /bot<token>/getMe | getUpdates | setWebhook | deleteWebhook | getWebhookInfo | sendMessage
 *
 * with Telegram's envelope ({ok, result} or {ok:false, error_code, description, parameters}), long polling
 * (getUpdates waits up to `timeout` seconds; an offset confirms earlier updates; 409 while a webhook is set), a
 * webhook POSTed with X-Telegram-Bot-Api-Secret-Token, and the errors a sender must survive: 401 for a wrong
 * token, 400 for an empty or too long text, 403 "bot was blocked by the user", 429 with parameters.retry_after.
 *
 * The demo runs it when no TELEGRAM_BOT_TOKEN is set (the "sandbox bot"), and tests run it: `pressStart` plays a
 * person pressing Start on a deep link; `sent` is what reached each chat. It listens on 127.0.0.1 only.
 */

export interface SandboxChat {
  id: number;
  first_name: string;
  username?: string;
}

export interface SandboxSentMessage {
  chatId: string;
  text: string;
  at: Date;
}

export interface SandboxBotApiOptions {
  token: string;
  username?: string;
  /** 0 (default) = any free port. */
  port?: number;
  now?: () => Date;
}

export interface SandboxBotApi {
  /** The API root for the client (`apiRoot`), without a trailing slash. */
  url: string;
  token: string;
  username: string;
  /** Every sendMessage that succeeded, oldest first. */
  sent: SandboxSentMessage[];
  /** Every method call with when it arrived (sendMessage attempts included, refused or not). */
  calls: { method: string; chatId?: string; at: Date }[];
  webhook(): { url: string; secretToken: string | undefined } | null;
  /** A person presses Start on `t.me/<bot>?start=<payload>`: the bot receives "/start <payload>". */
  pressStart(chat: SandboxChat, payload: string): Promise<Update>;
  /** Any text the person writes to the bot. */
  write(chat: SandboxChat, text: string): Promise<Update>;
  /** The person blocks the bot: sending to the chat answers 403 from now on. */
  block(chatId: number | string): void;
  /** The next `times` sends (to `chatId`, or any chat when omitted) answer 429 with retry_after. */
  rateLimit(retryAfterSeconds: number, times: number, chatId?: number | string): void;
  close(): Promise<void>;
}

const MAX_TEXT = 4096;

export async function startSandboxBotApi(options: SandboxBotApiOptions): Promise<SandboxBotApi> {
  const now = options.now ?? (() => new Date());
  const username = options.username ?? 'adportal_sandbox_bot';
  const queue: Update[] = [];
  const waiters = new Set<() => void>();
  const blocked = new Set<string>();
  const limits: { chatId: string | undefined; retryAfter: number; remaining: number }[] = [];
  let nextUpdateId = 100_000 + Math.floor(Math.random() * 100_000);
  let nextMessageId = 1;
  let hook: {
    url: string;
    secretToken: string | undefined;
    allowedUpdates?: string[];
    lastError?: { last_error_date: number; last_error_message: string };
  } | null = null;
  const sent: SandboxSentMessage[] = [];
  const calls: SandboxBotApi['calls'] = [];

  const methods: Record<string, (params: Record<string, unknown>) => Promise<Reply> | Reply> = {
    getMe: () => ok({ id: 7_000_000_001, is_bot: true, first_name: 'AdPortal (sandbox)', username }),
    getWebhookInfo: () =>
      ok({
        url: hook?.url ?? '',
        has_custom_certificate: false,
        pending_update_count: queue.length,
        ...(hook?.allowedUpdates ? { allowed_updates: hook.allowedUpdates } : {}),
        ...(hook?.lastError ? hook.lastError : {}),
      }),
    setWebhook: (params) => {
      const url = String(params.url ?? '');
      const secret = params.secret_token === undefined ? undefined : String(params.secret_token);
      if (secret !== undefined && !/^[A-Za-z0-9_-]{1,256}$/.test(secret))
        return fail(400, 'Bad Request: secret token contains unallowed characters');
      const allowed = allowedUpdatesOf(params.allowed_updates);
      hook = url ? { url, secretToken: secret, ...(allowed ? { allowedUpdates: allowed } : {}) } : null;
      return ok(true);
    },
    deleteWebhook: () => {
      hook = null;
      return ok(true);
    },
    getUpdates: async (params) => {
      if (hook) return fail(409, "Conflict: can't use getUpdates method while webhook is active");
      const offset = Number(params.offset ?? 0);
      if (offset > 0) while (queue.length > 0 && queue[0]!.update_id < offset) queue.shift();
      const timeout = Math.min(Math.max(Number(params.timeout ?? 0), 0), 50);
      if (queue.length === 0 && timeout > 0) await waitForUpdate(timeout * 1000);
      const limit = Math.min(Math.max(Number(params.limit ?? 100), 1), 100);
      return ok(queue.slice(0, limit));
    },
    sendMessage: (params) => {
      const chatId = String(params.chat_id ?? '');
      const text = typeof params.text === 'string' ? params.text : '';
      if (!chatId) return fail(400, 'Bad Request: chat_id is empty');
      const limit = limits.find((entry) => entry.chatId === undefined || entry.chatId === chatId);
      if (limit) {
        limit.remaining -= 1;
        if (limit.remaining <= 0) limits.splice(limits.indexOf(limit), 1);
        return fail(429, `Too Many Requests: retry after ${limit.retryAfter}`, {
          retry_after: limit.retryAfter,
        });
      }
      if (blocked.has(chatId)) return fail(403, 'Forbidden: bot was blocked by the user');
      if (text.trim() === '') return fail(400, 'Bad Request: message text is empty');
      if (text.length > MAX_TEXT) return fail(400, 'Bad Request: message is too long');
      sent.push({ chatId, text, at: now() });
      const message = {
        message_id: nextMessageId++,
        date: Math.floor(now().getTime() / 1000),
        chat: { id: Number(chatId), type: 'private', first_name: 'Sandbox user' },
        text,
      };
      return ok(message);
    },
  };

  function waitForUpdate(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
    });
  }

  async function pushUpdate(update: Update): Promise<Update> {
    if (hook) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (hook.secretToken) headers['x-telegram-bot-api-secret-token'] = hook.secretToken;
      const answer = await fetch(hook.url, { method: 'POST', headers, body: JSON.stringify(update) }).catch(
        (error: Error) => error,
      );
      // Telegram remembers the last failed delivery (getWebhookInfo's last_error_*).
      const failure =
        answer instanceof Error
          ? answer.message
          : answer.ok
            ? undefined
            : `Wrong response from the webhook: ${answer.status} ${answer.statusText}`;
      if (failure)
        hook.lastError = { last_error_date: Math.floor(now().getTime() / 1000), last_error_message: failure };
      return update;
    }
    queue.push(update);
    for (const wake of [...waiters]) wake();
    return update;
  }

  function messageUpdate(chat: SandboxChat, text: string): Update {
    const message = {
      message_id: nextMessageId++,
      date: Math.floor(now().getTime() / 1000),
      chat: { id: chat.id, type: 'private', first_name: chat.first_name, username: chat.username },
      from: { id: chat.id, is_bot: false, first_name: chat.first_name, username: chat.username },
      text,
      ...(text.startsWith('/')
        ? { entities: [{ type: 'bot_command', offset: 0, length: text.split(' ')[0]!.length }] }
        : {}),
    };
    return { update_id: nextUpdateId++, message } as unknown as Update;
  }

  const server = createServer((request, response) => {
    void handle(request, response);
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://sandbox');
    const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(url.pathname);
    let reply: Reply;
    if (!match) reply = fail(404, 'Not Found');
    else if (match[1] !== options.token) reply = fail(401, 'Unauthorized');
    else {
      const method = methods[match[2]!];
      const params = { ...Object.fromEntries(url.searchParams), ...(await bodyOf(request)) };
      const chatId = params.chat_id === undefined ? undefined : String(params.chat_id);
      calls.push({ method: match[2]!, ...(chatId ? { chatId } : {}), at: now() });
      reply = method ? await method(params) : fail(404, 'Not Found: method not found');
    }
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(reply.body));
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    token: options.token,
    username,
    sent,
    calls,
    webhook: () => (hook ? { url: hook.url, secretToken: hook.secretToken } : null),
    pressStart: (chat, payload) => pushUpdate(messageUpdate(chat, `/start ${payload}`)),
    write: (chat, text) => pushUpdate(messageUpdate(chat, text)),
    block: (chatId) => blocked.add(String(chatId)),
    rateLimit: (retryAfter, times, chatId) =>
      limits.push({
        chatId: chatId === undefined ? undefined : String(chatId),
        retryAfter,
        remaining: times,
      }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const wake of [...waiters]) wake();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Reply {
  status: number;
  body: object;
}

/** setWebhook's allowed_updates: a JSON array, or its text in a form post. */
function allowedUpdatesOf(value: unknown): string[] | undefined {
  try {
    const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
    return Array.isArray(list) ? list.map(String) : undefined;
  } catch {
    return undefined;
  }
}

function ok(result: unknown): Reply {
  return { status: 200, body: { ok: true, result } };
}

function fail(code: number, description: string, parameters?: { retry_after: number }): Reply {
  return {
    status: code,
    body: { ok: false, error_code: code, description, ...(parameters ? { parameters } : {}) },
  };
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  if (request.method !== 'POST') return {};
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000) return {};
    chunks.push(chunk as Buffer);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  const type = request.headers['content-type'] ?? '';
  try {
    if (type.includes('application/json')) return JSON.parse(raw) as Record<string, unknown>;
    if (type.includes('application/x-www-form-urlencoded'))
      return Object.fromEntries(new URLSearchParams(raw));
  } catch {
    return {};
  }
  return {};
}
