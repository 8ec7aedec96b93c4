import { templateAnswers } from '../api/messages/templates';
import { templateProblemTexts } from '../api/rules/templates';
import type { TemplateType } from '../api/schemas/templates';

/**
 * Texts every template screen shares (the editors, the template texts and their messages). The editors'
 * own texts are in `templateEditor.ts`, the lists' in `templateLists.ts`.
 */
export const templatesMessages = {
  /** The type badges of the template settings. */
  types: {
    personal: 'Persoonlijk',
    organization: 'Organisatie',
    default: 'Standaard',
  } satisfies Record<TemplateType, string>,
  /** The template rules' problems, worded beside the rules (`api/rules/templates`) for the server too. */
  problems: templateProblemTexts,
  /** The dialog editor says the title/content rule in English. */
  dialogTitleAndContentRequired: 'Title and content are required',
  userRequired: 'Gebruiker is verplicht voor gebruikerstemplates',
  // Errors
  loadTemplateFailed: 'Failed to load template',
  saveTemplateFailed: 'Failed to save template',
  loadTemplatesFailed: 'Failed to load templates',
  templateLoadFailed: 'Template kon niet worden geladen',
  organizationTemplateLoadFailed: 'Organisatietemplate kon niet worden geladen',
  userTemplatesLoadFailed: (name: string) => `Kon templates van ${name} niet laden.`,
  duplicateFailed: 'Fout bij dupliceren van templates. Probeer het opnieuw.',
  deleteFailed: 'Kon template niet verwijderen',
  organizationDeleteFailed: 'Kon het template niet verwijderen',
  toggleFailed: 'Kon de template status niet wijzigen',
  disableFailed: 'Kon template niet uitschakelen',
  reorderFailed: 'Volgorde kon niet worden bijgewerkt',
  unknownError: 'Er is een onbekende fout opgetreden.',
  updateFailed: 'Template opslaan mislukt',
  createFailed: 'Template aanmaken mislukt',
  createdWithoutName: 'Template is aangemaakt maar redirect mislukt. Vernieuw de pagina a.u.b.',
  defaultsLoadFailed: 'Standaard templates konden niet worden geladen',
  unexpectedFormat: 'Onverwacht formaat van template data',
  defaultDeleteFailed: 'Template kon niet worden verwijderd',
  defaultLoadFailed: 'Standaard template kon niet worden geladen',
  defaultSaveFailed: 'Template kon niet worden opgeslagen.',
  settingsLoadFailed: 'Templates konden niet worden geladen',
  settingsActionFailed: 'Actie kon niet worden uitgevoerd',
  resetOrderFailed: 'Template volgorde kon niet worden gereset.',
  // Successes
  deleted: templateAnswers.deleted,
  enabled: templateAnswers.enabled,
  disabled: templateAnswers.disabled,
  reordered: templateAnswers.reordered,
  duplicated: 'Templates succesvol gedupliceerd.',
  updated: 'Template bijgewerkt',
  created: templateAnswers.created,
  orderReset: templateAnswers.orderReset,
  // Validation
  duplicateNeedsSelection: 'Selecteer een brongebruiker en ten minste één template.',
} as const;
