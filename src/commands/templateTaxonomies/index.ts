import type { Command } from '../types';
import { saveAllTaxonomiesForTemplate } from './saveAllForTemplate';
import { toggleTaxonomyForTemplate } from './toggleForTemplate';

/** A saved template's taxonomies (the TAXONOMIEËN section): one at a time, or the batch draft at once. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const templateTaxonomyCommands: Command<any>[] = [
  toggleTaxonomyForTemplate,
  saveAllTaxonomiesForTemplate,
];
