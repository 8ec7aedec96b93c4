import type { PdfSummary } from './render';

/**
 * The sample summary of the PDF preview: a realistic Dutch meeting summary as the service writes them, with
 * headings of all four levels, paragraphs, bullet and numbered lists (some nested) and bold text, long enough
 * for a few pages with the default layout, so margins, header, footer and page numbers show.
 */

const SECTIONS = [
  `## Aanleiding en doel

Het overleg is belegd om de voortgang van het project **Digitale Dienstverlening 2026** te bespreken en besluiten te nemen over de planning van het tweede kwartaal. De projectgroep wil vóór de zomer een werkende versie van het nieuwe klantportaal opleveren, met daarin het aanvragen van vergunningen en het doorgeven van verhuizingen.

Daarnaast is gesproken over de samenwerking met de afdeling Burgerzaken en over de benodigde capaciteit voor het testen van de nieuwe formulieren.`,
  `## Besproken onderwerpen

### Voortgang van het klantportaal

De ontwikkelpartner heeft de eerste drie formulieren opgeleverd. Uit de gebruikerstest met twaalf inwoners bleek dat de formulieren over het algemeen goed te begrijpen zijn. Wel liepen meerdere deelnemers vast bij het uploaden van bijlagen.

- Het uploaden van bijlagen duurt te lang op mobiele telefoons.
- De foutmeldingen zijn te technisch en niet in begrijpelijk Nederlands.
- Inwoners missen een overzicht van de **status van hun aanvraag**.
  - Een statuspagina staat al op de planning voor sprint 6.
  - Een e-mail bij elke statuswijziging wordt onderzocht.

#### Toegankelijkheid

De toegankelijkheidsscan (WCAG 2.1 niveau AA) leverde elf bevindingen op, waarvan drie met hoge prioriteit: onvoldoende kleurcontrast bij de knoppen, ontbrekende labels bij twee invoervelden en een toetsenbordval in de datumkiezer. Het team lost deze bevindingen op vóór de volgende release.`,
  `### Planning tweede kwartaal

Fleur licht de herziene planning toe. Door de extra bevindingen uit de gebruikerstest schuift de oplevering van het verhuisformulier twee weken op. De overige mijlpalen blijven staan.

1. Oplevering statuspagina en verbeterde foutmeldingen: eind april.
2. Tweede gebruikerstest met inwoners: half mei.
3. Oplevering verhuisformulier: begin juni.
4. Livegang van het klantportaal: 1 juli.

De projectgroep benadrukt dat de livegang alleen doorgaat als de toegankelijkheidsbevindingen met hoge prioriteit zijn opgelost.`,
  `### Samenwerking met Burgerzaken

Burgerzaken heeft aangegeven dat de medewerkers aan de balie graag eerder betrokken worden bij het ontwerp van de formulieren. Zij zien dagelijks welke vragen inwoners hebben en kunnen helpen de teksten eenvoudiger te maken.

- Twee baliemedewerkers sluiten voortaan aan bij de sprintdemo.
- De teksten van de formulieren worden voorgelegd aan de taalcoach van de gemeente.
- Veelgestelde vragen aan de balie worden verzameld in een gedeeld overzicht.

#### Capaciteit voor testen

Voor de tweede gebruikerstest zijn minimaal **vier testers** nodig gedurende twee weken. Burgerzaken levert twee medewerkers; de overige twee worden gezocht binnen de afdeling Dienstverlening.`,
  `## Besluiten

1. De livegang van het klantportaal blijft gepland op 1 juli, onder voorbehoud van het oplossen van de toegankelijkheidsbevindingen met hoge prioriteit.
2. Het verhuisformulier wordt twee weken later opgeleverd dan gepland.
3. Baliemedewerkers van Burgerzaken nemen vanaf de volgende sprint deel aan de demo.
4. Het budget voor de tweede gebruikerstest (€ 4.500) wordt vrijgegeven.`,
  `## Actiepunten

- **Fleur Jansen**: stuurt de herziene planning uiterlijk vrijdag naar de stuurgroep.
- **Daan Bakker**: plant de tweede gebruikerstest en nodigt de inwoners uit.
- **Sanne de Vries**: vraagt de taalcoach om de formulierteksten te beoordelen.
- **Joost Visser**: zorgt dat de bevindingen uit de toegankelijkheidsscan als taken in de backlog staan.
  - Bevindingen met hoge prioriteit krijgen het label *release-blokkerend*.
  - De overige bevindingen worden ingepland in sprint 7 en 8.`,
  `## Vervolg

Het volgende overleg vindt plaats over twee weken. Dan worden de resultaten van de statuspagina en de verbeterde foutmeldingen gedemonstreerd, en wordt de definitieve planning voor de livegang vastgesteld.

---

*Deze samenvatting is automatisch gemaakt op basis van de opname van het overleg en door de voorzitter nagelezen.*`,
];

/** The sample summary's text: the sections once, under a title. */
export function sampleSummaryText(): string {
  return ['# Teamoverleg Digitale Dienstverlening', ...SECTIONS].join('\n\n');
}

/**
 * A longer text for measurements: the sections over and over (numbered from the second round on) until the
 * document has about `pages` pages with the default layout, the cover included (about 2.65 sections a page).
 */
export function longSummaryText(pages: number): string {
  const count = Math.max(SECTIONS.length, Math.round((pages - 1) * 2.65));
  const parts = ['# Teamoverleg Digitale Dienstverlening'];
  for (let i = 0; i < count; i++) {
    const round = Math.floor(i / SECTIONS.length) + 1;
    const section = SECTIONS[i % SECTIONS.length]!;
    parts.push(round === 1 ? section : section.replace(/^## (.*)$/m, `## $1 (deel ${round})`));
  }
  return parts.join('\n\n');
}

/** Nederlandse datum (`12 maart 2026`) and date with time, in the Netherlands' time zone. */
function dutchDate(date: Date, withTime: boolean): string {
  return new Intl.DateTimeFormat('nl-NL', {
    timeZone: 'Europe/Amsterdam',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}

/**
 * The preview's summary: the sample text with sample fields, the meeting dated the day before `now`, generated
 * by the signed-in administrator at `now`.
 */
export function sampleSummary(generatedBy: string, now: Date, text = sampleSummaryText()): PdfSummary {
  const meeting = new Date(now.getTime() - 24 * 3600 * 1000);
  return {
    text,
    fields: {
      document_title: 'Teamoverleg Digitale Dienstverlening',
      document_subtitle: 'Samenvatting (voorbeeld)',
      meeting_type: 'Teamoverleg',
      meeting_date: dutchDate(meeting, false),
      recording_datetime: dutchDate(meeting, true),
      file_name: 'teamoverleg-digitale-dienstverlening.m4a',
      file_progress_id: 'voorbeeld-0001',
      owner: 'Fleur Jansen',
      generated_by: generatedBy,
      generated_at: dutchDate(now, true),
    },
  };
}
