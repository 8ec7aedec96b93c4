import { createHash } from 'node:crypto';
import { compressWith } from './compressJson';
import type { Coding } from './contentCoding';

/**
 * A JSON answer built once and sent as often as it stays current: its body, the ETag of that body and, made
 * when first asked for, its brotli and gzip copies. A `revalidate` endpoint may answer one (`endpoint.ts`).
 */
export class JsonSnapshot {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<Coding, Promise<Buffer>>();

  constructor(json: string) {
    this.body = Buffer.from(json);
    this.etag = `"${createHash('sha256').update(this.body).digest('base64url').slice(0, 27)}"`;
  }

  encode(coding: Coding): Promise<Buffer> {
    let copy = this.encoded.get(coding);
    if (!copy) {
      copy = compressWith[coding](this.body);
      copy.catch(() => this.encoded.delete(coding));
      this.encoded.set(coding, copy);
    }
    return copy;
  }
}

/**
 * Snapshots by key, each for one version of what it shows (`list_versions`): `get` answers the kept snapshot
 * while the version is the one it was built for, else builds it (one build per key and version at a time).
 * At most `limit` keys are kept, the least recently used going first. Per process: the version lives in the
 * database, so every process sees a change made by any other.
 */
export function snapshotCache(limit = 32) {
  const kept = new Map<string, { version: string; snapshot: Promise<JsonSnapshot> }>();
  return {
    get(key: string, version: string, build: () => Promise<string>): Promise<JsonSnapshot> {
      const entry = kept.get(key);
      kept.delete(key);
      if (entry?.version === version) {
        kept.set(key, entry);
        return entry.snapshot;
      }
      const snapshot = build().then((json) => new JsonSnapshot(json));
      const fresh = { version, snapshot };
      kept.set(key, fresh);
      snapshot.catch(() => {
        if (kept.get(key) === fresh) kept.delete(key);
      });
      while (kept.size > limit) kept.delete(kept.keys().next().value!);
      return snapshot;
    },
    get size() {
      return kept.size;
    },
  };
}
