import type { RetentionKind } from '../api/schemas/retention';
import { formatCount } from './format';

const days = (n: number) => (n === 1 ? '1 dag' : `${formatCount(n)} dagen`);
const plural = (n: number, one: string, more: string) => `${formatCount(n)} ${n === 1 ? one : more}`;

/** `a`, `a en b`, `a, b en c`. */
const listed = (parts: readonly string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(', ')} en ${parts.at(-1)}` : (parts[0] ?? '');

/** What one item of a kind is called, one and more. */
const kindItem: Record<RetentionKind, readonly [string, string]> = {
  audio: ['audiobestand', 'audiobestanden'],
  transcript: ['transcriptie', 'transcripties'],
  summary: ['samenvatting', 'samenvattingen'],
};

/**
 * Texts of retention: an organisation's retention tab, the platform's Bewaarbeleid screen, their commands, and
 * removed content where it used to be downloadable. The refusals beyond the maximum and the 410 texts are the
 * contract's own (`src/api/schemas/retention.ts`), not written here again.
 */
export const retentionMessages = {
  commands: {
    viewOrganization: 'Bewaarbeleid van een organisatie bekijken',
    dryRunOrganization: 'Bewaarbeleid van een organisatie: proefrun',
    saveOrganization: 'Bewaarbeleid van een organisatie opslaan',
    exportOrganizationRemovals: 'Verwijderlog van een organisatie exporteren (CSV)',
    loadMoreRemovals: 'Verwijderlog: meer laden',
    refreshRemovals: 'Verwijderlog verversen',
    cancelEdit: 'Bewaarbeleid: wijzigingen annuleren',
    goPlatform: 'Ga naar Bewaarbeleid',
    dryRunPlatform: 'Standaard bewaarbeleid: proefrun',
    savePlatform: 'Standaard bewaarbeleid opslaan',
    runNow: 'Verwijderronde nu starten',
    exportPlatformRemovals: 'Verwijderlog exporteren (CSV)',
    nothingMore: 'Er zijn geen oudere verwijderingen.',
    notOnScreen: 'Open eerst een verwijderlog.',
  },
  tab: 'Bewaarbeleid',
  heading: 'Bewaarbeleid',
  intro:
    'Hoe lang de audio, de transcriptie en de samenvattingen van een vergadering worden bewaard. Oudere inhoud verwijdert de achtergrondtaak; wat de statistieken nodig hebben blijft.',
  platformIntro:
    'De standaardtermijnen gelden voor organisaties zonder eigen beleid en voor gebruikers zonder organisatie. Geen organisatie mag langer bewaren dan het maximum.',
  loading: 'Bewaarbeleid laden…',
  loadFailed: 'Kon het bewaarbeleid niet laden.',
  notOffered: 'Deze server biedt geen bewaarbeleid aan: alles wordt bewaard.',
  kinds: { audio: 'Audio', transcript: 'Transcripties', summary: 'Samenvattingen' } satisfies Record<
    RetentionKind,
    string
  >,
  days,
  keep: 'Bewaren',
  noMaximum: 'Geen maximum',

  current: {
    heading: 'Wat nu geldt',
    tableLabel: 'Bewaartermijnen die nu gelden',
    kind: 'Soort',
    applies: 'Geldt nu',
    policy: 'Eigen beleid',
    default: 'Platformstandaard',
    maximum: 'Maximum',
    ownPolicy: 'Deze organisatie heeft een eigen beleid.',
    followsDefault: 'Deze organisatie volgt de platformstandaard.',
    capped: 'ingekort tot het maximum',
    notSet: '-',
  },

  form: {
    heading: 'Beleid wijzigen',
    platformHeading: 'Standaard en maximum wijzigen',
    own: 'Eigen beleid',
    followDefault: 'Volg de platformstandaard',
    choiceLabel: 'Beleid van deze organisatie',
    daysOption: 'Aantal dagen',
    daysLabel: (kind: string) => `Dagen voor ${kind.toLowerCase()}`,
    defaultDaysLabel: (kind: string) => `Standaardtermijn in dagen voor ${kind.toLowerCase()}`,
    maximumDaysLabel: (kind: string) => `Maximum in dagen voor ${kind.toLowerCase()}`,
    defaultLegend: (kind: string) => `${kind}: standaardtermijn`,
    maximumLegend: (kind: string) => `${kind}: maximum`,
    maximumHint: (maximum: number | null) =>
      maximum === null ? 'Geen platformmaximum.' : `Platformmaximum: ${days(maximum)}.`,
    cancel: 'Annuleren',
    save: 'Opslaan',
    dryRun: 'Proefrun',
    unchanged: 'Er is niets gewijzigd.',
    invalid: 'Controleer de bewaartermijnen.',
  },

  dryRun: {
    heading: 'Proefrun',
    intro:
      'Wat het beleid in het formulier nu zou verwijderen, zonder iets te veranderen. Opslaan vraagt om bevestiging als er iets verwijderd wordt.',
    none: 'Voer een proefrun uit om te zien wat het beleid zou verwijderen.',
    running: 'Proefrun loopt…',
    failed: 'Kon de proefrun niet uitvoeren.',
    asOf: (when: string) => `Peilmoment: ${when}.`,
    outdated: 'Het formulier is sindsdien gewijzigd: voer de proefrun opnieuw uit.',
    nothing: 'Dit beleid verwijdert nu niets.',
    tableLabel: 'Wat de proefrun zou verwijderen, per soort',
    kind: 'Soort',
    count: 'Aantal',
    bytes: 'Omvang',
    unknownSize: 'Omvang onbekend',
    oldest: 'Oudste',
    newest: 'Nieuwste',
    usersHeading: 'Gebruikers met de meeste verwijderingen',
    usersLabel: 'Gebruikers met de meeste verwijderingen',
    user: 'Gebruiker',
    organization: 'Organisatie',
    noOrganization: 'Geen organisatie',
    totals: (users: number, organizations: number) =>
      `${plural(users, 'gebruiker', 'gebruikers')} in ${plural(organizations, 'organisatie', 'organisaties')}.`,
  },

  confirm: {
    title: 'Opslaan en inhoud verwijderen?',
    description: (parts: readonly string[], users: number) =>
      `Met dit beleid verwijdert de volgende verwijderronde ${listed(parts)}, van ${plural(users, 'gebruiker', 'gebruikers')}. Dit kan niet ongedaan worden gemaakt.`,
    /** `bytes`: of the items of known size; null when none is known. */
    part: (kind: RetentionKind, count: number, bytes: string | null, unknown: number) =>
      `${plural(count, kindItem[kind][0], kindItem[kind][1])} (${
        bytes === null
          ? 'omvang onbekend'
          : `${bytes}${unknown > 0 ? `, en ${formatCount(unknown)} van onbekende omvang` : ''}`
      })`,
    confirm: 'Opslaan',
    runTitle: 'Verwijderronde nu starten?',
    runDescription:
      'De achtergrondtaak verwijdert nu alle inhoud die ouder is dan de termijn die ervoor geldt. Dit kan niet ongedaan worden gemaakt.',
    runConfirm: 'Nu starten',
  },

  saved: 'Bewaarbeleid opgeslagen.',
  saveFailed: 'Kon het bewaarbeleid niet opslaan.',
  runStarted: 'De verwijderronde is gestart.',
  runFailed: 'Kon de verwijderronde niet starten.',
  runNow: 'Nu verwijderen',

  changes: {
    heading: 'Wijzigingen',
    tableLabel: 'Wijzigingen van het bewaarbeleid',
    empty: 'Het beleid is nog nooit gewijzigd.',
    when: 'Wanneer',
    who: 'Door',
    before: 'Was',
    after: 'Wordt',
    followsDefault: 'Platformstandaard',
    maximum: 'maximum',
  },

  removals: {
    heading: 'Verwijderlog',
    intro: 'Wat de achtergrondtaak heeft verwijderd, het nieuwste eerst.',
    tableLabel: 'Verwijderde inhoud',
    loading: 'Verwijderlog laden…',
    loadFailed: 'Kon het verwijderlog niet laden.',
    empty: 'Er is nog niets verwijderd.',
    removedAt: 'Verwijderd op',
    kind: 'Soort',
    user: 'Gebruiker',
    item: 'Item',
    createdAt: 'Gemaakt op',
    bytes: 'Omvang',
    policy: 'Termijn',
    bySource: { organization: 'organisatie', platform: 'platformstandaard' },
    loadMore: 'Meer laden',
    export: 'Exporteren (CSV)',
    refresh: 'Verversen',
    exportFailed: 'Kon het verwijderlog niet exporteren.',
    exported: (fileName: string) => `${fileName} gedownload.`,
    /** As the reference server names them: `verwijderlog-{date}.csv`, `verwijderlog-organisatie-{id}-{date}.csv`. */
    fileName: (organizationId: number | null, date: string) =>
      `verwijderlog-${organizationId === null ? '' : `organisatie-${organizationId}-`}${date}.csv`,
  },

  /** Where a removed item used to be downloadable. */
  removedMarker: (date: string) => `Verwijderd volgens het bewaarbeleid (${date})`,
  removedLabel: 'Verwijderd volgens het bewaarbeleid',
};
