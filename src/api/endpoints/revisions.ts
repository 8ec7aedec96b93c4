import { z } from 'zod';
import {
  aiStatus,
  aiUpdateAnswer,
  generateTemplateBody,
  templateDraftAnswer,
  testTemplateAnswer,
  testTemplateBody,
  updateWithFeedbackBody,
} from '../schemas/ai';
import { idParam } from '../schemas/common';
import {
  restoreAnswer,
  restoreBody,
  revisionList,
  revisionListQuery,
  templateRevision,
} from '../schemas/revisions';
import { recordsNothing, targetInPath } from './auditRecord';
import { consoleUser, defineEndpoint, superuserOnly } from './define';
import { templateInPath } from './scopes';

const byTemplate = z.object({ id: idParam });
/** `:rev` is the revision's `id` (not its number). */
const byRevision = byTemplate.extend({ rev: idParam });

/**
 * Template revisions: the history of any template (personal, organisation, default), scoped to the template's
 * organisation; default templates' history is the platform's.
 */
export const revisionsEndpoints = {
  list: defineEndpoint({
    id: 'revisions.list',
    summary: "The template's revisions, newest first (limit, default 20; offset for older ones)",
    method: 'get',
    path: 'admin/templates/:id/revisions',
    params: byTemplate,
    query: revisionListQuery,
    answer: revisionList,
    access: templateInPath,
  }),
  get: defineEndpoint({
    id: 'revisions.get',
    summary: 'One revision with all its fields',
    method: 'get',
    path: 'admin/templates/:id/revisions/:rev',
    params: byRevision,
    answer: templateRevision,
    access: templateInPath,
  }),
  restore: defineEndpoint({
    id: 'revisions.restore',
    summary:
      "Copies the revision's fields onto the template and writes a new revision naming it and the reason",
    method: 'post',
    path: 'admin/templates/:id/revisions/:rev/restore',
    params: byRevision,
    body: restoreBody,
    answer: restoreAnswer,
    audit: targetInPath('template'),
    access: templateInPath,
  }),
};

/** The template generator (AI update, drafting) and Test: a language model behind the server, when configured. */
export const templateGeneratorEndpoints = {
  status: defineEndpoint({
    id: 'templateGenerator.status',
    summary: 'Whether the server has a language model configured (and why not)',
    method: 'get',
    path: 'admin/ai/status',
    answer: aiStatus,
    access: consoleUser,
  }),
  updateWithFeedback: defineEndpoint({
    id: 'templateGenerator.updateWithFeedback',
    summary:
      'The model rewrites the template from feedback; saved as a new revision with the feedback as reason',
    method: 'put',
    path: 'admin/templates/:id/update-with-feedback',
    params: byTemplate,
    body: updateWithFeedbackBody,
    answer: aiUpdateAnswer,
    errors: [409, 502, 503, 504],
    audit: targetInPath('template'),
    access: templateInPath,
  }),
  generate: defineEndpoint({
    id: 'templateGenerator.generate',
    summary: 'Drafts a template from a short description (nothing saved)',
    method: 'post',
    path: 'admin/generate-template',
    body: generateTemplateBody,
    answer: templateDraftAnswer,
    errors: [502, 503, 504],
    audit: recordsNothing('A draft is answered, not stored.'),
    access: consoleUser,
  }),
  test: defineEndpoint({
    id: 'templateGenerator.test',
    summary:
      "Runs an unsaved template on one of a user's transcriptions and answers the summary (nothing saved)",
    method: 'post',
    path: 'admin/templates/test',
    body: testTemplateBody,
    answer: testTemplateAnswer,
    // Transcriptions are the superuser role's alone; so is running a template on one.
    errors: [404, 502, 503, 504],
    audit: recordsNothing('A test summary is answered, not stored.'),
    access: superuserOnly,
  }),
};
