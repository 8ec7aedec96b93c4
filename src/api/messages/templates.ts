/** What the server answers to changes of templates, their order and their revisions, and the console shows too. */
export const templateAnswers = {
  created: 'Template aangemaakt',
  deleted: 'Template succesvol verwijderd',
  enabled: 'Template ingeschakeld',
  disabled: 'Template uitgeschakeld',
  reordered: 'Volgorde succesvol bijgewerkt',
  orderReset: 'Volgorde hersteld',
  /** A revision restored: the template is as it was then. */
  restored: 'Template succesvol hersteld naar eerdere revisie',
} as const;
