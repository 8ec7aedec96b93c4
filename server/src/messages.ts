/**
 * Every text the server shows to people: API error details, mails, start-up lines and configuration errors.
 * Dutch, except `invalidCredentials`, which the spec fixes as `Invalid credentials`, and the 2FA send failure,
 * which must contain `Failed to send` so the console reveals its code field.
 */

export interface FieldIssue {
  field: string;
  problem: FieldProblem;
}
export type FieldProblem =
  'required' | 'too_short' | 'too_long' | 'too_small' | 'too_big' | 'format' | 'value' | 'type' | 'unknown';

const fieldProblems: Record<FieldProblem, string> = {
  required: 'is verplicht',
  too_short: 'is te kort',
  too_long: 'is te lang',
  too_small: 'is te klein',
  too_big: 'is te groot',
  format: 'heeft een ongeldig formaat',
  value: 'heeft een ongeldige waarde',
  type: 'heeft het verkeerde type',
  unknown: 'is ongeldig',
};

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
          ? `de inhoud ${fieldProblems[issue.problem]}`
          : `${issue.field} ${fieldProblems[issue.problem]}`,
      );
      return `Ongeldige invoer: ${[...new Set(parts)].join('; ')}.`;
    },
  },
  auth: {
    invalidCredentials: 'Invalid credentials',
    missingToken: 'Niet ingelogd: stuur een geldige toegangstoken mee.',
    invalidToken: 'De toegangstoken is ongeldig of verlopen.',
    invalidRefreshToken: 'De vernieuwingstoken is ongeldig of verlopen. Log opnieuw in.',
    forbidden: 'Je hebt geen rechten voor deze actie.',
    twoFactorRequired: 'Vul de 2FA-code in die we je per e-mail hebben gestuurd.',
    invalidTwoFactorCode:
      'De 2FA-code is ongeldig of verlopen. Log opnieuw in zonder code om een nieuwe te ontvangen.',
    twoFactorSendFailed:
      'Failed to send 2FA code: de e-mail met de code kon niet worden verstuurd. Probeer het later opnieuw.',
  },
  loginAttempts: {
    notFound: 'Login poging niet gevonden.',
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
    loggedInsteadOfSent: (to: string, subject: string) =>
      `E-mail (SMTP_URL niet ingesteld, dus alleen gelogd) aan ${to}, onderwerp "${subject}":`,
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
    jwtSecretRequired:
      'Ongeldige configuratie: JWT_SECRET is verplicht wanneer DATABASE_URL is ingesteld (minstens 32 tekens, bijvoorbeeld uit `openssl rand -base64 48`), zodat alle servers op dezelfde database dezelfde sleutel gebruiken.',
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
    coldStart: (ms: number) => `Opgestart in ${ms} ms (database openen, migreren, seed en luisteren)`,
    staticDir: (dir: string) => `Console: ${dir}`,
    twoFactor: 'Inloggen vraagt een 2FA-code per e-mail (TWO_FACTOR=email).',
    mailToLog: 'SMTP_URL is niet ingesteld: e-mails worden in dit log geschreven.',
    stopping: (signal: string) => `${signal} ontvangen, server stopt…`,
    stopped: 'Server gestopt.',
    failed: 'Werkbank kon niet starten:',
  },
} as const;
