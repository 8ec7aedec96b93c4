import type { Command } from '../types';
import { compareRevision } from './compare';
import { loadMoreRevisionsCommand } from './loadMore';
import { openRevisions } from './open';
import { restoreRevision } from './restore';

/** A saved template's revisions (the REVISIES section): show them, compare, restore, load older ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const revisionCommands: Command<any>[] = [
  openRevisions,
  compareRevision,
  restoreRevision,
  loadMoreRevisionsCommand,
];
