// With its extension: vite.config.ts imports this file through FirstPaint (Vite's config loader wants them).
import { authAnswers } from '../api/messages/auth.ts';

/**
 * The part of the catalogue (`messages.ts`) that the first screen needs: the sign-in screen, the errors of
 * signing in and the shell's loading text. The sign-in path imports this module alone, so the rest of the
 * catalogue (and the schemas its sections use) loads with the signed-in screens.
 */
export const coreMessages = {
  app: {
    adminTitle: 'Werkbank Admin',
  },
  signIn: {
    title: 'Werkbank Admin',
    serverUrl: 'Server URL',
    serverUrlPlaceholder: 'https://api.voorbeeld.nl/api/',
    username: 'Username',
    password: 'Password',
    code: '2FA Code',
    submit: 'Sign In',
    submitting: 'Bezig met aanmelden…',
    loginFailed: 'Login failed. Please check your credentials and try again.',
    codeRequired: 'Please enter the 2FA code sent to you.',
    notAnAdmin: 'Dit account heeft geen beheerrechten.',
    serverUnreachable: (url: string) =>
      `De server op ${url} is niet bereikbaar of antwoordt niet. Controleer het serveradres en je verbinding, en probeer het opnieuw.`,
    notAWerkbankServer: (url: string) =>
      `Op ${url} is geen Werkbank-server gevonden. Controleer het serveradres: het is het adres van de API, meestal eindigend op /api/.`,
  },
  errors: {
    authenticationFailed: 'Authentication failed',
    serverUrlNotFound: 'Server URL not found',
    invalidCredentials: authAnswers.invalidCredentials,
    unexpectedResponse: 'Onverwacht antwoord van de server.',
    unknown: 'Er is een onbekende fout opgetreden.',
    commandNotFound: (id: string) => `Onbekende opdracht: ${id}`,
    invalidArguments: (title: string) => `Ongeldige invoer voor “${title}”.`,
    duplicateCommand: (id: string) => `Opdracht ${id} is dubbel geregistreerd.`,
    notSignedIn: 'Je bent niet aangemeld.',
  },
  shell: {
    mainMenu: 'Hoofdmenu',
    environment: 'Omgeving',
    server: 'Server',
    skipToContent: 'Naar de inhoud',
    loading: 'Laden…',
    openPalette: 'Opdrachten',
    organization: 'Organisatie',
  },
};
