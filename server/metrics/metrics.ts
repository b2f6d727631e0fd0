import { Counter, Gauge, Registry, collectDefaultMetrics } from 'prom-client';

/** Told whether each read of a cache was answered from it. */
export interface CacheCounter {
  hit(): void;
  miss(): void;
}

/** A gauge read when scraped: one value, or one per label value. */
export interface ScrapedGauge {
  name: string;
  help: string;
  /** With a label: `read` answers a value per label value. */
  label?: string;
  read(): number | Promise<number> | Record<string, number> | Promise<Record<string, number>>;
}

/** What other plugins count through `app.metrics`. */
export interface Metrics {
  /** Off when no METRICS_TOKEN is configured: nothing is counted, `/metrics` answers 404. */
  readonly enabled: boolean;
  /** This app's registry (never prom-client's global one: several apps share a test process). */
  readonly registry: Registry;
  /** The hit and miss counter of one named cache (`cache_requests_total{cache=name}`). */
  cache(name: string): CacheCounter;
  /** A gauge whose value is read from its owner's real state at each scrape. */
  gauge(g: ScrapedGauge): void;
}

/** A counter that counts nothing (metrics off, or a cache nobody asked to count). */
export const UNCOUNTED: CacheCounter = { hit() {}, miss() {} };

/** Nothing is counted: the metrics are off. */
export function disabledMetrics(): Metrics {
  return { enabled: false, registry: new Registry(), cache: () => UNCOUNTED, gauge: () => {} };
}

/** A registry of this app with prom-client's process metrics, cache counters and scraped gauges. */
export function enabledMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const cacheReads = new Counter({
    name: 'cache_requests_total',
    help: 'Reads of a server cache, by cache and whether the cache answered (hit) or the database did (miss).',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  return {
    enabled: true,
    registry,
    cache(name) {
      // Both series exist from the start (at 0), so a rate over them is defined before the first miss.
      cacheReads.inc({ cache: name, result: 'hit' }, 0);
      cacheReads.inc({ cache: name, result: 'miss' }, 0);
      const hit = cacheReads.labels(name, 'hit');
      const miss = cacheReads.labels(name, 'miss');
      return { hit: () => hit.inc(), miss: () => miss.inc() };
    },
    gauge({ name, help, label, read }) {
      new Gauge({
        name,
        help,
        labelNames: label ? [label] : [],
        registers: [registry],
        async collect() {
          const value = await read();
          if (typeof value === 'number') return void this.set(value);
          for (const [labelValue, v] of Object.entries(value)) this.set({ [label ?? 'kind']: labelValue }, v);
        },
      });
    },
  };
}
