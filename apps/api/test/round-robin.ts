// Several API processes behind a load balancer, as a test sees them: each request goes to the next live process
// (round robin), over real HTTP.

export type Json = Record<string, unknown>;

export interface CallOptions {
  token?: string;
  body?: Json | Buffer;
  contentType?: string;
  /** This process instead of the next one. */
  port?: number;
}

/** Processes behind a load balancer: each request goes to the next live one (`down`: taken out of the turn). */
export class RoundRobin {
  private turn = 0;
  readonly down = new Set<number>();
  constructor(readonly ports: readonly number[]) {}

  next(): number {
    if (this.down.size >= this.ports.length) throw new Error('every process is down');
    for (;;) {
      const port = this.ports[this.turn++ % this.ports.length]!;
      if (!this.down.has(port)) return port;
    }
  }

  /** A call to the next process. */
  async call(method: string, path: string, options: CallOptions = {}) {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined;
    if (Buffer.isBuffer(options.body)) {
      body = options.body;
      headers['content-type'] = options.contentType ?? 'application/octet-stream';
    } else if (options.body) {
      body = JSON.stringify(options.body);
      headers['content-type'] = 'application/json';
    }
    const url = `http://127.0.0.1:${options.port ?? this.next()}${path}`;
    const response = await fetch(url, { method, headers, body });
    return {
      status: response.status,
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  /** A call that must answer `status`: its JSON. */
  async json(status: number, method: string, path: string, options?: CallOptions): Promise<Json> {
    const answer = await this.call(method, path, options);
    const text = answer.bytes.toString('utf8');
    if (answer.status !== status) throw new Error(`${method} ${path}: ${answer.status} ${text}`);
    return JSON.parse(text) as Json;
  }
}
