/** Latencies and errors per route for the load test, and the table it prints. */
export class Recorder {
  private routes = new Map<string, { ms: number[]; errors: number; firstError?: string }>();

  add(route: string, ms: number, error?: string) {
    let r = this.routes.get(route);
    if (!r) this.routes.set(route, (r = { ms: [], errors: 0 }));
    r.ms.push(ms);
    if (error) {
      r.errors++;
      r.firstError ??= error;
    }
  }

  errorCount() {
    let n = 0;
    for (const r of this.routes.values()) n += r.errors;
    return n;
  }

  print(seconds: number) {
    const line = (name: string, ms: number[], errors: number) => {
      const sorted = [...ms].sort((a, b) => a - b);
      const p = (q: number) =>
        (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : 0).toFixed(1);
      console.log(
        `  ${name.padEnd(24)} ${String(ms.length).padStart(8)} ${(ms.length / seconds).toFixed(1).padStart(9)} ${p(0.5).padStart(8)} ${p(0.95).padStart(8)} ${p(0.99).padStart(8)} ${String(errors).padStart(7)}`,
      );
    };
    console.log(
      `  ${'route'.padEnd(24)} ${'calls'.padStart(8)} ${'req/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`,
    );
    const all: number[] = [];
    for (const [name, r] of [...this.routes].sort()) {
      line(name, r.ms, r.errors);
      all.push(...r.ms);
    }
    line('total', all, this.errorCount());
    for (const [name, r] of this.routes) if (r.firstError) console.log(`  first error of ${name}: ${r.firstError}`);
  }
}
