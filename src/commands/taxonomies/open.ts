import { z } from 'zod';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { href, routes } from '../../state/routes';
import { defineCommand } from '../types';
import { pickTaxonomy, taxonomyIdArg, taxonomyScreens } from './pickTaxonomy';

const t = messages.taxonomies;

/** Where a taxonomy is edited (`/taxonomies/{id}`). */
export const taxonomyHref = (id: number) => href(routes.taxonomyEdit, { id });

/** Opens a taxonomy in its editor (which loads it, and says so when it is gone). */
export const openTaxonomy = defineCommand({
  id: 'taxonomies.open',
  title: t.commands.open,
  group: 'taxonomies',
  keywords: ['taxonomie openen', 'open taxonomy', 'woordenlijst', 'termen', 'terms', 'bewerken', 'edit'],
  calls: [endpoints.taxonomies.get],
  args: z.object({ taxonomyId: taxonomyIdArg }),
  argPickers: { taxonomyId: pickTaxonomy },
  contexts: taxonomyScreens,
  run: ({ taxonomyId }, ctx) => ctx.navigate(taxonomyHref(taxonomyId)),
});
