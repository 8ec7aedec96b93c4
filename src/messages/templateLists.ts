/**
 * Texts of the template lists (user and organisation tabs, default templates, template settings, duplication).
 * The contract's errors and successes they show live in `templates.ts`.
 */
export const templateListsMessages = {
  commands: {
    openUserTemplate: 'Template van gebruiker openen',
    openOrganizationTemplate: 'Template van organisatie openen',
    openDefaultTemplate: 'Standaard template openen',
    deleteUserTemplate: 'Persoonlijk template verwijderen',
    deleteOrganizationTemplate: 'Organisatietemplate verwijderen',
    deleteDefaultTemplate: 'Standaard template verwijderen',
    switchOffForUser: 'Template uitschakelen voor gebruiker',
    switchOnForUser: 'Template inschakelen voor gebruiker',
    switchOffForOrganization: 'Template uitschakelen voor organisatie',
    switchOnForOrganization: 'Template inschakelen voor organisatie',
    reorderUser: 'Volgorde van de templates van een gebruiker opslaan',
    reorderOrganization: 'Volgorde van de templates van een organisatie opslaan',
    reorderDefaults: 'Volgorde van de standaard templates opslaan',
    moveUpUser: 'Template omhoog bij gebruiker',
    moveDownUser: 'Template omlaag bij gebruiker',
    moveUpOrganization: 'Template omhoog bij organisatie',
    moveDownOrganization: 'Template omlaag bij organisatie',
    moveUpDefault: 'Standaard template omhoog',
    moveDownDefault: 'Standaard template omlaag',
    duplicate: 'Templates dupliceren van een andere gebruiker',
    disableOwn: 'Standaard template uitschakelen voor mij',
    enableOwn: 'Standaard template inschakelen voor mij',
    resetOwnOrder: 'Mijn templatevolgorde herstellen',
    goTemplateSettings: 'Ga naar Template instellingen',
  },
  pickers: {
    template: 'Kies een template',
    switchOff: 'Kies het template om uit te schakelen',
    switchOn: 'Kies het uitgeschakelde template',
    move: 'Kies het template om te verplaatsen',
    remove: 'Kies het template om te verwijderen',
    targetUser: 'Kies de gebruiker die de kopieën krijgt',
    sourceUser: 'Kies de gebruiker van wie je templates kopieert',
    templates: 'Kies de templates om te dupliceren',
    allTemplates: (n: number) => `Alle ${n} templates`,
    allTemplatesDescription: 'Kopieer ze allemaal',
    disabledFor: {
      user: 'uitgeschakeld voor de gebruiker',
      organization: 'uitgeschakeld voor de organisatie',
    },
  },
  /** Why a command cannot run for a template (beside a disabled button, in the palette). */
  refusals: {
    notPersonal: 'Standaard- en organisatietemplates kun je hier alleen bekijken of uitschakelen.',
    defaultTemplate: 'Standaard templates kun je hier alleen bekijken of uitschakelen.',
    personalNotSwitchable: 'Een persoonlijk template schakel je niet uit; verwijder het als het weg moet.',
    ownNotSwitchable:
      'Een eigen template van de organisatie schakel je niet uit; verwijder het als het weg moet.',
    notDefault: 'Alleen standaard templates kun je in- of uitschakelen.',
    alreadyOff: 'Dit template is al uitgeschakeld.',
    alreadyOn: 'Dit template is al ingeschakeld.',
    switchedOffByOrganization:
      'Dit template is uitgeschakeld voor de hele organisatie; schakel het bij de organisatie weer in.',
    atTop: 'Dit template staat al bovenaan.',
    atBottom: 'Dit template staat al onderaan.',
    notInList: 'Dit template staat niet in deze lijst.',
    sameUser: 'Kies een andere gebruiker als bron.',
  },
  confirm: {
    deleteTitle: 'Template verwijderen',
    deleteDescription: (title: string) =>
      `Weet je zeker dat je het template “${title}” wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    deleteDefaultDescription: (title: string) =>
      `Weet je zeker dat je het standaard template “${title}” wilt verwijderen? Het verdwijnt bij alle gebruikers en organisaties.`,
    deleteConfirm: 'Verwijderen',
    switchOffTitle: 'Template uitschakelen',
    switchOffForUser: (title: string, user: string) =>
      `Weet je zeker dat je “${title}” wilt uitschakelen voor ${user}? Het komt in de lijst met uitgeschakelde templates en kan daar weer worden ingeschakeld.`,
    switchOffForOrganization: (title: string, organization: string) =>
      `Weet je zeker dat je “${title}” wilt uitschakelen voor de organisatie ${organization}? Het verdwijnt bij alle gebruikers van de organisatie tot je het weer inschakelt.`,
    switchOffForMe: (title: string) =>
      `Weet je zeker dat je “${title}” voor jezelf wilt uitschakelen? Je kunt het hier weer inschakelen.`,
    switchOffConfirm: 'Uitschakelen',
    resetOrderTitle: 'Volgorde herstellen',
    resetOrderDescription:
      'Je eigen volgorde van de templates wordt vergeten; ze staan weer in de standaardvolgorde.',
    resetOrderConfirm: 'Herstellen',
  },
  /** Duplication: which templates failed, after the contract's failure text. */
  duplicateSomeFailed: (titles: readonly string[], done: number) =>
    `Niet gedupliceerd: ${titles.join(', ')}.${done > 0 ? ` ${done} andere template(s) zijn wel gedupliceerd.` : ''}`,
  searchGroup: 'Templates',
  searchDescription: (type: string, owner: string) => `${type} · ${owner}`,
  thisUser: 'deze gebruiker',
  thisOrganization: 'deze organisatie',

  // The sortable lists
  sortable: {
    handle: (title: string) => `Verplaats ${title}`,
    moveUp: (title: string) => `${title} omhoog`,
    moveDown: (title: string) => `${title} omlaag`,
    instructions:
      'Druk op spatie of Enter om het template op te pakken, verplaats het met de pijltjestoetsen en zet het neer met spatie of Enter; Escape annuleert. Alt+pijl omhoog of omlaag verplaatst het meteen één plaats.',
    hint: 'Sleep een template aan de greep, of gebruik de pijlknoppen of Alt+↑ en Alt+↓ op de greep. De volgorde wordt meteen opgeslagen.',
    pickedUp: (title: string, position: number, count: number) =>
      `${title} opgepakt op positie ${position} van ${count}.`,
    movedTo: (title: string, position: number, count: number) =>
      `${title} naar positie ${position} van ${count}.`,
    dropped: (title: string, position: number, count: number) =>
      `${title} neergezet op positie ${position} van ${count}.`,
    outside: (title: string) => `${title} is niet boven de lijst.`,
    cancelled: (title: string) => `Verplaatsen van ${title} geannuleerd; het staat weer op zijn plek.`,
  },

  // Shared columns and buttons
  columns: {
    /** The column with the drag handle and the arrow buttons. */
    order: 'Verplaatsen',
    /** A default template's sort_order (the list's "order" column). */
    sortOrder: 'Volgorde',
    title: 'Titel',
    name: 'Naam',
    description: 'Beschrijving',
    type: 'Type',
    complexity: 'Complexiteit',
    scope: 'Uitgeschakeld voor',
    status: 'Status',
    actions: 'Acties',
    orgWide: 'Organisatiebreed',
  },
  view: 'Bekijken',
  edit: 'Bewerken',
  /** Opens the dialog editor on the list. */
  quickEdit: 'Snel bewerken',
  delete: 'Verwijderen',
  switchOff: 'Uitschakelen',
  switchOn: 'Inschakelen',
  newTemplate: 'Nieuw template',
  enabledStatus: 'Ingeschakeld',
  disabledStatus: 'Uitgeschakeld',
  scopes: {
    user: 'Deze gebruiker',
    organization: 'De organisatie',
  },
  count: (n: number) => `${n} template(s)`,
  /** The templates tab of user and organisation detail. */
  tabTitle: 'Templates',
  loading: 'Templates laden…',

  // User detail, templates tab
  user: {
    listLabel: (username: string) => `Templates van ${username}`,
    empty: 'Deze gebruiker heeft nog geen templates.',
    disabledHeading: 'Uitgeschakelde templates',
    disabledLabel: (username: string) => `Uitgeschakelde templates van ${username}`,
    noDisabled: 'Er zijn geen uitgeschakelde templates.',
    duplicateButton: 'Templates dupliceren',
  },

  // The duplicate dialog
  duplicate: {
    title: 'Templates dupliceren',
    description: (username: string) =>
      `Kies een gebruiker en de templates die ${username} als persoonlijke kopie krijgt.`,
    sourceLabel: 'Brongebruiker',
    templatesLabel: 'Templates van de brongebruiker',
    pickSourceFirst: 'Kies eerst een brongebruiker.',
    loadingTemplates: 'Templates van de brongebruiker laden…',
    noTemplates: 'Deze gebruiker heeft geen templates.',
    selectAll: 'Alles selecteren',
    selected: (n: number) => `${n} template(s) geselecteerd`,
    submit: 'Dupliceren',
    submitting: 'Dupliceren…',
    cancel: 'Annuleren',
  },

  // Organisation detail, templates tab
  organization: {
    tableLabel: 'Templates van de organisatie',
    empty: 'Deze organisatie heeft nog geen templates.',
    disabledHeading: 'Uitgeschakelde templates',
    disabledTableLabel: 'Uitgeschakelde templates van de organisatie',
    noDisabled: 'Er zijn geen uitgeschakelde templates.',
    yes: 'Ja',
    no: 'Nee',
    /** The tab's count: every template the organisation uses, its own (the header's number) and the defaults. */
    count: (total: number, own: number) => `${total} template(s): ${own} eigen, ${total - own} standaard`,
  },

  // Default templates screen
  defaults: {
    tableLabel: 'Standaard templates',
    newButton: 'Nieuw standaard template',
    empty: 'Er zijn nog geen standaard templates.',
  },

  // Template settings screen
  settings: {
    description:
      'Alle templates die voor jou beschikbaar zijn. Standaard templates kun je voor jezelf uitschakelen.',
    tableLabel: 'Mijn templates',
    empty: 'Er zijn geen templates beschikbaar.',
    resetOrder: 'Volgorde herstellen',
    byOrganization: 'Uitgeschakeld door de organisatie',
  },
} as const;
