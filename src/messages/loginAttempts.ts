/** Texts of the login-attempts screen: buttons, summary cards, filters, table, attempt types and errors. */
export const loginAttemptsMessages = {
  refresh: 'Verversen',
  export: 'Exporteren',
  exportFailed: 'Export mislukt',
  exported: (fileName: string) => `${fileName} gedownload`,
  loadFailed: 'Er is een fout opgetreden bij het laden van login pogingen.',
  loading: 'Login pogingen laden…',
  summaryLabel: 'Samenvatting',
  totalAttempts: 'Totaal Pogingen',
  successfulAttempts: 'Succesvol',
  failedAttempts: 'Mislukt',
  successRate: 'Successpercentage',
  fromLoadedRows: 'Berekend uit de geladen pogingen.',
  filters: 'Filters',
  period: 'Periode',
  periods: (days: number) => (days === 1 ? 'Laatste 24 uur' : `Laatste ${days} dagen`),
  status: 'Status',
  statuses: { all: 'Alle', true: 'Succesvol', false: 'Mislukt' },
  type: 'Type',
  allTypes: 'Alle types',
  types: {
    method_determination: 'Methode bepaling',
    password_login: 'Wachtwoord login',
    email_login: 'Email login',
    '2fa_verification': '2FA verificatie',
    token_refresh: 'Token vernieuwen',
  },
  email: 'Email',
  emailPlaceholder: 'naam@voorbeeld.nl',
  applyEmail: 'Toepassen',
  ip: 'IP Adres',
  ipPlaceholder: '192.0.2.1',
  clearFilters: 'Filters wissen',
  tableLabel: 'Login pogingen',
  columns: {
    time: 'Tijdstip',
    email: 'Email',
    user: 'Gebruiker',
    status: 'Status',
    type: 'Type',
    ip: 'IP Adres',
    reason: 'Reden',
  },
  /**
   * Why an attempt failed, by the code the server logs (the CSV export keeps the codes); a code not listed here
   * shows as sent.
   */
  reasons: {
    invalid_credentials: 'Onjuiste inloggegevens',
    user_blocked: 'Gebruiker geblokkeerd',
    throttled_account: 'Te veel pogingen voor dit account',
    throttled_ip: 'Te veel pogingen vanaf dit IP-adres',
    throttled_2fa: 'Te veel pogingen met 2FA-codes',
    invalid_2fa_code: 'Onjuiste 2FA-code',
    '2fa_code_expired': '2FA-code verlopen',
    '2fa_code_attempts_exceeded': 'Te veel pogingen voor deze 2FA-code',
    no_active_2fa_code: 'Geen geldige 2FA-code aangevraagd',
    '2fa_mail_limit': 'Te veel 2FA-codes aangevraagd',
    '2fa_mail_failed': '2FA-code kon niet worden gemaild',
    missing_refresh_token: 'Vernieuwingstoken ontbreekt',
    unknown_refresh_token: 'Onbekend vernieuwingstoken',
    refresh_token_revoked: 'Vernieuwingstoken ingetrokken',
    refresh_token_reused: 'Vernieuwingstoken opnieuw gebruikt',
    refresh_token_expired: 'Vernieuwingstoken verlopen',
    session_expired: 'Sessie verlopen',
    session_idle: 'Sessie verlopen na inactiviteit',
  },
  unknownUser: 'Onbekend',
  noValue: '-',
  success: 'Succesvol',
  failure: 'Mislukt',
  empty: 'Geen login pogingen gevonden',
  loadMore: 'Meer laden',
  footer: (count: number, days: number) => `Toont ${count} login pogingen van de laatste ${days} dagen`,
  suspicious: {
    title: 'Verdachte adressen',
    intro: (minimum: number, days: number) =>
      `E-mailadressen en IP-adressen met ${minimum} of meer mislukte pogingen in de laatste ${days} dagen. Kies er een om erop te filteren.`,
    loading: 'Verdachte adressen laden…',
    emailsLabel: 'Verdachte e-mailadressen',
    ipsLabel: 'Verdachte IP-adressen',
    failures: 'Mislukt',
    ipCount: 'IP-adressen',
    emailCount: 'E-mailadressen',
    last: 'Laatste mislukte poging',
    noEmails: 'Geen verdachte e-mailadressen.',
    noIps: 'Geen verdachte IP-adressen.',
    filterOn: (value: string) => `Filter op ${value}`,
    loadFailed: 'De verdachte adressen konden niet worden geladen.',
  },
  commands: {
    refresh: 'Ververs de login pogingen',
    export: 'Exporteer de login pogingen',
    loadMore: 'Meer login pogingen laden',
    setPeriod: 'Login pogingen: periode filteren',
    setStatus: 'Login pogingen: status filteren',
    setType: 'Login pogingen: type filteren',
    setEmail: 'Login pogingen: op e-mail filteren',
    emailPicker: 'Typ een e-mailadres (of een deel ervan)',
    filterOnEmail: (email: string) => `Filter op “${email}”`,
    setIp: 'Login pogingen: op IP-adres filteren',
    ipPicker: 'Typ een IP-adres',
    clearFilters: 'Login pogingen: filters wissen',
    nothingMore: 'Er zijn geen oudere login pogingen meer.',
  },
} as const;

/** A login attempt's time with day, month, year, hour, minute and second (nl-NL). */
const attemptTime = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const percent = new Intl.NumberFormat('nl-NL', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** A timestamp as `04-03-2025 10:05:09`; `-` when unreadable. */
export function formatAttemptTime(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '-' : attemptTime.format(date);
}

/** The Dutch wording of why an attempt failed (a code without one shows as sent); `-` for no reason. */
export function reasonLabel(code: string | null | undefined): string {
  if (!code) return loginAttemptsMessages.noValue;
  return (loginAttemptsMessages.reasons as Record<string, string>)[code] ?? code;
}

/** A percentage (0–100) with one decimal: `66,7%`. */
export const formatPercent = (value: number) => percent.format(value / 100);
