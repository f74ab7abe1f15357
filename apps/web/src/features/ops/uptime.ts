/** Splits an uptime in seconds into days, hours, minutes and seconds. */
export function splitUptime(totalSeconds: number): { d: number; h: number; m: number; s: number } {
  const seconds = Math.max(0, Math.floor(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  return {
    d: Math.floor(seconds / 86_400),
    h: Math.floor((seconds % 86_400) / 3_600),
    m: Math.floor((seconds % 3_600) / 60),
    s: seconds % 60,
  };
}

/** The catalogue template for an uptime: days-hours-minutes from one day, hours-minutes-seconds below. */
export function uptimeTemplate(totalSeconds: number): 'ops.uptime.dhm' | 'ops.uptime.hms' {
  return splitUptime(totalSeconds).d > 0 ? 'ops.uptime.dhm' : 'ops.uptime.hms';
}
