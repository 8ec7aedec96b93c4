import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { FileStore } from '../transcriptions/files';
import { seededRandom } from './random';

/**
 * Demo transcriptions: about ten demo users get one to four meeting transcripts each, with one or two
 * summaries (Notulen, Actiepunten, Samenvatting) and for some a tiny silent MP3, spread over the last six
 * months. The texts are assembled from the building blocks below, so every fresh demo looks the same.
 */

interface Topic {
  title: string;
  /** Remarks made during the discussion, said by the other participants in turn. */
  remarks: string[];
  decision: string;
  action: string;
}

interface Sector {
  meetings: string[];
  participants: string[];
  topics: Topic[];
}

const sectors: Record<'gemeente' | 'advocaten' | 'zorg' | 'stichting' | 'platform', Sector> = {
  gemeente: {
    meetings: ['Teamoverleg Burgerzaken', 'Overleg bestemmingsplan Zuid', 'Werkoverleg Publiekszaken'],
    participants: ['Sanne de Vries', 'Daan Bakker', 'Fleur Jansen', 'Mark Smit', 'Joost Visser'],
    topics: [
      {
        title: 'wachttijden aan de balie',
        remarks: [
          'Op maandagochtend lopen de wachttijden op tot ruim veertig minuten, vooral door de paspoortaanvragen.',
          'Als we de afspraken voor rijbewijzen naar de middag verschuiven, komt er in de ochtend ruimte vrij.',
          'Het online afsprakensysteem laat nu nog inloop toe; dat zouden we voor de drukke dagen kunnen dichtzetten.',
        ],
        decision: 'Vanaf volgende maand alleen nog op afspraak op maandag- en dinsdagochtend.',
        action: 'het afsprakensysteem aanpassen en de website bijwerken',
      },
      {
        title: 'de zomerplanning',
        remarks: [
          'In juli zijn er drie mensen tegelijk met vakantie; dan redden we de balie niet met de huidige bezetting.',
          'We kunnen een oproepkracht van vorig jaar vragen, zij kent de systemen nog.',
          'Misschien moeten we de openingstijden op vrijdagmiddag tijdelijk inkorten.',
        ],
        decision: 'De oproepkracht wordt benaderd; de openingstijden blijven voorlopig gelijk.',
        action: 'contact opnemen met de oproepkracht en het rooster voor juli rondmaken',
      },
      {
        title: 'de zienswijzen op het bestemmingsplan',
        remarks: [
          'Er zijn inmiddels achtentwintig zienswijzen binnen, de meeste gaan over de hoogte van de nieuwbouw.',
          'Een paar bewoners van de Kostverlorenstraat vragen om een extra informatieavond.',
          'De reactienota moet uiterlijk half volgende maand klaar zijn voor het college.',
        ],
        decision: 'Er komt een extra informatieavond voor de bewoners van de Kostverlorenstraat.',
        action: 'een zaal reserveren en de uitnodiging voor de informatieavond opstellen',
      },
      {
        title: 'de nieuwe werkinstructie voor verhuizingen',
        remarks: [
          'De werkinstructie is herschreven, maar de stap over het adresonderzoek is nog onduidelijk.',
          'Collega’s aan de balie willen graag een korte uitleg voordat de instructie ingaat.',
        ],
        decision:
          'De werkinstructie gaat in per de eerste van de maand, na een korte toelichting in het teamoverleg.',
        action: 'de stap over het adresonderzoek herschrijven en een toelichting voorbereiden',
      },
    ],
  },
  advocaten: {
    meetings: ['Cliëntbespreking', 'Zittingsvoorbereiding', 'Kantooroverleg procespraktijk'],
    participants: ['Pieter van den Berg', 'Lotte Meijer', 'Ruben Mulder', 'Eva Bos'],
    topics: [
      {
        title: 'de stand van zaken in de huurzaak',
        remarks: [
          'De wederpartij heeft gisteren een conclusie van antwoord ingediend met twee nieuwe producties.',
          'De productie over het onderhoudsrapport lijkt later opgesteld dan de datum die erop staat.',
          'We moeten de cliënt vragen of zij de oorspronkelijke e-mails van de verhuurder nog heeft.',
        ],
        decision:
          'We vragen de cliënt om de oorspronkelijke correspondentie en laten de datering van het rapport onderzoeken.',
        action: 'de cliënt bellen over de oorspronkelijke e-mails',
      },
      {
        title: 'de voorbereiding van de zitting',
        remarks: [
          'De mondelinge behandeling staat gepland over drie weken, de spreekaantekeningen moeten een week eerder klaar zijn.',
          'De rechter heeft gevraagd om partijen vooraf te laten weten of een schikking bespreekbaar is.',
          'Ik stel voor dat we de cliënt vooraf een bandbreedte voor een schikking voorleggen.',
        ],
        decision: 'De cliënt krijgt voor de zitting een voorstel met een bandbreedte voor een schikking.',
        action: 'de spreekaantekeningen en het schikkingsvoorstel opstellen',
      },
      {
        title: 'de termijnen in het arbeidsdossier',
        remarks: [
          'De termijn voor het verzoekschrift loopt over tien dagen af.',
          'De werkgever heeft nog geen reactie gegeven op ons voorstel voor een vaststellingsovereenkomst.',
        ],
        decision: 'Het verzoekschrift wordt voorbereid, zodat we de termijn halen als er geen akkoord komt.',
        action: 'het concept-verzoekschrift schrijven en de termijn in de agenda zetten',
      },
      {
        title: 'de werkverdeling voor de komende weken',
        remarks: [
          'Met de twee nieuwe zaken van vorige week is de werkdruk bij de procespraktijk hoog.',
          'Eva kan het onderzoek naar de jurisprudentie oppakken, dan houdt Ruben tijd voor de zittingen.',
        ],
        decision: 'Het jurisprudentieonderzoek gaat naar Eva; Ruben houdt de zittingen.',
        action: 'een overzicht van de lopende termijnen delen met het team',
      },
    ],
  },
  zorg: {
    meetings: ['MDO wijkteam', 'Teamoverleg wijkverpleging', 'Managementoverleg'],
    participants: ['Anouk Dekker', 'Bram Vermeulen', 'Iris Hendriks', 'Noor Kok'],
    topics: [
      {
        title: 'de cliënten met een verhoogd valrisico',
        remarks: [
          'Bij mevrouw in de Lindelaan zijn de afgelopen maand twee valincidenten geweest.',
          'De ergotherapeut kan volgende week langskomen om de woning te bekijken.',
          'De familie vraagt of de zorgmomenten in de avond uitgebreid kunnen worden.',
        ],
        decision: 'De ergotherapeut wordt ingeschakeld en het zorgplan wordt na het huisbezoek herzien.',
        action: 'de ergotherapeut inplannen en de familie informeren',
      },
      {
        title: 'de roosters rond de feestdagen',
        remarks: [
          'Voor de kerstdagen zijn de avonddiensten nog niet allemaal gevuld.',
          'Een paar collega’s willen liever extra vroege diensten draaien dan avonddiensten.',
          'We kunnen de uitzendkracht van afgelopen zomer opnieuw vragen.',
        ],
        decision: 'De open avonddiensten worden eerst intern uitgevraagd, daarna bij het uitzendbureau.',
        action: 'de open diensten rondsturen en reacties verzamelen',
      },
      {
        title: 'de overdracht in het elektronisch dossier',
        remarks: [
          'De rapportages in het dossier zijn soms te kort om goed over te dragen aan de volgende dienst.',
          'Een vast format met drie kopjes zou helpen: observatie, actie en aandachtspunt.',
        ],
        decision: 'Vanaf volgende week rapporteren we met het vaste format van drie kopjes.',
        action: 'het format uitwerken en delen in de teamapp',
      },
      {
        title: 'de scholing medicatieveiligheid',
        remarks: [
          'Nog vijf collega’s moeten de verplichte e-learning over medicatieveiligheid afronden.',
          'De deadline van de zorgverzekeraar ligt aan het eind van het kwartaal.',
        ],
        decision: 'Iedereen rondt de e-learning voor het eind van de maand af.',
        action: 'een herinnering sturen aan de collega’s die nog moeten afronden',
      },
    ],
  },
  stichting: {
    meetings: ['Vrijwilligersoverleg', 'Bestuursvergadering', 'Evaluatie zomeractiviteiten'],
    participants: ['Jan de Jong', 'Lisa Peters', 'Sem van Leeuwen'],
    topics: [
      {
        title: 'de werving van nieuwe vrijwilligers',
        remarks: [
          'Er hebben zich na de open dag zes mensen aangemeld, twee daarvan willen coördinator worden.',
          'We hebben nog geen vast inwerkprogramma voor nieuwe vrijwilligers.',
          'Een maatjessysteem met een ervaren vrijwilliger werkte vorig jaar goed.',
        ],
        decision: 'Nieuwe vrijwilligers krijgen de eerste maand een vaste maatje.',
        action: 'de nieuwe aanmeldingen uitnodigen voor een kennismakingsgesprek',
      },
      {
        title: 'de begroting voor volgend jaar',
        remarks: [
          'De subsidie van de gemeente is toegezegd, maar twaalf procent lager dan dit jaar.',
          'De huur van het buurthuis stijgt per januari.',
          'We kunnen een aanvraag doen bij het fonds voor buurtinitiatieven.',
        ],
        decision: 'Er wordt een aanvraag ingediend bij het fonds voor buurtinitiatieven.',
        action: 'de fondsaanvraag schrijven en de begroting bijwerken',
      },
      {
        title: 'de evaluatie van de zomeractiviteiten',
        remarks: [
          'De kookmiddagen trokken elke week meer dan twintig buurtbewoners.',
          'De fietstocht viel twee keer uit door het weer; een reservedatum had geholpen.',
        ],
        decision: 'De kookmiddagen worden het hele jaar voortgezet, eens per twee weken.',
        action: 'een vaste kookploeg samenstellen en de data plannen',
      },
    ],
  },
  platform: {
    meetings: ['Supportoverleg', 'Release-overleg', 'Kwartaalreview klanten'],
    participants: ['Kim van der Linden', 'Sanne de Vries', 'Pieter van den Berg'],
    topics: [
      {
        title: 'de supporttickets van deze maand',
        remarks: [
          'De meeste vragen gingen over het uploaden van lange opnames.',
          'Twee organisaties vroegen om een aparte template voor notulen met besluitenlijst.',
        ],
        decision: 'Er komt een handleiding voor lange opnames in het helpcentrum.',
        action: 'de handleiding voor lange opnames schrijven',
      },
      {
        title: 'de planning van de volgende release',
        remarks: [
          'De nieuwe samenvattingstemplates zijn getest met drie klanten.',
          'De migratie van de oude templates moet buiten kantoortijd gebeuren.',
        ],
        decision: 'De release gaat op dinsdagavond live, met de migratie direct daarna.',
        action: 'de klanten informeren over het onderhoudsvenster',
      },
      {
        title: 'het gebruik per organisatie',
        remarks: [
          'De gemeente gebruikt vooral de notulentemplate, de advocaten vooral de actiepunten.',
          'Bij de zorggroep is het gebruik na de scholing flink gestegen.',
        ],
        decision: 'Elke organisatie krijgt per kwartaal een kort gebruiksoverzicht.',
        action: 'een sjabloon voor het gebruiksoverzicht maken',
      },
    ],
  },
};

/** The demo users that get transcriptions, with their sector and how many meetings they recorded. */
const owners: { username: string; name: string; sector: keyof typeof sectors; count: number }[] = [
  { username: 'sanne.devries', name: 'Sanne de Vries', sector: 'gemeente', count: 4 },
  { username: 'daan.bakker', name: 'Daan Bakker', sector: 'gemeente', count: 2 },
  { username: 'fleur.jansen', name: 'Fleur Jansen', sector: 'gemeente', count: 3 },
  { username: 'pieter.vandenberg', name: 'Pieter van den Berg', sector: 'advocaten', count: 4 },
  { username: 'lotte.meijer', name: 'Lotte Meijer', sector: 'advocaten', count: 2 },
  { username: 'anouk.dekker', name: 'Anouk Dekker', sector: 'zorg', count: 3 },
  { username: 'iris.hendriks', name: 'Iris Hendriks', sector: 'zorg', count: 2 },
  { username: 'bram.vermeulen', name: 'Bram Vermeulen', sector: 'zorg', count: 1 },
  { username: 'jan.dejong', name: 'Jan de Jong', sector: 'stichting', count: 2 },
  { username: 'kim.vanderlinden', name: 'Kim van der Linden', sector: 'platform', count: 3 },
];

const DAY_MS = 24 * 3600 * 1000;
const SIX_MONTHS_DAYS = 182;
const openings = [
  'Goedemorgen allemaal, fijn dat jullie er zijn. Laten we beginnen, we hebben een volle agenda.',
  'Welkom allemaal. Ik stel voor dat we meteen met de agenda beginnen, dan houden we het kort.',
  'Goedemiddag. Iedereen is er, dus we kunnen starten. Zijn er nog aanvullingen op de agenda? Nee? Dan beginnen we.',
];
const closings = [
  'Dan sluit ik de vergadering. Dank jullie wel, en tot de volgende keer.',
  'Goed, dan zijn we rond. De actiepunten komen in de notulen. Bedankt allemaal.',
  'Dat was het voor vandaag. Ik stuur de afspraken nog even rond. Fijne dag verder.',
];
const topicIntroductions = [
  (title: string) => `Het eerste punt is ${title}. Wie wil beginnen?`,
  (title: string) => `Dan gaan we door naar ${title}.`,
  (title: string) => `Het volgende punt: ${title}. Hoe staan we ervoor?`,
];
const agreements = [
  'Dat lijkt me een goed plan.',
  'Daar kan ik me in vinden.',
  'Eens, laten we het zo doen.',
];
const deadlines = ['volgende week', 'het eind van de maand', 'het volgende overleg', 'vrijdag'];

/**
 * About one second of silent MPEG-1 Layer III audio: 42 frames of 96 bytes (32 kbit/s, 48 kHz, mono),
 * each a frame header and all-zero side information and data, which decoders play as silence.
 */
function silentMp3(): Uint8Array {
  const frameBytes = 96;
  const frames = 42;
  const bytes = new Uint8Array(frameBytes * frames);
  for (let i = 0; i < frames; i++) bytes.set([0xff, 0xfb, 0x14, 0xc0], i * frameBytes);
  return bytes;
}

function timestamp(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = Math.floor(seconds % 60);
  return [h, m, s].map((n) => String(n).padStart(2, '0')).join(':');
}

const dateFormat = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' });

interface DemoMeeting {
  name: string;
  createdAt: Date;
  durationSeconds: number;
  transcript: string;
  summaries: { meetingType: string; text: string }[];
  withAudio: boolean;
}

function buildMeeting(
  random: () => number,
  owner: (typeof owners)[number],
  createdAt: Date,
  index: number,
): DemoMeeting {
  const sector = sectors[owner.sector];
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const meeting = sector.meetings[index % sector.meetings.length] as string;
  const others = sector.participants.filter((p) => p !== owner.name);
  const present = [owner.name, ...others.filter(() => random() < 0.75)];
  if (present.length === 1 && others[0]) present.push(others[0]);
  const speakers = present.slice(1);
  const topics = [...sector.topics].sort(() => random() - 0.5).slice(0, 2 + Math.floor(random() * 2));
  const durationSeconds = (20 + Math.floor(random() * 56)) * 60 + Math.floor(random() * 60);
  const date = createdAt.toISOString().slice(0, 10);

  const lines: { who: string; text: string }[] = [{ who: owner.name, text: pick(openings) }];
  const actions: { who: string; what: string; when: string }[] = [];
  topics.forEach((topic, t) => {
    const introduce =
      topicIntroductions[t === 0 ? 0 : 1 + Math.floor(random() * 2)] ?? topicIntroductions[1]!;
    lines.push({ who: owner.name, text: introduce(topic.title) });
    topic.remarks.forEach((remark, r) => {
      lines.push({ who: speakers[(t + r) % speakers.length] ?? owner.name, text: remark });
    });
    lines.push({ who: owner.name, text: `Dan spreken we het volgende af. ${topic.decision}` });
    lines.push({ who: pick(speakers), text: pick(agreements) });
    const who = pick(present);
    const when = pick(deadlines);
    lines.push({
      who: owner.name,
      text: `${who === owner.name ? 'Ik neem het op me om' : `${who.split(' ')[0]}, wil jij`} ${topic.action}${who === owner.name ? '' : '?'} Graag voor ${when}.`,
    });
    actions.push({ who, what: topic.action, when });
  });
  lines.push({ who: owner.name, text: pick(closings) });

  const step = durationSeconds / lines.length;
  const transcript = [
    `${meeting} – ${dateFormat.format(createdAt)}`,
    `Aanwezig: ${present.join(', ')}`,
    '',
    ...lines.map(
      (line, i) => `[${timestamp(Math.round(i * step + random() * step * 0.5))}] ${line.who}: ${line.text}`,
    ),
    '',
  ].join('\n');

  const minutes = [
    `Notulen ${meeting}, ${dateFormat.format(createdAt)}`,
    `Aanwezig: ${present.join(', ')}. Voorzitter: ${owner.name}.`,
    '',
    ...topics.map(
      (topic, i) => `${i + 1}. ${capitalise(topic.title)}\n${topic.remarks[0]}\nBesluit: ${topic.decision}`,
    ),
    '',
  ].join('\n');
  const actionList = [
    `Actiepunten ${meeting}, ${dateFormat.format(createdAt)}`,
    '',
    ...actions.map((a) => `- ${a.who}: ${a.what} (voor ${a.when})`),
    '',
  ].join('\n');
  const summary = [
    `Samenvatting ${meeting}, ${dateFormat.format(createdAt)}`,
    '',
    `In dit overleg van ${Math.round(durationSeconds / 60)} minuten kwamen ${['nul', 'één', 'twee', 'drie'][topics.length] ?? topics.length} onderwerpen aan bod: ${topics
      .map((t) => t.title)
      .join(', ')}. ${topics.map((t) => t.decision).join(' ')}`,
    '',
  ].join('\n');
  const options = [
    { meetingType: 'Notulen', text: minutes },
    { meetingType: 'Actiepunten', text: actionList },
    { meetingType: 'Samenvatting', text: summary },
  ];
  const first = Math.floor(random() * options.length);
  const summaries = [options[first]!];
  if (random() < 0.5) summaries.push(options[(first + 1) % options.length]!);

  return {
    name: `${meeting} ${date}`,
    createdAt,
    durationSeconds,
    transcript,
    summaries,
    withAudio: random() < 0.35,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * Gives the demo users their transcriptions (files first, then the rows in one transaction; on failure the
 * files are removed again). Does nothing when there are transcriptions already or the demo users are absent.
 * Returns how many transcriptions were made.
 */
export async function seedDemoTranscriptions(
  db: Kysely<Database>,
  store: FileStore,
  now = new Date(),
): Promise<number> {
  const existing = await db.selectFrom('transcriptions').select('id').limit(1).executeTakeFirst();
  if (existing) return 0;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'created_at'])
    .where(
      'username',
      'in',
      owners.map((o) => o.username),
    )
    .execute();
  const random = seededRandom(20241102);
  const audio = silentMp3();
  const planned: { userId: number; meeting: DemoMeeting }[] = [];
  for (const owner of owners) {
    const user = users.find((u) => u.username === owner.username);
    if (!user) continue;
    const ageDays = Math.floor((now.getTime() - user.created_at.getTime()) / DAY_MS);
    const span = Math.max(1, Math.min(SIX_MONTHS_DAYS, ageDays - 1));
    for (let i = 0; i < owner.count; i++) {
      const daysAgo = 1 + Math.floor(random() * span);
      const day = new Date(now.getTime() - daysAgo * DAY_MS);
      day.setUTCHours(7 + Math.floor(random() * 9), Math.floor(random() * 12) * 5, 0, 0);
      planned.push({ userId: user.id, meeting: buildMeeting(random, owner, day, i) });
    }
  }
  if (planned.length === 0) return 0;

  const written: string[] = [];
  const write = async (...args: Parameters<FileStore['write']>) => {
    const key = await store.write(...args);
    written.push(key);
    return key;
  };
  try {
    const files = await Promise.all(
      planned.map(async ({ meeting }) => ({
        transcript: await write('transcriptions', 'txt', meeting.transcript),
        audio: meeting.withAudio ? await write('audio', 'mp3', audio) : null,
        summaries: await Promise.all(meeting.summaries.map((s) => write('summaries', 'txt', s.text))),
      })),
    );
    // Two statements, not two per meeting: each statement also updates the statistics rollups (triggers).
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('transcriptions')
        .values(
          planned.map(({ userId, meeting }, i) => ({
            user_id: userId,
            name: meeting.name,
            file_key: files[i]!.transcript,
            audio_file_key: files[i]!.audio,
            audio_duration: meeting.durationSeconds,
            created_at: meeting.createdAt,
            transcript_bytes: Buffer.byteLength(meeting.transcript),
            audio_bytes: files[i]!.audio === null ? null : audio.byteLength,
          })),
        )
        .returning(['id', 'file_key'])
        .execute();
      const idOf = new Map(inserted.map((row) => [row.file_key, row.id]));
      const summaries = planned.flatMap(({ meeting }, i) =>
        meeting.summaries.map((s, j) => ({
          transcription_id: idOf.get(files[i]!.transcript)!,
          meeting_type: s.meetingType,
          file_key: files[i]!.summaries[j]!,
          bytes: Buffer.byteLength(s.text),
          created_at: new Date(meeting.createdAt.getTime() + (15 + j * 2) * 60 * 1000),
        })),
      );
      if (summaries.length > 0) await trx.insertInto('summaries').values(summaries).execute();
    });
  } catch (error) {
    await Promise.allSettled(written.map((key) => store.remove(key)));
    throw error;
  }
  return planned.length;
}
