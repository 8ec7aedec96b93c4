import type {
  ExportPlatform,
  ExportPushStatus,
  HubspotObjectType,
  NoteBodyFormat,
} from '../api/schemas/exports';

/**
 * Texts of the export configurations (the exports tab and the configuration form) and of the pushes of a summary.
 * The contract's texts are used exactly.
 */
export const exportsMessages = {
  commands: {
    open: 'Export configuratie openen',
    showTab: 'Export configuraties tonen',
    create: 'Nieuwe export configuratie',
    saveNew: 'Nieuwe export configuratie opslaan',
    update: 'Export configuratie opslaan',
    delete: 'Export configuratie verwijderen',
    toggleActive: 'Export configuratie activeren of deactiveren',
    push: 'Verstuur naar export',
  },
  pickers: {
    configuration: 'Kies een export configuratie',
    configurationDescription: (platform: string, active: boolean) =>
      `${platform} · ${active ? 'actief' : 'niet actief'}`,
  },

  // Errors
  loadListFailed: 'Kon de export configuraties niet laden.',
  deleteFailed: 'Kon de export configuraties niet verwijderen.',
  loadFailed: 'Kon de bestaande export configuratie niet laden.',
  loadTemplatesFailed: 'Kon de beschikbare meeting templates niet laden.',
  updateFailed: 'Kon de configuratie niet bijwerken.',
  createFailed: 'Kon de configuratie niet aanmaken.',
  /** Beyond the contract: the names of the server's secrets, the pushes. */
  loadSecretsFailed: 'Kon de bekende geheime sleutels niet laden.',
  loadPushesFailed: 'Kon de verzendingen niet laden.',
  pushFailed: 'Kon de samenvatting niet naar de export versturen.',
  toggleFailed: 'Kon de export configuratie niet bijwerken.',

  // Successes
  created: (name: string) => `Export configuratie “${name}” aangemaakt`,
  updated: (name: string) => `Export configuratie “${name}” bijgewerkt`,
  deleted: 'Export configuratie succesvol verwijderd',
  activated: (name: string) => `Export configuratie “${name}” geactiveerd`,
  deactivated: (name: string) => `Export configuratie “${name}” gedeactiveerd`,
  /** The server's own message when it sends one, else this. */
  pushQueued: (n: number) => `${n} verzending(en) in de wachtrij gezet.`,

  // Why a command cannot run
  refusals: {
    otherOrganization: 'Deze export configuratie hoort bij een andere organisatie.',
  },

  // Confirmation: a destructive action asks first
  confirm: {
    deleteTitle: 'Export configuratie verwijderen',
    deleteDescription: (name: string) =>
      `Weet je zeker dat je de export configuratie “${name}” wilt verwijderen? De verzendgeschiedenis gaat mee.`,
    deleteConfirm: 'Verwijderen',
  },

  platforms: { HUBSPOT: 'HubSpot', NOTION: 'Notion' } satisfies Record<ExportPlatform, string>,
  objectTypes: { DEAL: 'Deal', TICKET: 'Ticket' } satisfies Record<HubspotObjectType, string>,
  attachMethods: { NOTE: 'Notitie' } as Record<string, string>,
  bodyFormats: { TEXT: 'Tekst', MARKDOWN: 'Markdown', HTML: 'HTML' } satisfies Record<NoteBodyFormat, string>,
  yes: 'Ja',
  no: 'Nee',

  /** The exports tab of an organisation. */
  tab: {
    title: 'Exports',
    tableLabel: 'Export configuraties',
    loading: 'Export configuraties laden…',
    empty: 'Geen export configuraties gevonden voor deze organisatie.',
    count: (n: number) => `${n} export configuratie(s)`,
    newConfiguration: 'Nieuwe Export Configuratie',
    columns: {
      name: 'Naam',
      template: 'Meeting Template',
      platform: 'Platform',
      objectType: 'Objecttype',
      active: 'Actief',
      lastPush: 'Laatste verzending',
      actions: 'Acties',
    },
    templateWithId: (title: string, id: number) => `${title} (ID ${id})`,
    moreTemplates: (n: number) => `+ ${n} meer`,
    noTemplate: '-',
    noObjectType: '-',
    noPush: 'Nog niet verstuurd',
    edit: 'Bewerken',
    delete: 'Verwijderen',
    activate: 'Activeren',
    deactivate: 'Deactiveren',
    /** Hidden context after a row button's visible word. */
    forRow: (name: string) => ` ${name}`,
    secretMissing: (secret: string) =>
      `De server kent de geheime sleutel “${secret}” niet: verzenden mislukt tot die er is.`,
    pushesHeading: 'Laatste verzendingen en fouten',
    pushesLoading: 'Verzendingen laden…',
    pushesEmpty: 'Nog geen samenvattingen verstuurd.',
    pushesOf: (name: string) => `Verzendingen van ${name}`,
    pushColumns: {
      status: 'Status',
      when: 'Tijdstip',
      summary: 'Samenvatting',
      reason: 'Reden',
    },
    pushSummary: (transcription: string, meetingType: string) =>
      [transcription, meetingType].filter(Boolean).join(' · ') || '-',
    noReason: '-',
  },

  /** The form at `/organizations/{id}/exports/new` and `/{configId}`. */
  form: {
    back: 'Terug naar Organisatie Details',
    loadingOne: 'Export configuratie laden…',
    loadingTemplates: 'Meeting templates laden…',
    sections: {
      general: 'Algemene instellingen',
      hubspot: 'HubSpot-specifieke instellingen',
      notion: 'Notion-specifieke instellingen',
    },
    fields: {
      name: 'Naam',
      active: 'Actief',
      templates: 'Meeting Templates',
      platform: 'Doelplatform',
      secretRef: 'Geheime sleutel (API key secret)',
      objectType: 'Objecttype',
      searchableProperties: 'Doorzoekbare eigenschappen',
      createIfNotFound: 'Aanmaken als niet gevonden',
      mapping: 'Eigenschappen bij aanmaken (JSON)',
      attachMethod: 'Koppelmethode samenvatting',
      noteTitle: 'Titel van de notitie',
      bodyFormat: 'Opmaak van de notitie',
      databaseId: 'Notion database-id',
    },
    hints: {
      templates: 'Houd Command (⌘) of Ctrl ingedrukt om meerdere templates te selecteren.',
      secretRef: (source: string | undefined) =>
        ['De naam van een geheime sleutel op de server, niet de sleutel zelf.', source]
          .filter(Boolean)
          .join(' '),
      searchableProperties:
        'Scheid de HubSpot eigenschappen met komma’s, bijvoorbeeld: dealname, hs_object_id',
      createIfNotFound: 'Maakt een deal of ticket aan als er geen gevonden wordt.',
      mapping:
        'Een JSON-object van HubSpot eigenschap naar waarde, bijvoorbeeld {"dealname": "{{document_name}}"}.',
      noteTitle: (placeholders: string) => `Beschikbare plaatshouders: ${placeholders}`,
      databaseId: 'De 32 tekens van de database uit de Notion-link.',
    },
    noTemplates: 'Geen templates gevonden voor deze organisatie',
    templateOption: (title: string, id: number, isDefault: boolean) =>
      `${title} (ID ${id})${isDefault ? ' · Standaard' : ''}`,
    selectedCount: (n: number) => `${n} geselecteerd`,
    /** At least one template: the picker gets a red border when empty and save is disabled. */
    templatesRequired: 'Selecteer minimaal één Meeting Template.',
    secretUnknown: (secret: string) =>
      `Let op: de server kent geen geheime sleutel “${secret}”. Opslaan kan, maar verzenden mislukt tot die er is.`,
    mappingInvalidJson:
      'De eigenschappen zijn geen geldige JSON. Controleer haakjes, komma’s en aanhalingstekens.',
    mappingNotObject:
      'De eigenschappen moeten een JSON-object zijn, zoals {"dealname": "{{document_name}}"}.',
    problems: {
      nameRequired: 'Naam is verplicht.',
      nameTooLong: 'De naam is te lang.',
      secretTooLong: 'De naam van de geheime sleutel is te lang.',
      tooManyProperties: 'Te veel doorzoekbare eigenschappen.',
      invalidProperty: (value: string) => `Ongeldige HubSpot eigenschap: “${value}”.`,
      noteTitleTooLong: 'De titel van de notitie is te lang.',
      invalidMappingEntry: (key: string) =>
        key
          ? `Ongeldige eigenschap in de JSON: “${key}” (een HubSpot eigenschap met tekst, een getal of waar/onwaar).`
          : 'Ongeldige eigenschap in de JSON.',
      invalidChoice: 'Kies een van de mogelijkheden.',
    },
    cancel: 'Annuleren',
    saveNew: 'Configuratie Opslaan',
    saveEdit: 'Wijzigingen Opslaan',
    saving: 'Opslaan...',
    unsaved: {
      title: 'Wijzigingen niet opgeslagen',
      description: 'De export configuratie heeft wijzigingen die niet zijn opgeslagen. Toch weggaan?',
      leave: 'Weggaan',
    },
  },

  /** The pushes of a summary on the transcriptions tab. */
  push: {
    column: 'Export',
    button: 'Verstuur naar export',
    /** Hidden context after the button's visible words. */
    ofSummary: (meetingType: string) => ` (samenvatting ${meetingType})`,
    statusLabel: (meetingType: string) => `Exportstatus van samenvatting ${meetingType}`,
    statuses: {
      queued: 'In de wachtrij',
      sending: 'Bezig met verzenden',
      succeeded: 'Verstuurd',
      failed: 'Mislukt',
    } satisfies Record<ExportPushStatus, string>,
    line: (configuration: string, status: string) => `${configuration}: ${status}`,
    attempts: (n: number) => `poging ${n}`,
    open: 'Openen',
    openIn: (platform: string) => ` in ${platform}`,
  },
} as const;
