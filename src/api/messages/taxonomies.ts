/** What the server answers when a template's taxonomies are switched on or off, and the console shows too. */
export const taxonomyAnswers = {
  /** One taxonomy's state for a template. */
  activeSet: 'Taxonomie status succesvol bijgewerkt',
  /** Several at once, all or nothing. */
  allActiveSet: 'Alle taxonomie statussen succesvol bijgewerkt',
} as const;
