/**
 * The Dutch texts of export configurations and pushes: API details, the reasons a push records,
 * configuration errors of their variables. Part of the server's catalogue (`messages.exports`).
 */

/** Ids in a message: the first ten, and how many more there are. */
function idList(ids: readonly number[]): string {
  const shown = ids.slice(0, 10).join(', ');
  return ids.length > 10 ? `${shown} en ${ids.length - 10} meer` : shown;
}

export type PlatformLabel = 'HubSpot' | 'Notion';

export const exportMessages = {
  notFound: 'Export configuratie niet gevonden.',
  summaryNotFound: 'Samenvatting niet gevonden.',
  deleted: 'Export configuratie verwijderd.',
  templatesNotAvailable: (ids: readonly number[]) =>
    `Deze meeting templates bestaan niet of horen niet bij deze organisatie: ${idList(ids)}. Kies templates van de organisatie, standaard templates of persoonlijke templates van haar gebruikers.`,
  platformSwitchNeedsDetails: (platform: string) =>
    `Bij een wissel naar ${platform} horen de gegevens van ${platform}: stuur configuration_details mee.`,
  /** `GET admin/export/secrets`: where the names come from. */
  secretsSource: (prefix: string, dir: string | undefined) =>
    dir
      ? `Omgevingsvariabelen ${prefix}<NAAM> en bestanden in de map ${dir} (SECRETS_DIR).`
      : `Omgevingsvariabelen ${prefix}<NAAM> (SECRETS_DIR is niet ingesteld).`,
  secretsDirUnreadable: (dir: string) => `De geheimenmap ${dir} (SECRETS_DIR) kan niet worden gelezen`,

  /* ------------------------------------------------------------ pushes */
  pushQueued: (count: number) =>
    count === 1
      ? 'De samenvatting staat in de wachtrij voor 1 export configuratie.'
      : `De samenvatting staat in de wachtrij voor ${count} export configuraties.`,
  ownerWithoutOrganization:
    'De eigenaar van deze samenvatting hoort bij geen organisatie: er is geen export configuratie voor.',
  noMatchingConfiguration: (meetingType: string) =>
    `Geen actieve export configuratie van deze organisatie hoort bij het meeting type "${meetingType}".`,
  configurationsNotApplicable: (ids: readonly number[]) =>
    `Deze export configuraties bestaan niet, zijn niet actief, horen bij een andere organisatie of niet bij het meeting type van de samenvatting: ${idList(ids)}.`,

  /** Reasons a push records (Dutch, shown in the console). */
  reasons: {
    secretMissing: (name: string) =>
      `De geheime sleutel "${name}" is niet op de server bekend. Zet hem als omgevingsvariabele of als bestand in SECRETS_DIR (zie README).`,
    configurationInactive: 'De export configuratie is uitgeschakeld; er is niets verstuurd.',
    configurationInvalid:
      'De gegevens van de export configuratie zijn ongeldig; pas de configuratie aan en verstuur opnieuw.',
    summaryTextMissing: 'De tekst van de samenvatting is niet gevonden; er is niets verstuurd.',
    rejectedKey: (platform: PlatformLabel, status: number) =>
      `${platform} weigerde de API-sleutel (${status}).`,
    forbidden: (platform: PlatformLabel, status: number) =>
      `${platform} weigerde de toegang (${status}): de sleutel mag dit niet. Controleer de rechten van de integratie.`,
    notFound: (platform: PlatformLabel, status: number) =>
      `${platform} vond het gevraagde niet (${status}). Controleer de configuratie (bijvoorbeeld de database-id of het objecttype).`,
    rejectedData: (platform: PlatformLabel, status: number, detail: string) =>
      `${platform} weigerde de gegevens (${status})${detail ? `: ${detail}` : '.'}`,
    rateLimited: (platform: PlatformLabel) => `${platform} vroeg om minder verzoeken (429).`,
    serverError: (platform: PlatformLabel, status: number) => `${platform} gaf een serverfout (${status}).`,
    unreachable: (platform: PlatformLabel, what: string) => `${platform} was niet bereikbaar (${what}).`,
    timeout: (platform: PlatformLabel, seconds: number) =>
      `${platform} antwoordde niet binnen ${seconds} seconden.`,
    unexpected: (platform: PlatformLabel, what: string) => `Onverwacht antwoord van ${platform}: ${what}`,
    noRecordFound: (objectType: string, properties: readonly string[], value: string) =>
      `Geen ${objectType} gevonden met ${properties.join(' of ')} gelijk aan "${value}", en create_if_not_found staat uit; er is niets verstuurd.`,
    retrying: (reason: string, attempt: number, limit: number) =>
      `${reason} Poging ${attempt} van ${limit}; er volgt een nieuwe poging.`,
    gaveUp: (reason: string, attempts: number) =>
      `${reason} Opgegeven na ${attempts} ${attempts === 1 ? 'poging' : 'pogingen'}.`,
  },
  /** HubSpot's object types in a sentence. */
  objectTypes: { DEAL: 'deal', TICKET: 'ticket' } as Record<string, string>,

  /** Logged (never a key): a push's job could not record its outcome. */
  jobFailedLog: (pushId: number) => `Export ${pushId}: de afloop kon niet worden vastgelegd`,
  stalePushesResumed: (count: number) =>
    `${count} export(s) bleven 'sending' na hun claim en zijn opnieuw in de wachtrij gezet.`,
  pushClaimed: (pushId: number) => `Export ${pushId} wordt al door een andere worker verstuurd.`,

  config: {
    baseUrl: 'moet een http:// of https:// adres zijn, bijvoorbeeld https://api.hubapi.com',
  },
} as const;
