import type { SearchProvider } from '../search';
import type { Command } from '../types';
import { addTerm } from './addTerm';
import { createTaxonomy, saveNewTaxonomy } from './create';
import { deleteTaxonomy } from './delete';
import { deleteTerm } from './deleteTerm';
import { downloadTaxonomyXml } from './downloadXml';
import { editTerm } from './editTerm';
import { openTaxonomy } from './open';
import { pasteTerms } from './pasteTerms';
import { taxonomySearch } from './search';
import { updateTaxonomy } from './update';

/** The taxonomy commands, in palette order. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const taxonomyCommands: Command<any>[] = [
  openTaxonomy,
  createTaxonomy,
  saveNewTaxonomy,
  updateTaxonomy,
  deleteTaxonomy,
  addTerm,
  editTerm,
  deleteTerm,
  pasteTerms,
  downloadTaxonomyXml,
];

/** Taxonomy search in the palette. */
export const taxonomySearchProviders: readonly SearchProvider[] = [taxonomySearch];
