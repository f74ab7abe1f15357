// How long the event loop was held at a time while some work ran, two ways: the longest wall-clock gap between
// two turns of a setImmediate loop (what a request waiting would see, stretched by other load on the machine),
// and the main thread's own CPU time over that gap (process.threadCpuUsage: what the work itself held, which
// other processes move little). For the index rebuild's target of no pause over 20 ms (ADR 30).
export async function eventLoopHold(
  work: () => Promise<unknown>,
): Promise<{ wallMs: number; cpuMs: number }> {
  let running = true;
  let wallMs = 0;
  let cpuMs = 0;
  let lastWall = performance.now();
  let lastCpu = process.threadCpuUsage();
  const turn = () => {
    const wall = performance.now();
    const cpu = process.threadCpuUsage();
    wallMs = Math.max(wallMs, wall - lastWall);
    cpuMs = Math.max(cpuMs, (cpu.user + cpu.system - lastCpu.user - lastCpu.system) / 1000);
    lastWall = wall;
    lastCpu = cpu;
    if (running) setImmediate(turn);
  };
  setImmediate(turn);
  try {
    await work();
  } finally {
    running = false;
  }
  await new Promise((resolve) => setImmediate(resolve));
  return { wallMs, cpuMs };
}
