import type { UserLevel } from '../db/schema';

/** The demo world: believable Dutch organisations, groups and people. Extend here as features grow. */

/**
 * The one demo account to try the console as an organisation administrator (Gemeente Zandvoort), with a
 * documented password (README, and printed at start-up when the demo is seeded). Every other demo user has a
 * random password nobody knows.
 */
export const DEMO_ORG_ADMIN = { username: 'sanne.devries', password: 'Zandvoort-demo-2026' } as const;

export interface DemoUser {
  username: string;
  email: string;
  level: UserLevel;
  /** Name of the group within the organisation; undefined puts the user in the default group. */
  group?: string;
  orgAdmin?: boolean;
  admin?: boolean;
  blocked?: boolean;
  /** Account age in days. */
  ageDays: number;
}

export interface DemoOrganization {
  name: string;
  ageDays: number;
  groups: { name: string; description: string | null }[];
  users: DemoUser[];
}

export const DEFAULT_GROUP = { name: 'Algemeen', description: 'Standaardgroep voor alle medewerkers' };

export const demoOrganizations: DemoOrganization[] = [
  {
    name: 'Gemeente Zandvoort',
    ageDays: 240,
    groups: [
      { name: 'Burgerzaken', description: 'Balie, paspoorten en verhuizingen' },
      { name: 'Ruimtelijke Ordening', description: 'Vergunningen en bestemmingsplannen' },
    ],
    users: [
      {
        username: 'sanne.devries',
        email: 'sanne.devries@zandvoort.example',
        level: 'Pro',
        orgAdmin: true,
        ageDays: 230,
      },
      {
        username: 'daan.bakker',
        email: 'daan.bakker@zandvoort.example',
        level: 'Lite',
        group: 'Burgerzaken',
        ageDays: 180,
      },
      {
        username: 'fleur.jansen',
        email: 'fleur.jansen@zandvoort.example',
        level: 'Business',
        group: 'Ruimtelijke Ordening',
        ageDays: 95,
      },
      {
        username: 'joost.visser',
        email: 'joost.visser@zandvoort.example',
        level: 'Lite',
        group: 'Burgerzaken',
        blocked: true,
        ageDays: 150,
      },
      { username: 'mark.smit', email: 'mark.smit@zandvoort.example', level: 'Lite', ageDays: 12 },
    ],
  },
  {
    name: 'Van der Berg Advocaten',
    ageDays: 200,
    groups: [{ name: 'Procespraktijk', description: 'Advocaten en juridisch medewerkers in procedures' }],
    users: [
      {
        username: 'pieter.vandenberg',
        email: 'p.vandenberg@vdberg-advocaten.example',
        level: 'Business',
        orgAdmin: true,
        ageDays: 198,
      },
      {
        username: 'lotte.meijer',
        email: 'lotte.meijer@vdberg-advocaten.example',
        level: 'Pro',
        group: 'Procespraktijk',
        ageDays: 120,
      },
      {
        username: 'ruben.mulder',
        email: 'ruben.mulder@vdberg-advocaten.example',
        level: 'Pro',
        group: 'Procespraktijk',
        ageDays: 45,
      },
      { username: 'eva.bos', email: 'eva.bos@vdberg-advocaten.example', level: 'Lite', ageDays: 20 },
    ],
  },
  {
    name: 'Zorggroep De Linde',
    ageDays: 150,
    groups: [
      { name: 'Wijkverpleging', description: 'Teams in de wijk' },
      { name: 'Management', description: null },
    ],
    users: [
      {
        username: 'anouk.dekker',
        email: 'anouk.dekker@delinde.example',
        level: 'Business',
        orgAdmin: true,
        group: 'Management',
        ageDays: 148,
      },
      {
        username: 'bram.vermeulen',
        email: 'bram.vermeulen@delinde.example',
        level: 'Lite',
        group: 'Wijkverpleging',
        ageDays: 90,
      },
      {
        username: 'iris.hendriks',
        email: 'iris.hendriks@delinde.example',
        level: 'Pro',
        group: 'Wijkverpleging',
        ageDays: 60,
      },
      {
        username: 'thijs.vandijk',
        email: 'thijs.vandijk@delinde.example',
        level: 'Lite',
        blocked: true,
        ageDays: 110,
      },
      {
        username: 'noor.kok',
        email: 'noor.kok@delinde.example',
        level: 'Debug',
        group: 'Management',
        ageDays: 5,
      },
    ],
  },
  {
    name: 'Stichting Noorderlicht',
    ageDays: 40,
    groups: [{ name: 'Vrijwilligers', description: 'Vrijwillige coördinatoren' }],
    users: [
      {
        username: 'jan.dejong',
        email: 'jan.dejong@noorderlicht.example',
        level: 'Pro',
        orgAdmin: true,
        ageDays: 38,
      },
      {
        username: 'lisa.peters',
        email: 'lisa.peters@noorderlicht.example',
        level: 'Lite',
        group: 'Vrijwilligers',
        ageDays: 25,
      },
      {
        username: 'sem.vanleeuwen',
        email: 'sem.vanleeuwen@noorderlicht.example',
        level: 'Lite',
        group: 'Vrijwilligers',
        ageDays: 3,
      },
    ],
  },
];

/** Platform staff without an organisation. */
export const demoStaff: DemoUser[] = [
  {
    username: 'kim.vanderlinden',
    email: 'kim.vanderlinden@werkbank.example',
    level: 'Business',
    admin: true,
    ageDays: 210,
  },
];

export const demoIpAddresses = [
  '192.0.2.14',
  '192.0.2.87',
  '198.51.100.23',
  '198.51.100.140',
  '203.0.113.9',
  '203.0.113.61',
];

export const demoUserAgents = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  'Werkbank-iOS/2.4 (iPhone; iOS 17.5)',
];

/** Addresses that do not belong to anyone: failed sign-ins by strangers. */
export const demoUnknownLogins = ['info@zandvoort.example', 'admin@delinde.example', 'test'];

/** The address of the demo's password-guessing burst, and the logins it tried (the suspicious view's example). */
export const DEMO_GUESSING_IP = '198.51.100.66';
export const DEMO_GUESSES = [
  ...Array.from({ length: 6 }, () => 'info@zandvoort.example'),
  'admin@zandvoort.example',
  'root',
];
