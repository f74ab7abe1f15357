/**
 * Group commit: callers submit items one by one and wait; the items that arrive while a flush is running (or
 * within `maxWaitMs` of the first) are written together by one `flush`, so a durable write per item costs one
 * transaction per batch instead of one per item. `flush` answers one result per item, in order; when it
 * throws, every item of that batch gets `onError`'s answer (nothing of a failed transaction was written).
 */
const ignore = () => {};

export class GroupCommit<Item, Result> {
  private queue: { item: Item; resolve: (result: Result) => void }[] = [];
  private running = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly idle: (() => void)[] = [];

  constructor(
    private readonly flush: (items: Item[]) => Promise<Result[]>,
    private readonly options: {
      maxBatch: number;
      maxWaitMs: number;
      concurrency: number;
      onError: (error: unknown, items: Item[]) => Result;
    },
  ) {}

  submit(item: Item): Promise<Result> {
    return new Promise((resolve) => {
      this.queue.push({ item, resolve });
      this.schedule();
    });
  }

  /** Queues an item whose caller does not wait for its result (no promise made per item). */
  add(item: Item): void {
    this.queue.push({ item, resolve: ignore });
    this.schedule();
  }

  /** Resolves once everything submitted so far is written (shutdown, tests). */
  async drain(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    while (this.queue.length > 0 && this.running < this.options.concurrency) this.start();
    if (this.queue.length === 0 && this.running === 0) return;
    await new Promise<void>((resolve) => this.idle.push(resolve));
    return this.drain();
  }

  private schedule() {
    if (this.running >= this.options.concurrency) return;
    if (this.queue.length >= this.options.maxBatch || this.options.maxWaitMs === 0) {
      this.start();
      return;
    }
    this.timer ??= setTimeout(() => {
      this.timer = null;
      if (this.running < this.options.concurrency) this.start();
    }, this.options.maxWaitMs);
  }

  private start() {
    const batch = this.queue.splice(0, this.options.maxBatch);
    if (batch.length === 0) return;
    if (this.timer && this.queue.length === 0) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.running += 1;
    const items = batch.map((entry) => entry.item);
    this.flush(items)
      .then(
        (results) => {
          for (const [index, entry] of batch.entries()) entry.resolve(results[index]!);
        },
        (error: unknown) => {
          const answer = this.options.onError(error, items);
          for (const entry of batch) entry.resolve(answer);
        },
      )
      .finally(() => {
        this.running -= 1;
        if (this.queue.length > 0) this.schedule();
        else if (this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
      });
  }
}
