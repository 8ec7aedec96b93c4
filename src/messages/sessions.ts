import type { SessionEndReason } from '../api/schemas/sessions';

/** Sessions (beyond the contract): a user's sign-ins on the user detail, and the signed-in user's own account. */
export const sessionsMessages = {
  sessions: {
    tab: 'Sessies',
    title: 'Sessies',
    description:
      'Elke aanmelding is een sessie. Een beëindigde sessie kan niets meer: de toegangs- en vernieuwingstokens ervan worden direct geweigerd.',
    loading: 'Sessies laden…',
    empty: 'Deze gebruiker heeft geen sessies.',
    loadFailed: 'Sessies konden niet worden geladen.',
    notOffered: 'Deze server houdt geen sessies bij.',
    device: 'Apparaat',
    address: 'IP-adres',
    started: 'Aangemeld',
    lastUsed: 'Laatst gebruikt',
    status: 'Status',
    actions: 'Acties',
    open: 'Actief',
    current: 'Deze sessie',
    endedAt: (reason: string) => `Beëindigd: ${reason}`,
    end: 'Beëindigen',
    endAll: 'Alle sessies beëindigen',
    reasons: {
      sign_out: 'afgemeld',
      sign_out_everywhere: 'overal afgemeld',
      password: 'nieuw wachtwoord',
      blocked: 'geblokkeerd',
      role: 'andere rol',
      organization: 'andere organisatie',
      ended_by_admin: 'door een beheerder',
      idle: 'te lang niet gebruikt',
      expired: 'maximale duur bereikt',
      token_reuse: 'vernieuwingstoken hergebruikt',
    } satisfies Record<SessionEndReason, string>,
    commands: {
      end: 'Sessie beëindigen',
      endAll: 'Alle sessies van gebruiker beëindigen',
      pickSession: 'Kies een actieve sessie',
    },
    confirm: {
      endTitle: 'Sessie beëindigen?',
      endDescription: (device: string, user: string) =>
        `De sessie op ${device} van ${user} eindigt direct; daar moet opnieuw worden aangemeld.`,
      endConfirm: 'Beëindigen',
      endAllTitle: 'Alle sessies beëindigen?',
      endAllDescription: (user: string) =>
        `Alle actieve sessies van ${user} eindigen direct; op elk apparaat moet opnieuw worden aangemeld.`,
      endAllConfirm: 'Alle beëindigen',
      thisSession: 'deze sessie',
    },
    done: {
      ended: 'Sessie beëindigd.',
      endedAll: (count: number) => (count === 1 ? '1 sessie beëindigd.' : `${count} sessies beëindigd.`),
    },
    errors: {
      end: 'Sessie beëindigen mislukt',
      endAll: 'Sessies beëindigen mislukt',
      noOpenSessions: 'Deze gebruiker heeft geen actieve sessies.',
    },
  },
  account: {
    open: 'Mijn account',
    title: 'Mijn account',
    description: 'Wijzig je wachtwoord of meld je af op al je apparaten.',
    passwordTitle: 'Wachtwoord wijzigen',
    passwordHint: 'Na het wijzigen worden je andere sessies beëindigd; deze blijft actief.',
    currentPassword: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    repeatPassword: 'Herhaal nieuw wachtwoord',
    save: 'Wachtwoord wijzigen',
    saving: 'Wijzigen…',
    close: 'Sluiten',
    everywhereTitle: 'Overal afmelden',
    everywhereHint: 'Beëindigt al je sessies, ook deze: op elk apparaat moet je opnieuw aanmelden.',
    required: 'Vul dit veld in.',
    mismatch: 'De twee nieuwe wachtwoorden zijn niet gelijk.',
    commands: {
      open: 'Mijn account: wachtwoord wijzigen',
      changePassword: 'Eigen wachtwoord wijzigen',
      signOutEverywhere: 'Overal afmelden',
    },
    confirm: {
      everywhereTitle: 'Overal afmelden?',
      everywhereDescription:
        'Al je sessies eindigen direct, ook deze. Op elk apparaat moet je opnieuw aanmelden.',
      everywhereConfirm: 'Overal afmelden',
    },
    done: {
      passwordChanged: 'Je wachtwoord is gewijzigd. Je andere sessies zijn beëindigd.',
    },
    errors: {
      changePassword: 'Wachtwoord wijzigen mislukt',
      signOutEverywhere: 'Overal afmelden mislukt',
      notOffered: 'Deze server biedt dit niet aan.',
    },
  },
} as const;
