import type { TemplateInput } from '../templates/input';

/**
 * The demo world's templates: the platform's default templates, some of the demo organisations' own and a
 * few personal ones, with what is switched off where. Owners are named by the names in `demoData.ts`.
 */

export interface DemoDefaultTemplate extends TemplateInput {
  name: string;
}

export const demoDefaultTemplates: DemoDefaultTemplate[] = [
  {
    name: 'notulen',
    title: 'Notulen',
    description: 'Volledige notulen met aanwezigen, besproken punten, besluiten en actiepunten.',
    complexity: 'MEDIUM',
    content: [
      'Maak notulen van dit overleg in het Nederlands.',
      '',
      '1. Aanwezigen en afwezigen (voor zover uit het gesprek op te maken).',
      '2. Per agendapunt: wat is besproken, welke standpunten zijn ingenomen.',
      '3. Besluiten, letterlijk en eenduidig geformuleerd.',
      '4. Actiepunten met eigenaar en termijn.',
      '',
      'Schrijf zakelijk en neutraal; laat herhalingen en small talk weg.',
    ].join('\n'),
  },
  {
    name: 'actiepunten',
    title: 'Actiepunten',
    description: 'Alleen de afspraken: wie doet wat vóór wanneer.',
    complexity: 'SMALL',
    content: [
      'Haal uit dit gesprek alle afspraken en taken.',
      'Geef per actiepunt: de taak, de eigenaar en de deadline (of "geen termijn genoemd").',
      'Presenteer ze als genummerde lijst, gesorteerd op deadline.',
    ].join('\n'),
  },
  {
    name: 'klantgesprek',
    title: 'Klantgesprek',
    description: 'Verslag van een gesprek met een klant: vraag, afspraken en vervolg.',
    complexity: 'MEDIUM',
    content: [
      'Vat dit klantgesprek samen voor het klantdossier.',
      '',
      '- Aanleiding en vraag van de klant',
      '- Besproken oplossingen en eventuele bezwaren',
      '- Gemaakte afspraken (prijzen, data, leveringen)',
      '- Vervolgstappen voor ons en voor de klant',
      '',
      'Noem geen persoonsgegevens die niet voor het dossier nodig zijn.',
    ].join('\n'),
  },
  {
    name: 'sollicitatiegesprek',
    title: 'Sollicitatiegesprek',
    description: 'Gestructureerd verslag van een sollicitatiegesprek voor de selectiecommissie.',
    complexity: 'LARGE',
    content: [
      'Schrijf een verslag van dit sollicitatiegesprek voor de selectiecommissie.',
      '',
      'Behandel: motivatie, relevante ervaring, competenties (met voorbeelden uit het gesprek),',
      'vragen van de kandidaat, arbeidsvoorwaarden die ter sprake kwamen en de afspraken over het vervolg.',
      '',
      'Beschrijf wat er gezegd is; geef geen eigen oordeel over de kandidaat.',
    ].join('\n'),
  },
  {
    name: 'stand-up',
    title: 'Stand-up',
    description: 'Kort overzicht per teamlid: gedaan, gepland, blokkades.',
    complexity: 'SMALL',
    content: [
      'Vat deze stand-up samen per deelnemer in drie regels:',
      'Gisteren: …',
      'Vandaag: …',
      'Blokkades: … (of "geen")',
      'Sluit af met de blokkades die een actie van iemand anders vragen.',
    ].join('\n'),
  },
  {
    name: 'besluitenlijst',
    title: 'Besluitenlijst',
    description: 'Alleen de genomen besluiten, met een strak ingestelde stijl.',
    complexity: 'CUSTOM',
    content: 'Maak een besluitenlijst van dit overleg: per besluit één zin, met het agendapunt ervoor.',
    settings: {
      max_tokens: '1200',
      system_message:
        'Je bent een ervaren notulist van bestuursvergaderingen. Je schrijft beknopt, formeel Nederlands.',
      opdracht:
        'Noteer uitsluitend besluiten die expliciet zijn genomen. Twijfelgevallen zet je onder "Niet besloten".',
      additional_settings: '{\n  "temperature": 0.2,\n  "language": "nl"\n}',
    },
  },
];

export interface DemoOwnedTemplate extends TemplateInput {
  /** Organisation name (organisation templates) or username (personal templates). */
  owner: string;
}

export const demoOrganizationTemplates: DemoOwnedTemplate[] = [
  {
    owner: 'Gemeente Zandvoort',
    title: 'Raadsvergadering',
    description: 'Verslag van de gemeenteraad volgens het format van de griffie.',
    complexity: 'LARGE',
    content: [
      'Maak een verslag van deze raadsvergadering volgens het format van de griffie:',
      'opening, vaststelling agenda, per agendapunt de inbreng per fractie, moties en amendementen',
      '(met indieners en stemuitslag), toezeggingen van het college en de sluiting.',
    ].join('\n'),
  },
  {
    owner: 'Gemeente Zandvoort',
    title: 'Baliegesprek Burgerzaken',
    description: 'Korte notitie van een baliegesprek.',
    complexity: 'SMALL',
    content: 'Noteer kort de vraag van de inwoner, het gegeven antwoord en of er een vervolgafspraak is.',
  },
  {
    owner: 'Van der Berg Advocaten',
    title: 'Cliëntintake',
    description: 'Intakeverslag voor een nieuw dossier.',
    complexity: 'MEDIUM',
    content: [
      'Maak een intakeverslag: de feiten volgens de cliënt, de juridische vraag, relevante termijnen,',
      'stukken die de cliënt nog aanlevert en de afspraken over honorarium en vervolg.',
    ].join('\n'),
  },
  {
    owner: 'Zorggroep De Linde',
    title: 'MDO-verslag',
    description: 'Multidisciplinair overleg over een cliënt.',
    complexity: 'LARGE',
    content: [
      'Vat dit multidisciplinair overleg samen per discipline (verpleging, arts, fysiotherapie, …):',
      'observaties, zorgen, afgesproken interventies en evaluatiemoment. Gebruik geen volledige namen.',
    ].join('\n'),
  },
  {
    owner: 'Zorggroep De Linde',
    title: 'Overdracht wijkteam',
    description: 'Overdracht tussen diensten.',
    complexity: 'SMALL',
    content:
      'Maak een overdracht per cliënt: bijzonderheden, medicatie-afspraken en aandachtspunten voor de volgende dienst.',
  },
  {
    owner: 'Stichting Noorderlicht',
    title: 'Vrijwilligersoverleg',
    description: 'Planning en signalen uit het vrijwilligersoverleg.',
    complexity: 'SMALL',
    content: 'Vat het overleg samen: rooster en bezetting, signalen uit de activiteiten, en wie wat oppakt.',
  },
];

export const demoPersonalTemplates: DemoOwnedTemplate[] = [
  {
    owner: 'sanne.devries',
    title: 'Wekelijks MT-overleg',
    description: 'Mijn vaste format voor het managementteam.',
    complexity: 'MEDIUM',
    content:
      'Vat het MT-overleg samen in: besluiten, lopende dossiers met status, en wat ik moet terugkoppelen aan mijn team.',
  },
  {
    owner: 'lotte.meijer',
    title: 'Dossiernotitie',
    description: 'Korte notitie voor het procesdossier.',
    complexity: 'SMALL',
    content:
      'Schrijf een dossiernotitie van maximaal tien regels: datum, betrokkenen, kern van het gesprek, vervolg.',
  },
  {
    owner: 'iris.hendriks',
    title: 'Cliëntbezoek',
    description: 'Verslag van een huisbezoek.',
    complexity: 'SMALL',
    content:
      'Noteer de toestand van de cliënt, de uitgevoerde zorg, opvallende veranderingen en afspraken met mantelzorgers.',
  },
  {
    owner: 'kim.vanderlinden',
    title: 'Platformoverleg',
    description: 'Overleg over releases en storingen.',
    complexity: 'MEDIUM',
    content:
      'Vat het overleg samen per onderwerp: releases, storingen met oorzaak en oplossing, en openstaande beslissingen.',
  },
];

/** Switched off for one user: username → titles of default or organisation templates. */
export const demoUserSwitches: Record<string, string[]> = {
  'daan.bakker': ['Sollicitatiegesprek', 'Klantgesprek'],
  'lotte.meijer': ['Stand-up'],
  'iris.hendriks': ['Overdracht wijkteam'],
};

/** Switched off for a whole organisation: organisation name → titles of default templates. */
export const demoOrganizationSwitches: Record<string, string[]> = {
  'Stichting Noorderlicht': ['Klantgesprek'],
};

/** A saved order: username → titles, first to last (the rest follows). */
export const demoUserOrders: Record<string, string[]> = {
  'sanne.devries': ['Wekelijks MT-overleg', 'Raadsvergadering', 'Notulen'],
};
