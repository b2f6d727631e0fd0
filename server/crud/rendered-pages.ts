import type { CacheCounter } from '../metrics/metrics';
import { VersionedCache } from './versioned-cache';

/**
 * The finished JSON of a page (the envelope with its rows labelled, masked and serialized), kept
 * per query and stamped with the change counters of every table the answer shows: the resource's own
 * (and the dept tree's for a data-scoped one) and those its reference labels name. Any write to one of
 * them changes the stamp, so an answer is never older than the counters the request confirmed (the
 * guard confirms all of them in its one statement on PostgreSQL). A warm page then costs that statement
 * and a string, not labelling and serializing its rows again: at a million inspections the labelling
 * and serialization were most of a warm page's time in the server.
 */
export class RenderedPages extends VersionedCache<string> {
  constructor(versionOf: (key: string) => number, counter?: CacheCounter) {
    // At most 2,000 answers and 8 million characters (about 16 MB) per resource.
    super(versionOf, 2_000, counter, (json) => json.length, 8_000_000);
  }
}
