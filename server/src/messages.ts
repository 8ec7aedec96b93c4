/**
 * Every text the server shows to people: API error details, mails, start-up lines and configuration errors.
 * Dutch, except `invalidCredentials` (`Invalid credentials`), and the 2FA send failure, which must contain
 * `Failed to send` so the console reveals its code field. A text the console shows as well is written once in
 * src/api: beside the rule it words (src/api/rules, src/api/schemas), or with what an answer says
 * (src/api/messages); this catalogue refers to it.
 */

import { authAnswers } from '../../src/api/messages/auth';
import { organizationAnswers } from '../../src/api/messages/organizations';
import { taxonomyAnswers } from '../../src/api/messages/taxonomies';
import { templateAnswers } from '../../src/api/messages/templates';
import { userAnswers } from '../../src/api/messages/users';
import { templateProblemTexts } from '../../src/api/rules/templates';
import { userRefusalTexts } from '../../src/api/rules/users';
import { FEEDBACK_REQUIRED_MESSAGE } from '../../src/api/schemas/ai';
import { EMPTY_FILE_MESSAGE } from '../../src/api/schemas/common';
import { invalidEmailMessage, NO_EMAILS_MESSAGE } from '../../src/api/schemas/organizations';
import { RESTORE_REASON_REQUIRED_MESSAGE } from '../../src/api/schemas/revisions';
import {
  CORRECT_FORM_REQUIRED_MESSAGE,
  NOT_FOR_TEMPLATE_MESSAGE,
  TAXONOMY_FIELDS_REQUIRED_MESSAGE,
} from '../../src/api/schemas/taxonomies';
import { brandingMessages, pdfMessages } from './branding/messages';
import { exportMessages } from './exports/messages';
import type { FieldIssue } from '../../src/api/validation';
import { fieldProblemTexts } from '../../src/api/validation';

/** Ids in a message: the first ten, and how many more there are. */
function idList(ids: readonly number[]): string {
  const shown = ids.slice(0, 10).join(', ');
  return ids.length > 10 ? `${shown} en ${ids.length - 10} meer` : shown;
}

export const messages = {
  http: {
    notFound: 'Dit API-adres bestaat niet.',
    methodNotAllowed: 'Deze methode is hier niet toegestaan.',
    malformedJson: 'De aanvraag bevat geen geldige JSON.',
    bodyTooLarge: 'De aanvraag is te groot.',
    internal: 'Er is een interne fout opgetreden. Probeer het later opnieuw.',
    badRequest: 'Ongeldige aanvraag.',
    invalidFields: (issues: FieldIssue[]) => {
      const parts = issues.map((issue) =>
        issue.field === ''
          ? `de inhoud ${fieldProblemTexts[issue.problem]}`
          : `${issue.field} ${fieldProblemTexts[issue.problem]}`,
      );
      return `Ongeldige invoer: ${[...new Set(parts)].join('; ')}.`;
    },
    unstorableText: (fields: string[]) =>
      `Ongeldige invoer: ${fields.map((field) => field || 'de inhoud').join(', ')} ${
        fields.length === 1 ? 'bevat een teken dat niet kan' : 'bevatten tekens die niet kunnen'
      } worden opgeslagen (zoals een nul-teken).`,
  },
  auth: {
    invalidCredentials: authAnswers.invalidCredentials,
    missingToken: 'Niet ingelogd: stuur een geldige toegangstoken mee.',
    invalidToken: 'De toegangstoken is ongeldig of verlopen.',
    invalidRefreshToken: 'De vernieuwingstoken is ongeldig of verlopen. Log opnieuw in.',
    forbidden: 'Je hebt geen rechten voor deze actie.',
    twoFactorRequired: 'Vul de 2FA-code in die we je per e-mail hebben gestuurd.',
    invalidTwoFactorCode:
      'De 2FA-code is ongeldig of verlopen. Log opnieuw in zonder code om een nieuwe te ontvangen.',
    twoFactorSendFailed:
      'Failed to send 2FA code: de e-mail met de code kon nog niet worden verstuurd. We proberen het automatisch opnieuw; komt er binnen een paar minuten niets, log dan later opnieuw in.',
    throttled: (wait: string) => `Te veel mislukte inlogpogingen. Wacht ${wait} en probeer het dan opnieuw.`,
    twoFactorThrottled: (wait: string) =>
      `Te veel onjuiste 2FA-codes. Wacht ${wait} en probeer het dan opnieuw.`,
    mailLimited: (wait: string) =>
      `Er zijn het afgelopen uur al te veel e-mails naar dit account gestuurd. Probeer het over ${wait} opnieuw.`,
    wait: (seconds: number) =>
      seconds < 60
        ? `${seconds} seconde${seconds === 1 ? '' : 'n'}`
        : `${Math.ceil(seconds / 60)} minu${Math.ceil(seconds / 60) === 1 ? 'ut' : 'ten'}`,
  },
  sessions: {
    ended: 'Je sessie is beëindigd of verlopen. Log opnieuw in.',
    notFound: 'Sessie niet gevonden.',
    unknownDevice: 'Onbekend apparaat',
    device: (browser: string, system: string) => `${browser} op ${system}`,
    wrongCurrentPassword: 'Het huidige wachtwoord klopt niet.',
    samePassword: 'Het nieuwe wachtwoord moet anders zijn dan het huidige.',
  },
  lockouts: {
    cleared: userAnswers.lockoutCleared,
  },
  loginAttempts: {
    notFound: 'Login poging niet gevonden.',
  },
  users: {
    notFound: 'Gebruiker niet gevonden.',
    usernameTaken: (username: string) => `De gebruikersnaam "${username}" is al in gebruik.`,
    emailTaken: (email: string) => `Het e-mailadres ${email} is al in gebruik.`,
    uniqueClash: 'De gebruikersnaam of het e-mailadres is al in gebruik.',
    organizationNotFound: (name: string) => `Er bestaat geen organisatie met de naam "${name}".`,
    groupNotFound: 'Groep niet gevonden.',
    groupOfOtherOrganization: 'Deze groep hoort bij een andere organisatie dan die van de gebruiker.',
    groupWithoutOrganization: 'Koppel de gebruiker eerst aan een organisatie voordat je een groep kiest.',
    orgAdminWithoutOrganization:
      'Alleen een gebruiker die bij een organisatie hoort, kan organisatiebeheerder zijn.',
    superuserProtected: userRefusalTexts.superuserProtected,
    platformProtected: userRefusalTexts.platformProtected,
    platformGrant: 'Een organisatiebeheerder kan geen platformbeheerrechten toekennen.',
    organizationChange:
      'Een organisatiebeheerder kan een gebruiker niet naar een andere organisatie verplaatsen.',
    cannotBlockSelf: userRefusalTexts.blockSelf,
    cannotDeleteSelf: userRefusalTexts.deleteSelf,
    cannotRevokeOwnAdmin: 'Je kunt je eigen beheerrechten niet intrekken.',
    blocked: userAnswers.blocked,
    unblocked: userAnswers.unblocked,
    deleted: userAnswers.deleted,
    passwordSent: (email: string) => `Er is een nieuw wachtwoord naar ${email} gestuurd.`,
    passwordMailFailed:
      'De e-mail met het nieuwe wachtwoord kon niet worden verstuurd; het wachtwoord is nog niet gewijzigd. De server probeert het automatisch opnieuw en wijzigt het wachtwoord zodra de e-mail is verstuurd.',
    passwordQueued: (email: string) =>
      `Het nieuwe wachtwoord wordt naar ${email} gestuurd; het oude wachtwoord blijft geldig tot de e-mail is verstuurd.`,
    fileRemovalFailed: (key: string) =>
      `Bestand ${key} van een verwijderde gebruiker kon niet worden verwijderd.`,
  },
  transcriptions: {
    notFound: 'Transcriptie niet gevonden.',
    summaryNotFound: 'Samenvatting niet gevonden.',
    noAudio: 'Bij deze transcriptie is geen audio opgeslagen.',
    fileMissing: 'Het bestand staat niet meer op de server.',
    fileMissingLog: (key: string) => `Bestand ${key} ontbreekt in FILES_DIR.`,
    notMultipart: 'Stuur het transcript als multipart/form-data, met het bestand in het veld "file".',
    unreadableForm: 'Het formulier met het bestand kon niet worden gelezen.',
    fileRequired: 'Kies een transcriptbestand (veld "file").',
    onlyTxt: 'Alleen .txt-bestanden kunnen als transcript worden geüpload.',
    notText: 'Het bestand is geen leesbare tekst: gebruik een .txt-bestand in UTF-8, zonder binaire inhoud.',
    empty: EMPTY_FILE_MESSAGE,
    tooLarge: (megabytes: number) =>
      `Het bestand is te groot: een transcript mag hoogstens ${megabytes} MB zijn.`,
  },
  organizations: {
    notFound: organizationAnswers.notFound,
    duplicateName: (name: string) => `Er bestaat al een organisatie met de naam "${name}".`,
    deleted: (name: string, unlinked: number) =>
      `Organisatie "${name}" verwijderd; ${unlinked} gebruiker(s) losgekoppeld.`,
    userNotFound: 'Gebruiker niet gevonden.',
    userNotMember: 'Deze gebruiker hoort niet bij deze organisatie.',
    usersNotFound: (ids: number[]) => `Onbekende gebruiker(s): ${ids.join(', ')}. Er is niemand toegevoegd.`,
    alreadyMembers: (usernames: string[]) =>
      `Al lid van deze organisatie: ${usernames.join(', ')}. Er is niemand toegevoegd.`,
    inOtherOrganization: (items: string[]) =>
      `Deze gebruiker(s) horen al bij een andere organisatie; haal ze daar eerst weg: ${items.join(', ')}. Er is niemand toegevoegd.`,
    usersAdded: organizationAnswers.usersAdded,
    userRemoved: organizationAnswers.userRemoved,
    noEmails: NO_EMAILS_MESSAGE,
    tooManyUsers: (max: number) => `Maak hoogstens ${max} gebruikers tegelijk aan.`,
    invalidEmails: (values: string[]) =>
      `${invalidEmailMessage(values.join(', '))}. Er is niemand aangemaakt.`,
    duplicateInRequest: (values: string[]) =>
      `Dubbel in de aanvraag: ${values.join(', ')}. Er is niemand aangemaakt.`,
    existingUsers: (values: string[]) =>
      `Er bestaat al een gebruiker met: ${values.join(', ')}. Er is niemand aangemaakt.`,
    bulkCreated: organizationAnswers.bulkCreated,
    concurrentChange: 'De gegevens zijn tegelijk door iemand anders gewijzigd. Probeer het opnieuw.',
  },
  retention: {
    saved: 'Bewaartermijnen opgeslagen.',
    platformSaved: 'Standaard bewaartermijnen opgeslagen.',
    runQueued: 'De verwijderronde is ingepland; de worker voert hem zo uit.',
    runAlreadyQueued: 'Er staat al een verwijderronde klaar; de worker voert die zo uit.',
    fileRemovalFailed: (key: string) =>
      `Bestand ${key} kon niet worden verwijderd (bewaarbeleid); de volgende ronde probeert het opnieuw.`,
    removed: (
      removed: { audio: number; transcript: number; summary: number },
      resumed: number,
      measured: number,
    ) =>
      `Bewaarbeleid: ${removed.audio} audio, ${removed.transcript} transcripties en ${removed.summary} samenvattingen verwijderd` +
      `${resumed > 0 ? `, ${resumed} bestanden van een eerdere ronde opgeruimd` : ''}${measured > 0 ? `, ${measured} bestandsgroottes gemeten` : ''}.`,
  },
  usage: {
    priceSaved: (model: string, validFrom: string) => `Prijs van ${model} vanaf ${validFrom} opgeslagen.`,
    priceDeleted: (model: string, validFrom: string) => `Prijs van ${model} vanaf ${validFrom} verwijderd.`,
    budgetSaved: 'Budget opgeslagen.',
    budgetRemoved: 'Budget verwijderd.',
    noBudget: 'Deze organisatie heeft geen budget.',
    alertSubject: (organization: string, threshold: number, month: string) =>
      `Budget ${organization}: ${threshold} % bereikt in ${month}`,
    alertText: (alert: {
      organization: string;
      month: string;
      threshold: number;
      used: string;
      amount: string;
      percent: string;
    }) =>
      [
        'Hallo,',
        '',
        `Het maandbudget van ${alert.organization} heeft in ${alert.month} de drempel van ${alert.threshold} % bereikt.`,
        '',
        `Verbruikt: ${alert.used} van ${alert.amount} (${alert.percent} %).`,
        '',
        'Je krijgt deze melding één keer per drempel per maand. Het verbruik en de prognose staan in Werkbank onder Gebruik en kosten.',
      ].join('\n'),
    checked: (organizations: number, raised: number) =>
      `Budgetcontrole: ${organizations} organisaties met een budget, ${raised} nieuwe meldingen.`,
  },
  groups: {
    notFound: 'Groep niet gevonden.',
    duplicateName: (name: string) => `Deze organisatie heeft al een groep met de naam "${name}".`,
    defaultCannotBeDeleted:
      'De standaardgroep kan niet worden verwijderd. Maak eerst een andere groep standaard.',
    defaultRequired:
      'Er moet altijd één standaardgroep zijn: maak een andere groep standaard in plaats van deze uit te zetten.',
    deleted: (name: string, unlinked: number) =>
      `Groep "${name}" verwijderd; ${unlinked} gebruiker(s) losgekoppeld.`,
    userNotInOrganization: (username: string) =>
      `${username} hoort niet bij deze organisatie; voeg de gebruiker eerst toe aan de organisatie.`,
    alreadyMember: (username: string) => `${username} is al lid van deze groep.`,
    notMember: 'Deze gebruiker is geen lid van deze groep.',
    memberUnlinked: (username: string) => `${username} is losgekoppeld van de groep.`,
  },
  templates: {
    notFound: 'Template niet gevonden.',
    defaultNotFound: 'Standaardtemplate niet gevonden.',
    /** The shared rules' problems, worded beside the rules. */
    problems: templateProblemTexts,
    /** Every problem of a refused template, each as a sentence. */
    invalid: (texts: string[]) => texts.map((text) => (text.endsWith('.') ? text : `${text}.`)).join(' '),
    notEditableForUser:
      'Standaard- en organisatietemplates kunnen in de lijst van een gebruiker niet worden bewerkt of verwijderd; bekijk of schakel ze uit.',
    notEditableForOrganization:
      'Standaardtemplates kunnen in de lijst van een organisatie niet worden bewerkt of verwijderd; schakel ze uit als de organisatie ze niet gebruikt.',
    personalNotSwitchable:
      'Een persoonlijk template kan niet worden uitgeschakeld; verwijder het als het niet meer nodig is.',
    ownNotSwitchable:
      'Een eigen organisatietemplate kan niet worden uitgeschakeld; verwijder het als de organisatie het niet meer nodig heeft.',
    switchedOffByOrganization: (title: string) =>
      `"${title}" is voor de hele organisatie uitgeschakeld; alleen de organisatie kan het weer inschakelen.`,
    noOrganization:
      'Je hoort niet bij een organisatie: een template kan alleen voor jezelf worden in- of uitgeschakeld.',
    duplicateDefaultName: (name: string) => `Er bestaat al een standaardtemplate met de naam "${name}".`,
    orderDuplicates: (ids: number[]) =>
      `Dubbel in de volgorde: ${idList(ids)}. De volgorde is niet opgeslagen.`,
    orderForeign: (ids: number[]) =>
      `Deze templates horen niet bij deze lijst: ${idList(ids)}. De volgorde is niet opgeslagen.`,
    created: templateAnswers.created,
    deleted: templateAnswers.deleted,
    enabled: templateAnswers.enabled,
    disabled: templateAnswers.disabled,
    reordered: templateAnswers.reordered,
    orderReset: templateAnswers.orderReset,
    /** The reason of the revision each save writes. */
    revisionCreated: 'Aangemaakt',
    revisionUpdated: 'Bijgewerkt',
    /** The audit target of a change of the default templates' order. */
    defaultOrderTarget: 'Volgorde van de standaardtemplates',
  },
  revisions: {
    notFound: 'Revisie niet gevonden.',
    reasonRequired: RESTORE_REASON_REQUIRED_MESSAGE,
    restored: templateAnswers.restored,
    /** The reason of the revision a restore writes: which revision, and why. */
    restoredReason: (revisionNumber: number, reason: string) =>
      `Hersteld naar revisie ${revisionNumber}: ${reason}`,
    /** The reason of the revision an AI update writes: the model and the feedback. */
    aiUpdateReason: (model: string, feedback: string) => `AI-update (${model}): ${feedback}`,
  },
  ai: {
    notConfigured: 'AI is niet geconfigureerd op deze server.',
    feedbackRequired: FEEDBACK_REQUIRED_MESSAGE,
    descriptionRequired: 'Beschrijf waarvoor het nieuwe template dient',
    updated: 'Template succesvol bijgewerkt met AI',
    generated: 'Templateconcept gemaakt; controleer het en sla het op.',
    changedMeanwhile:
      'Het template is gewijzigd terwijl het taalmodel bezig was; er is niets opgeslagen. Probeer de AI-update opnieuw.',
    transcriptTooLong: (max: number) =>
      `De transcriptie is te lang om een template op te testen (hoogstens ${max.toLocaleString('nl-NL')} tekens).`,
    unusableAnswer: 'Het taalmodel gaf geen bruikbaar antwoord. Er is niets opgeslagen; probeer het opnieuw.',
    truncatedAnswer:
      'Het antwoord van het taalmodel werd afgebroken omdat het te lang werd. Er is niets opgeslagen.',
    refused: 'Het taalmodel weigerde deze aanvraag te beantwoorden.',
    timeout: 'Het taalmodel reageerde niet op tijd. Probeer het later opnieuw.',
    unreachable: 'De AI-dienst is niet bereikbaar. Probeer het later opnieuw.',
    providerError: (status: number) =>
      `De AI-dienst gaf een fout (HTTP ${status}). Probeer het later opnieuw.`,
    rejectedKey: 'De AI-dienst weigert de sleutel van deze server (controleer AI_API_KEY).',
    unknownModel: (model: string) =>
      `Het taalmodel "${model}" is bij de AI-dienst niet bekend (controleer AI_MODELS).`,
    busy: 'De AI-dienst is op dit moment overbelast. Probeer het over een minuut opnieuw.',
    /** Logged (never the key or the prompt): what went wrong with a call to the provider. */
    failedLog: (task: string, model: string, what: string) =>
      `AI-aanroep ${task} met model ${model} mislukt: ${what}`,
  },
  taxonomies: {
    notFound: 'Taxonomie niet gevonden.',
    termNotFound: 'Term niet gevonden.',
    nameAndDescriptionRequired: TAXONOMY_FIELDS_REQUIRED_MESSAGE,
    correctFormRequired: CORRECT_FORM_REQUIRED_MESSAGE,
    duplicateTerm: (correctForm: string) => `Term "${correctForm}" bestaat al in deze taxonomie.`,
    repeatedTerm: (correctForm: string) =>
      `Term "${correctForm}" staat meer dan eens in de invoer. Er is niets opgeslagen.`,
    duplicateTerms: 'Een van deze termen bestaat al in deze taxonomie. Er is niets opgeslagen.',
    deleted: 'Taxonomie verwijderd',
    termDeleted: 'Term verwijderd',
    activeSet: taxonomyAnswers.activeSet,
    allActiveSet: taxonomyAnswers.allActiveSet,
    notForTemplate: NOT_FOR_TEMPLATE_MESSAGE,
    notForTemplateBatch: (ids: number[]) =>
      `Deze taxonomieën horen niet bij dit template: ${idList(ids)}. Er is niets opgeslagen.`,
    duplicateInBatch: (ids: number[]) =>
      `Dubbel in de aanvraag: taxonomie ${idList(ids)}. Er is niets opgeslagen.`,
    /** The audit label of a change of several taxonomies' state for one template. */
    batchLabel: (names: string[]) =>
      names.length > 5 ? `${names.slice(0, 5).join(', ')} en ${names.length - 5} meer` : names.join(', '),
  },
  mail: {
    twoFactorSubject: 'Je Werkbank-inlogcode',
    twoFactorText: (code: string, minutes: number) =>
      [
        'Hallo,',
        '',
        `Je inlogcode voor Werkbank is: ${code}`,
        '',
        `De code is ${minutes} minuten geldig en kan één keer worden gebruikt.`,
        'Heb je niet geprobeerd in te loggen? Dan kun je deze e-mail negeren; je wachtwoord is dan wel bij iemand anders bekend.',
      ].join('\n'),
    newPasswordSubject: 'Je nieuwe Werkbank-wachtwoord',
    newPasswordText: (username: string, password: string) =>
      [
        'Hallo,',
        '',
        `Een beheerder heeft een nieuw wachtwoord voor je Werkbank-account (${username}) ingesteld:`,
        '',
        password,
        '',
        'Je vorige wachtwoord werkt niet meer en je bent op al je apparaten uitgelogd.',
        'Log in met dit wachtwoord en kies daarna zelf een nieuw wachtwoord.',
      ].join('\n'),
    writtenToOutbox: (file: string) =>
      `E-mail niet verstuurd (SMTP_URL is niet ingesteld) maar opgeslagen in ${file}.`,
  },
  config: {
    invalid: (lines: string[]) => `Ongeldige configuratie:\n  ${lines.join('\n  ')}`,
    port: 'moet een geheel getal tussen 0 en 65535 zijn (0 = een vrije poort)',
    required: 'mag niet leeg zijn',
    tooLong: (max: number) => `mag hoogstens ${max} tekens lang zijn`,
    email: 'moet een geldig e-mailadres zijn',
    oneOf: (values: string[]) => `moet een van deze waarden zijn: ${values.join(', ')}`,
    databaseUrlFormat: 'moet beginnen met postgres:// of postgresql://',
    smtpUrlFormat: 'moet beginnen met smtp:// of smtps://',
    jwtSecretTooShort: (min: number) => `moet minstens ${min} tekens lang zijn`,
    trustProxy: "moet true, false of het aantal proxy's vóór de server zijn (0-99)",
    intBetween: (min: number, max: number) => `moet een geheel getal van ${min} tot en met ${max} zijn`,
    numberBetween: (min: number, max: number) => `moet een getal van ${min} tot en met ${max} zijn`,
    cron: 'moet een cron-uitdrukking met vijf velden zijn (minuut uur dag maand weekdag), bijvoorbeeld 0 * * * *',
    jwtSecretRequired:
      'Ongeldige configuratie: JWT_SECRET is verplicht wanneer DATABASE_URL is ingesteld (minstens 32 tekens, bijvoorbeeld uit `openssl rand -base64 48`), zodat alle servers op dezelfde database dezelfde sleutel gebruiken.',
    aiBaseUrl: 'moet een http:// of https:// adres zijn, bijvoorbeeld http://127.0.0.1:11434/v1',
    aiModels: (names: readonly string[]) =>
      `moet de vorm naam=model-id,naam=model-id hebben, elke naam hoogstens één keer en een van: ${names.join(', ')}`,
    portInUse: (host: string, port: number) =>
      `Poort ${port} op ${host} is al in gebruik. Kies een andere met PORT=… (0 = een vrije poort).`,
  },
  startup: {
    running: (url: string) => `Werkbank draait op ${url}`,
    api: (url: string) => `API: ${url}api/`,
    database: (description: string) => `Database: ${description}`,
    pglite: (dir: string) => `PGlite in ${dir}`,
    postgres: (where: string) => `PostgreSQL op ${where}`,
    adminCreatedWithPassword: (username: string, password: string) =>
      `Eerste beheerder aangemaakt: gebruikersnaam ${username}, wachtwoord ${password} (wordt maar één keer getoond)`,
    adminCreated: (username: string) =>
      `Eerste beheerder aangemaakt: gebruikersnaam ${username} (wachtwoord uit ADMIN_PASSWORD)`,
    demoSeeded: (organizations: number, users: number) =>
      `Demogegevens aangemaakt: ${organizations} organisaties en ${users} gebruikers`,
    demoOrgAdmin: (username: string, password: string) =>
      `Als organisatiebeheerder proberen: gebruikersnaam ${username}, wachtwoord ${password}`,
    coldStart: (ms: number) => `Opgestart in ${ms} ms (database openen, migreren, seed en luisteren)`,
    staticDir: (dir: string) => `Console: ${dir}`,
    twoFactor: 'Inloggen vraagt een 2FA-code per e-mail (TWO_FACTOR=email).',
    mailToOutbox: (dir: string) =>
      `SMTP_URL is niet ingesteld: e-mails worden als .eml-bestand in ${dir} opgeslagen (niet verstuurd).`,
    ai: (baseUrl: string) => `Taalmodel voor de templategenerator: ${baseUrl}`,
    noAi: 'AI_BASE_URL is niet ingesteld: de templategenerator (AI-update, nieuw template, Test) is uitgeschakeld.',
    worker: (name: string, concurrency: number) =>
      `Worker ${name} draait in dit proces (${concurrency} taken tegelijk; WORKERS=0 schakelt hem uit).`,
    noWorker:
      'WORKERS=0: dit proces voert geen achtergrondtaken uit; start daarvoor een of meer workers met npm run worker.',
    noWorkerPglite:
      'WORKERS=0: er voert niemand achtergrondtaken uit (e-mails, onderhoud). Met de ingebouwde database kan alleen de worker in dit proces dat; npm run worker vraagt PostgreSQL.',
    stopping: (signal: string) => `${signal} ontvangen, server stopt…`,
    stopped: 'Server gestopt.',
    failed: 'Werkbank kon niet starten:',
  },
  jobs: {
    queueError: 'Fout in de takenwachtrij (pg-boss)',
    mailSuperseded: 'vervangen door een nieuwere e-mail',
    codeNoLongerOpen: 'de 2FA-code is vervangen of al gebruikt',
    codeExpired: 'de 2FA-code is verlopen',
    mailClaimed: (id: number) => `E-mail ${id} wordt al door een andere worker verstuurd.`,
    mailUnreadable: (id: number) =>
      `E-mail ${id} kan niet worden geopend (is JWT_SECRET gewijzigd?) en wordt niet verstuurd.`,
    maintained: (removed: {
      refreshTokens: number;
      sessions: number;
      twoFactorCodes: number;
      loginAttempts: number;
      mails: number;
      workers: number;
    }) =>
      `Onderhoud: ${removed.refreshTokens} verlopen vernieuwingstokens, ${removed.sessions} oude sessies, ${removed.twoFactorCodes} verlopen 2FA-codes, ${removed.loginAttempts} oude loginpogingen, ${removed.mails} afgehandelde e-mails en ${removed.workers} verdwenen workers verwijderd.`,
  },
  workers: {
    heartbeatFailed: (name: string) => `Worker ${name} kon zijn heartbeat niet schrijven`,
    fetchFailed: (name: string) => `Worker ${name} kon geen taken ophalen`,
    jobFailed: (task: string, id: string, retries: number, limit: number) =>
      retries < limit
        ? `Taak ${task} (${id}) mislukt; poging ${retries + 1} van ${limit + 1}, wordt opnieuw geprobeerd`
        : `Taak ${task} (${id}) definitief mislukt na ${limit + 1} pogingen`,
    completionFailed: (task: string, id: string) =>
      `Afloop van taak ${task} (${id}) kon niet worden vastgelegd`,
    handedBack: (name: string) => `worker ${name} stopte voordat de taak klaar was`,
  },
  worker: {
    needsPostgres:
      'npm run worker heeft DATABASE_URL nodig (PostgreSQL). Met de ingebouwde database (PGlite, zonder DATABASE_URL) kan alleen de worker in het serverproces bij de wachtrij: start de server (npm start) zonder WORKERS=0.',
    running: (name: string, concurrency: number, database: string) =>
      `Worker ${name} draait (${concurrency} taken tegelijk); database: ${database}`,
    stopping: (signal: string) => `${signal} ontvangen, worker stopt (lopende taken ronden af)…`,
    stopped: 'Worker gestopt.',
    failed: 'Worker kon niet starten:',
  },
  audit: {
    writeFailedLog: (action: string) => `Auditregel voor ${action} kon niet worden geschreven`,
  },
  /** Export configurations and pushes, in their own file. */
  exports: exportMessages,
  /** Branding and logo, in their own file. */
  branding: brandingMessages,
  /** PDF export settings and the preview. */
  pdf: pdfMessages,
} as const;
