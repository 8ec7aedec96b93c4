import { organizationSettingsAnswers } from '../../../src/api/messages/organizationSettings';

/**
 * The server's Dutch texts of branding, logo and PDF export settings; part of the catalogue in
 * `../messages.ts` as `messages.branding` and `messages.pdf`.
 */

const megabytes = (bytes: number) => `${Math.round((bytes / (1024 * 1024)) * 10) / 10}`.replace('.', ',');

const kindNames: Record<string, string> = {
  png: 'een PNG-afbeelding',
  jpeg: 'een JPEG-afbeelding',
  gif: 'een GIF-afbeelding',
  svg: 'een SVG-afbeelding',
};

export const brandingMessages = {
  saved: organizationSettingsAnswers.brandingSaved,
  logoUploaded: organizationSettingsAnswers.logoUploaded,
  noLogo: organizationSettingsAnswers.noLogo,
  logoNotMultipart: 'Stuur het logo als multipart/form-data, met het bestand in het veld "logo".',
  logoUnreadableForm: 'Het formulier met het logo kon niet worden gelezen.',
  logoRequired: 'Kies een logobestand (veld "logo").',
  logoExtension:
    'Alleen bestanden met de extensie .png, .jpg, .jpeg, .gif of .svg kunnen als logo worden geüpload.',
  logoEmpty: 'Het logobestand is leeg.',
  logoTooLarge: (maxBytes: number) =>
    `Het logo is te groot: een logo mag hoogstens ${megabytes(maxBytes)} MB zijn.`,
  logoUnknownContent:
    'De inhoud van het bestand is geen PNG-, JPEG-, GIF- of SVG-afbeelding. Het type wordt aan de inhoud herkend, niet alleen aan de naam.',
  logoMismatch: (content: string, extension: string) =>
    `De inhoud van het bestand is ${kindNames[content] ?? content}, maar de naam eindigt op .${extension}. Geef het bestand de extensie die bij de inhoud past.`,
  logoBroken: (kind: string) =>
    `Het bestand is beschadigd of onvolledig: het is niet te lezen als ${kindNames[kind] ?? kind}.`,
  logoTooManyPixels: (maxPixels: number) =>
    `Het logo heeft te veel pixels: hoogstens ${(maxPixels / 1e6).toFixed(1).replace('.', ',')} miljoen (bijvoorbeeld 2048 × 2048).`,
  svgNotSvg: 'Het SVG-bestand is geen geldige XML met een <svg>-element als basis.',
  svgNamespace: 'Het SVG-bestand mist de SVG-namespace (xmlns="http://www.w3.org/2000/svg").',
  svgSize: 'Het SVG-bestand heeft geen afmetingen: geef width en height op, of een viewBox.',
  svgComplex:
    'Het SVG-bestand is te complex voor een logo: te diep genest, of met te veel (herhaalde) elementen om te tekenen.',
  svgUnsafe: (what: string) =>
    `Het SVG-bestand is geweigerd: het bevat ${what}. Een logo mag geen scripts, gebeurtenisattributen, externe verwijzingen of ingesloten documenten bevatten.`,
};

export const pdfMessages = {
  saved: organizationSettingsAnswers.pdfSaved,
  previewFile: 'voorbeeld.pdf',
  busy: 'Er worden op dit moment al te veel PDF-voorbeelden gemaakt. Probeer het over een paar seconden opnieuw.',
  renderFailed: 'Het PDF-voorbeeld kon niet worden gemaakt. Probeer het later opnieuw.',
  renderFailedLog: (organizationId: number) => `PDF-voorbeeld van organisatie ${organizationId} mislukt`,
};
