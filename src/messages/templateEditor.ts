import { templateProblemTexts } from '../api/rules/templates';

/** Texts of the template editors (dialog, full editor, default-template editor, copy/paste all, views). */
export const templateEditorMessages = {
  commands: {
    createUserTemplate: 'Nieuw persoonlijk template',
    saveNewUserTemplate: 'Nieuw persoonlijk template opslaan',
    saveUserTemplate: 'Persoonlijk template opslaan',
    createOrganizationTemplate: 'Nieuw organisatietemplate',
    saveNewOrganizationTemplate: 'Nieuw organisatietemplate opslaan',
    saveOrganizationTemplate: 'Organisatietemplate opslaan',
    createDefaultTemplate: 'Nieuw standaard template',
    saveNewDefaultTemplate: 'Nieuw standaard template opslaan',
    saveDefaultTemplate: 'Standaard template opslaan',
    copyAll: 'Kopieer Alles',
    pasteAll: 'Plak Alles',
  },
  reasons: {
    noEditor: 'Open eerst een template in de editor.',
    notThisEditor: 'Open eerst dit template in de editor.',
    readOnly: 'Dit template is alleen te bekijken.',
    nothingChanged: 'Geen wijzigingen om op te slaan.',
  },
  done: {
    copied: 'Template als tekst naar het klembord gekopieerd',
    pasted: 'Template ingevoegd; nog niet opgeslagen',
  },
  errors: {
    copyFailed: 'Kopiëren naar het klembord is mislukt.',
    pasteEmpty: 'Plak eerst de tekst van een template.',
    pasteNoTags: 'Geen template gevonden: de tekst bevat geen van de tags.',
  },
  /** The full editor's sections, named as the contract names them. */
  sections: {
    general: 'ALGEMEEN',
    prompt: 'PROMPT',
    task: 'OPDRACHT',
    systemMessage: 'SYSTEM_MESSAGE',
  },
  sectionsLabel: 'Onderdelen van het template',
  actions: 'Acties',
  fields: {
    user: 'Gebruiker',
    name: 'Naam',
    title: 'Titel',
    description: 'Beschrijving',
    complexity: 'Complexiteit',
    maxTokens: 'Max Tokens',
    sortOrder: 'Volgorde',
    extraSettings: 'Extra Settings (JSON)',
    content: 'Inhoud',
    task: 'Opdracht',
    systemMessage: 'System Message',
  },
  hints: {
    name: 'Een vaste naam: kleine letters, cijfers, - en _.',
    maxTokens: 'Een geheel getal van 0 of groter.',
    sortOrder: 'Een geheel getal van 0 of groter; leeg zet het template achteraan.',
    content: 'De prompt waarmee de samenvatting wordt geschreven.',
    customOnly: 'Wordt alleen opgeslagen bij complexiteit CUSTOM.',
    extraSettings: 'Leeg, of een geldige JSON-waarde.',
  },
  /** The dialog editor's labels. */
  dialog: {
    newTitle: 'Nieuw template',
    editTitle: 'Template bewerken',
    intro: 'Title en Content zijn verplicht; bij CUSTOM ook Max Tokens, System Message en Task.',
    labels: {
      title: 'Title',
      description: 'Description',
      content: 'Content',
      complexity: 'Complexity',
      maxTokens: 'Max Tokens',
      systemMessage: 'System Message',
      task: 'Task',
      extraSettings: 'Extra Settings (JSON)',
    },
    cancel: 'Annuleren',
    save: 'Opslaan',
  },
  save: 'Opslaan',
  saving: 'Opslaan…',
  loading: 'Template laden…',
  backToUsers: 'Terug naar Gebruikers',
  backToOrganization: 'Terug naar de organisatie',
  backToDefaults: 'Terug naar Standaard Templates',
  viewBackToUser: 'Terug naar de templates van de gebruiker',
  viewBackToOrganization: 'Terug naar de templates van de organisatie',
  forUser: (name: string) => `Persoonlijk template van ${name}`,
  forOrganization: (name: string) => `Template van organisatie ${name}`,
  defaultTemplate: 'Standaard template voor alle gebruikers',
  readOnly: 'Alleen-lezen: dit template kan hier niet worden gewijzigd.',
  notEditableForUser:
    'Standaard- en organisatietemplates kunnen in de lijst van een gebruiker alleen worden bekeken of uitgeschakeld.',
  notEditableForOrganization:
    'Standaardtemplates kunnen in de lijst van een organisatie alleen worden bekeken of uitgeschakeld.',
  viewNeedsOwner: 'Open dit template vanuit de templatelijst van een gebruiker of organisatie.',
  userPicker: {
    search: 'Zoek een gebruiker',
    searchPlaceholder: 'Gebruikersnaam of e-mail…',
    choose: 'Kies een gebruiker',
    loading: 'Gebruikers laden…',
  },
  paste: {
    title: 'Plak Alles',
    description:
      'Plak een template als tekst met de tags <title>, <description>, <complexity>, <max_tokens>, <system_message>, <task> en <content>. Alle velden worden vervangen; opslaan doe je daarna zelf.',
    label: 'Template als tekst',
    submit: 'Invoegen',
    cancel: 'Annuleren',
  },
  unsaved: {
    title: 'Wijzigingen niet opgeslagen',
    description:
      'Dit template heeft wijzigingen die nog niet zijn opgeslagen. Verlaat je de editor, dan gaan ze verloren.',
    leave: 'Verlaten zonder opslaan',
  },
  invalidJson: templateProblemTexts.extraSettingsInvalid,
} as const;
