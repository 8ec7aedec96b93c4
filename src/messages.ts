/**
 * The one catalogue of user-facing text. Dutch, except the English texts the contract prescribes
 * verbatim (sign-in labels and the authentication errors). Components and commands import from here;
 * no literal user-facing strings elsewhere. Larger areas keep their section in `messages/<area>.ts`, spread in
 * here, so the catalogue stays one object. What the sign-in screen shows is in `messages/core.ts`, which the
 * sign-in path imports on its own so that the rest of the catalogue loads with the signed-in screens.
 */
import { auditMessages } from './messages/audit';
import { coreMessages } from './messages/core';
import { bulkMessages } from './messages/bulk';
import { dashboardMessages } from './messages/dashboard';
import { exportsMessages } from './messages/exports';
import { groupsMessages } from './messages/groups';
import { loginAttemptsMessages } from './messages/loginAttempts';
import { menuMessages } from './messages/menu';
import { organizationSettingsMessages } from './messages/organizationSettings';
import { revisionsMessages } from './messages/revisions';
import { sessionsMessages } from './messages/sessions';
import {
  organizationsMessages,
  organizationStatsMessages,
  userPickerMessages,
} from './messages/organizations';
import { templateEditorMessages } from './messages/templateEditor';
import { templateGeneratorMessages } from './messages/templateGenerator';
import { templateListsMessages } from './messages/templateLists';
import { templateTaxonomiesMessages } from './messages/templateTaxonomies';
import { taxonomiesMessages } from './messages/taxonomies';
import { templatesMessages } from './messages/templates';
import { usersMessages } from './messages/users';
import { workersMessages } from './messages/workers';
import { retentionMessages } from './messages/retention';
import { usageMessages } from './messages/usage';

export const messages = {
  ...coreMessages,
  ...sessionsMessages,
  ...menuMessages,
  screens: {
    dashboard: 'Dashboard',
    users: 'Gebruikers',
    userDetail: 'Gebruiker',
    userTemplateNew: 'Nieuw gebruikerstemplate',
    userTemplateEdit: 'Gebruikerstemplate bewerken',
    defaultTemplateView: 'Standaard template',
    organizationTemplateView: 'Organisatietemplate',
    organizations: 'Organisaties',
    organizationDetail: 'Organisatie',
    organizationTemplateNew: 'Nieuw organisatietemplate',
    organizationTemplateEdit: 'Organisatietemplate bewerken',
    exportConfigurationNew: 'Nieuwe Export Configuratie',
    exportConfigurationEdit: 'Export Configuratie Bewerken',
    taxonomies: 'Taxonomieën',
    taxonomyNew: 'Nieuwe taxonomie',
    taxonomyEdit: 'Taxonomie bewerken',
    defaultTemplates: 'Standaard Templates',
    defaultTemplateNew: 'Nieuw standaard template',
    defaultTemplateEdit: 'Standaard template bewerken',
    templateSettings: 'Template instellingen',
    workerStatus: 'Worker Status',
    loginAttempts: 'Login Pogingen',
    auditLog: 'Audit',
    retention: 'Bewaarbeleid',
    usage: 'Gebruik en kosten',
  },
  commandGroups: {
    navigation: 'Navigatie',
    organizations: 'Organisaties',
    users: 'Gebruikers',
    templates: 'Templates',
    taxonomies: 'Taxonomieën',
    operations: 'Statistieken en beheer',
    session: 'Sessie',
    appearance: 'Weergave',
    workspace: 'Werkruimte',
  },
  commands: {
    notPermitted: 'Dit is voorbehouden aan platformbeheerders.',
    superuserOnly: 'Dit is voorbehouden aan de superuser.',
    notOffered: 'Deze server biedt dit niet aan.',
    goOwnOrganization: 'Ga naar je organisatie',
    noOwnOrganization: 'Je beheert geen organisatie.',
    goDashboard: 'Ga naar Dashboard',
    goUsers: 'Ga naar Gebruikers',
    goOrganizations: 'Ga naar Organisaties',
    goTaxonomies: 'Ga naar Taxonomieën',
    goDefaultTemplates: 'Ga naar Standaard Templates',
    goWorkerStatus: 'Ga naar Worker Status',
    goLoginAttempts: 'Ga naar Login Pogingen',
    goAuditLog: 'Ga naar Audit',
    logout: 'Uitloggen',
    setTheme: 'Thema wijzigen',
    setThemePicker: 'Kies een thema',
    themeLight: 'Licht',
    themeDark: 'Donker',
    themeLightDescription: 'Lichte achtergrond',
    themeDarkDescription: 'Donkere achtergrond',
    themeSet: (label: string) => `Thema: ${label}`,
    toggleTheme: 'Wissel licht/donker thema',
    showShortcuts: 'Toon sneltoetsen',
    openPalette: 'Open opdrachtenpalet',
    openFormFirst: (form: string) => `Open eerst “${form}”.`,
  },
  palette: {
    name: 'Opdrachtenpalet',
    placeholder: 'Zoek een opdracht…',
    pickerPlaceholder: 'Zoek een optie…',
    empty: 'Geen opdrachten gevonden.',
    emptyOptions: 'Geen opties gevonden.',
    emptyText: 'Typ de tekst en druk op Enter.',
    more: 'Overige opdrachten',
    newLine: 'nieuwe regel',
    goOn: 'verder',
    loadingOptions: 'Opties laden…',
    recent: 'Recent',
    contextual: 'Op dit scherm',
    all: 'Alle opdrachten',
    back: 'Terug (Backspace)',
    shortcut: 'Sneltoets',
    unavailable: 'Niet beschikbaar',
  },
  shortcuts: {
    title: 'Sneltoetsen',
    description: 'Alle sneltoetsen per groep. Een reeks als “G U” betekent: eerst G, dan U.',
    command: 'Opdracht',
    keys: 'Toetsen',
    then: 'dan',
    close: 'Sluiten',
  },
  confirm: {
    cancel: 'Annuleren',
    confirm: 'Bevestigen',
  },
  toasts: {
    region: 'Meldingen',
    dismiss: 'Sluiten',
    undo: 'Ongedaan maken',
    nothingToUndo: 'Er is niets om ongedaan te maken.',
  },
  bulk: bulkMessages,
  organizations: organizationsMessages,
  organizationSettings: organizationSettingsMessages,
  groups: groupsMessages,
  organizationStats: organizationStatsMessages,
  userPicker: userPickerMessages,
  users: usersMessages,
  audit: auditMessages,
  templates: templatesMessages,
  templateEditor: templateEditorMessages,
  templateGenerator: templateGeneratorMessages,
  templateLists: templateListsMessages,
  taxonomies: taxonomiesMessages,
  templateTaxonomies: templateTaxonomiesMessages,
  revisions: revisionsMessages,
  dashboard: dashboardMessages,
  workers: workersMessages,
  retention: retentionMessages,
  usage: usageMessages,
  loginAttempts: loginAttemptsMessages,
  exports: exportsMessages,
  keys: {
    ctrl: 'Ctrl',
    cmd: '⌘',
    alt: 'Alt',
    option: '⌥',
    shift: 'Shift',
    escape: 'Esc',
    enter: 'Enter',
    space: 'Spatie',
  },
} as const;

export type Messages = typeof messages;
