import type { AppMetrics } from '../../lib/metrics.ts';

export type WriteStepMetrics = Pick<AppMetrics, 'deliveryWriteSteps'>;

/**
 * The wall time of each step of one batch write (lock, reads, inserts, commit…), observed into
 * `adportal_delivery_write_step_seconds` when the batch ends: bench:clicks and bench:beacons read each step's share
 * from /metrics. A step's time includes the event loop's own delay in taking the database's answer.
 */
export class WriteSteps {
  private last = performance.now();
  private readonly laps: [step: string, ms: number][] = [];

  constructor(
    private readonly writer: 'clicks' | 'impressions',
    private readonly metrics: WriteStepMetrics | undefined,
  ) {}

  /** Ends the step running since the last lap (or since the batch started). */
  lap(step: string): void {
    const now = performance.now();
    this.laps.push([step, now - this.last]);
    this.last = now;
  }

  /** Observes the laps once the batch is done (a failed batch's steps are not observed). */
  observe(): void {
    const histogram = this.metrics?.deliveryWriteSteps;
    if (!histogram) return;
    for (const [step, ms] of this.laps) histogram.observe({ writer: this.writer, step }, ms / 1000);
  }
}
