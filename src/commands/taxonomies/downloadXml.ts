import { z } from 'zod';
import { downloadedFile } from '../../api/download';
import { endpoints } from '../../api/endpoints';
import { messages } from '../../messages';
import { failure } from '../shared/failure';
import { defineCommand } from '../types';
import { pickTaxonomy, savedTaxonomyOnScreen, taxonomyIdArg } from './pickTaxonomy';

const t = messages.taxonomies;

/** Downloads the taxonomy as an XML file (`GET admin/taxonomies/{id}/xml`), under the server's file name. */
export const downloadTaxonomyXml = defineCommand({
  id: 'taxonomies.downloadXml',
  title: t.commands.downloadXml,
  group: 'taxonomies',
  keywords: ['xml downloaden', 'download xml', 'exporteren', 'export', 'bestand'],
  calls: [endpoints.taxonomies.xml],
  args: z.object({ taxonomyId: taxonomyIdArg }),
  argPickers: { taxonomyId: pickTaxonomy },
  screenArgs: savedTaxonomyOnScreen,
  contexts: ['taxonomyEdit'],
  run: async ({ taxonomyId }, ctx) => {
    let saved;
    try {
      const response = await ctx.api.file(endpoints.taxonomies.xml, { params: { id: taxonomyId } });
      saved = await downloadedFile(response, t.defaultXmlName(taxonomyId));
    } catch (cause) {
      throw failure(t.downloadFailed, cause);
    }
    ctx.saveFile(saved.file, saved.fileName);
    ctx.notify({ kind: 'success', message: t.downloaded(saved.fileName) });
  },
});
