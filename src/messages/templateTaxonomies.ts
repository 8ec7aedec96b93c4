import { taxonomyAnswers } from '../api/messages/taxonomies';
import { NOT_FOR_TEMPLATE_MESSAGE } from '../api/schemas/taxonomies';

/** Texts of a template's TAXONOMIEËN section (which taxonomies apply to it) and its commands. */
export const templateTaxonomiesMessages = {
  /** The section's tab in the full editor. */
  section: 'TAXONOMIEËN',
  commands: {
    toggleForTemplate: 'Taxonomie in- of uitschakelen voor template',
    saveAllForTemplate: 'Gewijzigde taxonomieën van template opslaan',
  },
  pickers: {
    template: 'Kies een template',
    taxonomy: 'Kies een taxonomie',
  },
  done: {
    toggled: taxonomyAnswers.activeSet,
    savedAll: taxonomyAnswers.allActiveSet,
  },
  errors: {
    update: 'Fout bij het bijwerken van taxonomie status',
    load: 'Fout bij het ophalen van taxonomieën',
    unexpectedFormat: 'Onverwacht formaat voor taxonomieën data',
  },
  reasons: {
    noTemplate: 'Open eerst een opgeslagen template, of de templates van een gebruiker of organisatie.',
    notListed: NOT_FOR_TEMPLATE_MESSAGE,
    draftOpen: 'Sla eerst de gewijzigde taxonomieën op, of annuleer die wijzigingen.',
    noDraft: 'Kies eerst “Meerdere tegelijk wijzigen” bij TAXONOMIEËN en wijzig daar taxonomieën.',
    noChanges: 'Er zijn geen gewijzigde taxonomieën om op te slaan.',
  },
  loading: 'Taxonomieën laden…',
  empty: 'Geen taxonomieën beschikbaar voor dit template.',
  caption: 'Taxonomieën die voor dit template kunnen gelden',
  columns: {
    name: 'Naam',
    owner: 'Eigenaar',
    terms: 'Termen',
    active: 'Actief',
    actions: 'Acties',
  },
  ownerTypes: { user: 'Gebruiker', organization: 'Organisatie' },
  orgWide: 'Organisatiebreed',
  active: 'Actief',
  inactive: 'Niet actief',
  /** The accessible name of a row's switch. */
  switchLabel: (name: string) => `${name} actief voor dit template`,
  edit: 'Bewerken',
  /** The edit link's full name for screen readers. */
  editLabel: (name: string) => `Taxonomie ${name} bewerken`,
  direct: {
    hint: 'Elke schakelaar slaat de status van die taxonomie direct op.',
    batch: 'Meerdere tegelijk wijzigen',
  },
  batch: {
    hint: 'Wijzigingen worden pas opgeslagen met “Taxonomieën opslaan”.',
    allOn: 'Alles inschakelen',
    allOff: 'Alles uitschakelen',
    save: 'Taxonomieën opslaan',
    cancel: 'Annuleren',
    changed: 'Gewijzigd',
    changedCount: (count: number) =>
      count === 1 ? '1 taxonomie gewijzigd.' : `${count} taxonomieën gewijzigd.`,
    toolbar: 'Meerdere taxonomieën tegelijk wijzigen',
  },
} as const;
