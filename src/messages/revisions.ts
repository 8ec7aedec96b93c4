import { templateAnswers } from '../api/messages/templates';
import { RESTORE_REASON_REQUIRED_MESSAGE } from '../api/schemas/revisions';

/**
 * Texts of a template's REVISIES section (list, compare view, restore with a required reason) and its commands.
 */
export const revisionsMessages = {
  /** The section's tab in the full editor, and its heading in the default-template editor. */
  section: 'REVISIES',
  commands: {
    open: 'Revisies van template tonen',
    compare: 'Revisie vergelijken',
    restore: 'Revisie herstellen',
    loadMore: 'Meer revisies laden',
  },
  pickers: {
    template: 'Kies een template',
    revision: 'Kies een revisie',
    reason: 'Reden voor herstel',
    restoreWithReason: (reason: string) => `Herstellen met reden: ${reason}`,
  },
  done: {
    restored: templateAnswers.restored,
  },
  errors: {
    load: 'Revisies konden niet worden geladen',
    details: 'Revisie details konden niet worden geladen',
    restore: 'Herstel van template mislukt',
    reasonRequired: RESTORE_REASON_REQUIRED_MESSAGE,
  },
  /** The reason the toast's undo gives the server. */
  undoReason: 'Ongedaan maken van herstel',
  reasons: {
    noTemplate:
      'Open eerst een opgeslagen template, de templates van een gebruiker of organisatie, of de standaard templates.',
    notHere: 'Dit template staat niet in de lijst op dit scherm.',
    unsaved:
      'Dit template heeft wijzigingen die nog niet zijn opgeslagen. Sla ze eerst op (dan blijven ze bewaard als revisie) en herstel daarna.',
    current: 'Dit is al de huidige versie van het template.',
    nothingMore: 'Er zijn geen oudere revisies meer.',
  },
  loading: 'Revisies laden…',
  detailsLoading: 'Revisies voor de vergelijking laden…',
  empty: 'Dit template heeft nog geen revisies.',
  caption: 'Revisies van dit template, nieuwste eerst',
  columns: {
    number: 'Revisie',
    date: 'Datum',
    author: 'Auteur',
    reason: 'Reden',
    actions: 'Acties',
  },
  unknownAuthor: 'Onbekend',
  noReason: '-',
  /** The badge of the newest revision: the template as it is now. */
  current: 'Huidig',
  count: (shown: number, total: number | undefined) =>
    total === undefined ? `${shown} revisies getoond` : `${shown} van ${total} revisies getoond`,
  loadMore: 'Meer laden',
  compare: 'Vergelijken',
  compareLabel: (number: number) => `Revisie ${number} vergelijken met de huidige versie`,
  restore: 'Herstellen',
  restoreLabel: (number: number) => `Revisie ${number} herstellen`,
  revision: (number: number) => `Revisie ${number}`,
  currentVersion: (number: number) => `Huidige versie (revisie ${number})`,
  comparison: {
    label: 'Vergelijking van twee versies',
    title: (from: string, to: string) => `${from} vergeleken met ${to}`,
    from: 'Van',
    to: 'Met',
    currentOption: 'Huidige versie',
    close: 'Vergelijking sluiten',
    legend: 'Doorgehaald is verwijderd, onderstreept is toegevoegd.',
    noChanges: 'Geen verschillen tussen deze versies.',
    unchanged: (fields: string) => `Ongewijzigd: ${fields}`,
    /** Read before each changed part (the marks themselves are only seen). */
    added: 'toegevoegd:',
    removed: 'verwijderd:',
    empty: '(leeg)',
    same: 'Kies twee verschillende versies om te vergelijken.',
  },
  /** The fields a comparison shows, in order. */
  fields: {
    title: 'Titel',
    description: 'Beschrijving',
    complexity: 'Complexiteit',
    max_tokens: 'Max Tokens',
    system_message: 'System Message',
    opdracht: 'Opdracht',
    additional_settings: 'Extra Settings (JSON)',
    content: 'Inhoud',
  },
  restoreDialog: {
    title: (number: number) => `Revisie ${number} herstellen`,
    description:
      'Het template krijgt de velden van deze revisie terug. Dat wordt opgeslagen als een nieuwe revisie met de reden die je hier geeft.',
    reason: 'Reden voor herstel',
    submit: 'Herstellen',
    submitting: 'Herstellen…',
    cancel: 'Annuleren',
  },
} as const;
