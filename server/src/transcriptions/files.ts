import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../logger';

/** The folders under FILES_DIR and the extensions their files carry. */
export type FileKind = 'transcriptions' | 'audio' | 'summaries';
export type FileExtension = 'txt' | 'mp3';

/**
 * A file key as stored in the database: `<kind>/<uuid>.<ext>`. Nothing else is ever resolved to a path, so
 * a key from a tampered row cannot point outside FILES_DIR.
 */
const KEY_PATTERN =
  /^(transcriptions|audio|summaries)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(txt|mp3)$/;

export function isFileKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT';
}

/** Transcripts, audio and summaries on disk under `root` (FILES_DIR); rows keep only the relative key. */
export class FileStore {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  /** Absolute path of a key; throws for anything that is not a well-formed key. */
  pathOf(key: string): string {
    if (!isFileKey(key)) throw new Error(`Ongeldige bestandssleutel: ${JSON.stringify(key)}`);
    const resolved = path.resolve(this.root, key);
    if (!resolved.startsWith(this.root + path.sep))
      throw new Error(`Bestandssleutel buiten FILES_DIR: ${key}`);
    return resolved;
  }

  /**
   * Stores `content` under a new key: written to a temporary name in the same folder, then renamed, so a
   * reader never sees half a file. Returns the key.
   */
  async write(kind: FileKind, extension: FileExtension, content: Uint8Array | string): Promise<string> {
    const key = `${kind}/${randomUUID()}.${extension}`;
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    const temporary = path.join(path.dirname(target), `.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, content, { flag: 'wx', mode: 0o600 });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return key;
  }

  /** The file's bytes, or null when it is not there. */
  async read(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  /**
   * The file's size in bytes: 0 when it is not there, or when the key is not a well-formed key (nothing under
   * FILES_DIR can have it): nothing is stored for it.
   */
  async size(key: string): Promise<number> {
    if (!isFileKey(key)) return 0;
    try {
      return (await stat(this.pathOf(key))).size;
    } catch (error) {
      if (isMissing(error)) return 0;
      throw error;
    }
  }

  /**
   * Removes the file if there is one: a missing file, or a key that is not well-formed (no file under
   * FILES_DIR can have it), is fine.
   */
  async discard(key: string): Promise<void> {
    if (isFileKey(key)) await this.remove(key);
  }

  /** Removes the file; a missing file is fine. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** Removes every file, logging (not throwing) the ones that fail: used after the rows are gone. */
  async removeAll(keys: readonly string[], log: Logger, describe: (key: string) => string): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await this.remove(key);
        } catch (error) {
          log.error(describe(key), error);
        }
      }),
    );
  }
}
