import { CORRECT_FORM_REQUIRED_MESSAGE, TAXONOMY_FIELDS_REQUIRED_MESSAGE } from '../api/schemas/taxonomies';

/**
 * Texts of the taxonomy screens and commands (and of the taxonomies tabs). The contract's texts are used exactly.
 */
export const taxonomiesMessages = {
  commands: {
    open: 'Taxonomie openen',
    create: 'Nieuwe taxonomie',
    saveNew: 'Nieuwe taxonomie opslaan',
    update: 'Taxonomie opslaan',
    delete: 'Taxonomie verwijderen',
    addTerm: 'Term toevoegen',
    editTerm: 'Term bewerken',
    deleteTerm: 'Term verwijderen',
    pasteTerms: 'Termen plakken',
    downloadXml: 'XML downloaden',
  },
  pickers: {
    taxonomy: 'Kies een taxonomie',
    term: 'Kies een term',
    ownerType: 'Voor een gebruiker of een organisatie?',
    owner: 'Kies de eigenaar',
    correctForm: 'Typ de correcte vorm',
    addAs: (form: string) => `Toevoegen: “${form}”`,
    changeTo: (form: string) => `Nieuwe correcte vorm: “${form}”`,
    taxonomyDescription: (owner: string, terms: number) => `${owner} · ${terms} term(en)`,
  },
  ownerTypes: {
    user: 'Gebruiker',
    organization: 'Organisatie',
  },
  searchGroup: 'Taxonomieën',

  // Validation
  nameAndDescriptionRequired: TAXONOMY_FIELDS_REQUIRED_MESSAGE,
  correctFormRequired: CORRECT_FORM_REQUIRED_MESSAGE,
  missingOwner: 'Geen gebruiker of organisatie opgegeven',
  tooLong: {
    name: 'De naam is te lang.',
    description: 'De beschrijving is te lang.',
    context: 'De context is te lang.',
  },
  /** A field with a character the server refuses (a control character, which XML cannot carry; a NUL). */
  unstorable: {
    name: 'De naam bevat een teken dat niet kan worden opgeslagen (zoals een stuurteken).',
    description: 'De beschrijving bevat een teken dat niet kan worden opgeslagen (zoals een stuurteken).',
    context: 'De context bevat een teken dat niet kan worden opgeslagen (zoals een stuurteken).',
    term: 'De term bevat een teken dat niet kan worden opgeslagen (zoals een stuurteken).',
  },
  // Errors
  loadListFailed: 'Fout bij het ophalen van taxonomieën',
  unexpectedFormat: 'Onverwacht formaat voor taxonomieën data',
  loadFailed: 'Fout bij het ophalen van taxonomie',
  deleteFailed: 'Fout bij het verwijderen van taxonomie',
  saveFailed: 'Fout bij het opslaan van taxonomie',
  addTermFailed: 'Fout bij het toevoegen van term',
  deleteTermFailed: 'Fout bij het verwijderen van term',
  ownersLoadFailed: 'Fout bij het ophalen van gebruikers en organisaties',
  /** Beyond the contract: a term change the server refused. */
  editTermFailed: 'Fout bij het bijwerken van term',
  /** The contract's download failure, in English. */
  downloadFailed: 'Download failed',
  // Why a command cannot run
  refusals: {
    noNewTaxonomy: 'Er is geen nieuwe taxonomie open; kies eerst de eigenaar.',
    termNotFound: 'Deze term staat niet (meer) in de taxonomie.',
    nothingToPaste: 'Er zijn geen termen om toe te voegen.',
    tooManyTerms: (max: number) => `Plak ten hoogste ${max} termen tegelijk.`,
  },
  // Successes
  created: (name: string) => `Taxonomie “${name}” aangemaakt`,
  saved: (name: string) => `Taxonomie “${name}” opgeslagen`,
  deleted: (name: string) => `Taxonomie “${name}” verwijderd`,
  termAdded: (form: string) => `Term “${form}” toegevoegd`,
  termSaved: (form: string) => `Term “${form}” bijgewerkt`,
  termDeleted: (form: string) => `Term “${form}” verwijderd`,
  termsPasted: (n: number) => `${n} term(en) toegevoegd`,
  downloaded: (fileName: string) => `${fileName} gedownload.`,
  defaultXmlName: (id: number) => `taxonomie_${id}.xml`,
  // Confirmations: a destructive action asks first
  confirm: {
    deleteTitle: 'Taxonomie verwijderen',
    deleteDescription: (name: string) =>
      `Weet je zeker dat je de taxonomie “${name}” wilt verwijderen? Alle termen en koppelingen met templates gaan verloren.`,
    deleteTermTitle: 'Term verwijderen',
    deleteTermDescription: (form: string) => `Weet je zeker dat je de term “${form}” wilt verwijderen?`,
    deleteConfirm: 'Verwijderen',
  },
  /** Conflicts of a term with the other terms of its taxonomy, shown as you type. */
  conflicts: {
    heading: 'Conflicten',
    duplicateCorrectForm: (value: string) => `De term “${value}” bestaat al in deze taxonomie.`,
    correctFormIsAlternative: (value: string, other: string) =>
      `“${value}” staat al als alternatief bij “${other}”.`,
    alternativeIsCorrectForm: (value: string) =>
      `Het alternatief “${value}” is de correcte vorm van een andere term.`,
    alternativeIsAlternative: (value: string, other: string) =>
      `Het alternatief “${value}” is ook een alternatief van “${other}”.`,
    ownCorrectForm: (value: string) =>
      `“${value}” is de correcte vorm zelf en hoort niet bij de alternatieven.`,
  },

  // Shared labels
  columns: {
    name: 'Naam',
    owner: 'Eigenaar',
    description: 'Beschrijving',
    orgWide: 'Organisatiebreed',
    termCount: 'Termen',
    defaultActive: 'Standaard actief',
    updatedAt: 'Laatst bijgewerkt',
    actions: 'Acties',
    correctForm: 'Correcte vorm',
    alternatives: 'Alternatieven',
  },
  yes: 'Ja',
  no: 'Nee',
  orgWideBadge: 'Organisatiebreed',
  edit: 'Bewerken',
  delete: 'Verwijderen',
  /** Hidden context after a row button's visible word. */
  forRow: (name: string) => ` ${name}`,
  newTaxonomy: 'Nieuwe taxonomie',
  count: (n: number) => `${n} taxonomie(ën)`,
  loading: 'Taxonomieën laden…',

  // List screen
  list: {
    searchLabel: 'Zoek taxonomieën',
    searchPlaceholder: 'Zoek op naam, eigenaar of beschrijving…',
    tableLabel: 'Taxonomieën',
    empty: 'Geen taxonomieën gevonden.',
    countOf: (shown: number, total: number) => `${shown} van ${total} taxonomie(ën)`,
  },

  // The taxonomies tabs of user and organisation detail
  tab: {
    title: 'Taxonomieën',
    userTableLabel: (username: string) => `Taxonomieën van ${username}`,
    organizationTableLabel: 'Taxonomieën van de organisatie',
    userEmpty: 'Deze gebruiker heeft nog geen taxonomieën.',
    organizationEmpty: 'Deze organisatie heeft nog geen taxonomieën.',
  },

  // New taxonomy: the owner
  owner: {
    heading: 'Eigenaar',
    typeLabel: 'Soort eigenaar',
    chooseHint: 'Kies hieronder een gebruiker of organisatie als eigenaar van de nieuwe taxonomie.',
    searchLabel: (type: string) => `Zoek ${type.toLowerCase()}`,
    userSearchPlaceholder: 'Zoek op gebruikersnaam of e-mailadres…',
    organizationSearchPlaceholder: 'Zoek op naam…',
    usersTableLabel: 'Gebruikers om uit te kiezen',
    organizationsTableLabel: 'Organisaties om uit te kiezen',
    choose: 'Kiezen',
    emailColumn: 'E-mailadres',
    usersColumn: 'Gebruikers',
    none: 'Niets gevonden.',
    more: (n: number) => `Nog ${n} andere; zoek nauwkeuriger.`,
    loading: 'Gebruikers en organisaties laden…',
    change: 'Andere eigenaar kiezen',
  },

  // The editor
  editor: {
    back: 'Terug naar Taxonomieën',
    loadingOne: 'Taxonomie laden…',
    form: 'Gegevens van de taxonomie',
    nameLabel: 'Naam',
    descriptionLabel: 'Beschrijving',
    contextLabel: 'Context',
    contextHint: 'Achtergrond voor de transcriptie: waar gaat het over, welke namen komen voor.',
    orgWideLabel: 'Organisatiebreed',
    orgWideHint: 'Geldt voor alle gebruikers van de organisatie.',
    defaultActiveLabel: 'Standaard actief',
    defaultActiveHint: 'Actief voor templates die de taxonomie niet zelf aan- of uitzetten.',
    save: 'Opslaan',
    create: 'Taxonomie opslaan',
    unsavedTerms: (n: number) => `${n} term(en) nog niet opgeslagen: ze worden met de taxonomie opgeslagen.`,
    ownerLine: 'Eigenaar',
    updatedAt: (date: string) => `Laatst bijgewerkt: ${date}`,
    xmlShow: 'XML-voorbeeld tonen',
    xmlHide: 'XML-voorbeeld verbergen',
    xmlHeading: 'XML-voorbeeld',
    xmlLabel: 'XML-voorbeeld van de taxonomie',
    xmlLoading: 'XML-voorbeeld laden…',
    xmlEmpty: 'Er is nog geen XML-voorbeeld.',
    unsaved: {
      title: 'Niet-opgeslagen wijzigingen',
      description:
        'Deze taxonomie heeft wijzigingen die nog niet zijn opgeslagen. Wil je de pagina verlaten?',
      leave: 'Verlaten zonder opslaan',
    },
  },

  // Terms
  terms: {
    heading: 'Termen',
    count: (n: number) => `${n} term(en)`,
    countOf: (shown: number, total: number) => `${shown} van ${total} term(en)`,
    tableLabel: 'Termen van de taxonomie',
    empty: 'Nog geen termen.',
    noMatch: 'Geen termen gevonden.',
    filterLabel: 'Filter termen',
    filterPlaceholder: 'Filter op correcte vorm of alternatief…',
    addHeading: 'Nieuwe term',
    correctFormLabel: 'Correcte vorm',
    alternativesLabel: 'Alternatieven',
    addedAlternatives: 'Toegevoegde alternatieven',
    alternativesHint: 'Enter voegt een alternatief toe; Enter in een leeg veld voegt de term toe.',
    editAlternativesHint: 'Enter voegt een alternatief toe; Enter in een leeg veld slaat de term op.',
    removeAlternative: (value: string) => `Alternatief ${value} verwijderen`,
    noAlternatives: 'Geen alternatieven',
    add: 'Term toevoegen',
    adding: 'Toevoegen…',
    paste: 'Termen plakken',
    editTitle: 'Term bewerken',
    editDescription: 'Wijzig de correcte vorm en de alternatieven.',
    save: 'Opslaan',
    saving: 'Opslaan…',
    cancel: 'Annuleren',
  },

  // Pasting terms
  paste: {
    title: 'Termen plakken',
    description:
      'Eén term per regel: eerst de correcte vorm, dan de alternatieven, gescheiden door een puntkomma (;).',
    textLabel: 'Termen',
    placeholder: 'Kubernetes; kubernetis; cubernetes\nPostgreSQL; postgres; postgress',
    previewHeading: 'Voorbeeld',
    nothingYet: 'Plak of typ termen om te zien wat er wordt toegevoegd.',
    toAdd: (n: number) => `${n} term(en) worden toegevoegd`,
    withConflicts: (n: number) => `${n} daarvan met een conflict`,
    skipped: (n: number) => `${n} regel(s) overgeslagen`,
    line: (n: number) => `Regel ${n}`,
    duplicateInPaste: (value: string, line: number) => `“${value}” staat al op regel ${line}.`,
    tooLong: (max: number) => `Een vorm is langer dan ${max} tekens.`,
    tooManyAlternatives: (max: number) => `Meer dan ${max} alternatieven.`,
    submit: (n: number) => `${n} term(en) toevoegen`,
    submitting: 'Toevoegen…',
    cancel: 'Annuleren',
    more: (n: number) => `en nog ${n}`,
  },
} as const;
