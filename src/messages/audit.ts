import type { AuditAction, AuditOutcome, AuditTargetType } from '../api/schemas/audit';
import { formatCount } from './format';

/** The audit screen (`/audit`): every admin change, who made it and how it ended. */
export const auditMessages = {
  title: 'Audit',
  intro:
    'Elke wijziging door een beheerder: wie, wat, op welk doel, met welke uitkomst, vanaf welk adres en wanneer.',
  loading: 'Auditregels laden…',
  loadFailed: 'De auditregels konden niet worden geladen.',
  empty: 'Geen auditregels voor deze filters.',
  tableLabel: 'Auditregels',
  count: (shown: number, total: number) =>
    shown === total
      ? `${formatCount(total)} regels`
      : `${formatCount(shown)} van ${formatCount(total)} regels getoond`,
  loadMore: 'Meer laden',
  refresh: 'Vernieuwen',
  resetFilters: 'Filters wissen',
  filters: {
    legend: 'Filters',
    period: 'Periode',
    days: (days: number) => (days === 1 ? 'Laatste 24 uur' : `Laatste ${days} dagen`),
    action: 'Actie',
    actor: 'Beheerder',
    actorPlaceholder: 'Gebruikersnaam…',
    targetType: 'Soort doel',
    outcome: 'Uitkomst',
    organization: 'Organisatie-id',
    organizationPlaceholder: 'Alle',
    all: 'Alle',
  },
  columns: {
    when: 'Wanneer',
    actor: 'Beheerder',
    action: 'Actie',
    target: 'Doel',
    outcome: 'Uitkomst',
    ip: 'IP-adres',
  },
  outcomes: {
    success: 'Gelukt',
    failure: 'Geweigerd',
  } satisfies Record<AuditOutcome, string>,
  failureStatus: (status: number) => `Geweigerd (${status})`,
  targetTypes: {
    user: 'Gebruiker',
    organization: 'Organisatie',
    group: 'Groep',
  } satisfies Record<AuditTargetType, string>,
  actions: {
    'users.create': 'Gebruiker aangemaakt',
    'users.update': 'Gebruiker gewijzigd',
    'users.delete': 'Gebruiker verwijderd',
    'users.resetPassword': 'Nieuw wachtwoord verstuurd',
    'users.block': 'Gebruiker geblokkeerd',
    'users.unblock': 'Gebruiker gedeblokkeerd',
    'users.clearLockout': 'Inlogblokkade opgeheven',
    'users.uploadTranscription': 'Transcriptie geüpload',
    'organizations.create': 'Organisatie aangemaakt',
    'organizations.rename': 'Organisatie hernoemd',
    'organizations.delete': 'Organisatie verwijderd',
    'organizations.addUsers': 'Gebruikers aan organisatie toegevoegd',
    'organizations.bulkAddUsers': 'Gebruikers in bulk aangemaakt',
    'organizations.toggleOrgAdmin': 'Organisatie-admin gewijzigd',
    'organizations.removeUser': 'Gebruiker uit organisatie gehaald',
    'groups.create': 'Groep aangemaakt',
    'groups.edit': 'Groep gewijzigd',
    'groups.setDefault': 'Standaardgroep ingesteld',
    'groups.delete': 'Groep verwijderd',
    'groups.addMember': 'Lid aan groep toegevoegd',
    'groups.removeMember': 'Lid uit groep gehaald',
  } satisfies Record<AuditAction, string>,
  /** An action the console does not know (a newer server): its id as is. */
  actionLabel: (action: string, labels: Readonly<Record<string, string>>) => labels[action] ?? action,
  target: (type: string, label: string | null, id: number | null, types: Readonly<Record<string, string>>) =>
    `${types[type] ?? type}: ${label ?? (id === null ? '-' : `#${id}`)}`,
  noIp: '-',
} as const;
