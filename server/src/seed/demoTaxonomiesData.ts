import type { TaxonomyCreateInput } from '../taxonomies/input';

/**
 * The demo world's taxonomies: the spellings a transcription of these organisations' meetings should use.
 * Owners are named by the names in `demoData.ts` (an organisation's name or a username); links name templates
 * of `demoTemplatesData.ts` by title.
 */

export interface DemoTaxonomy extends TaxonomyCreateInput {
  owner: { organization: string } | { user: string };
  /** The template's own choice, where it differs from (or confirms) `default_active`. */
  links: { template: string; is_active: boolean }[];
}

const term = (correct_form: string, ...alternatives: string[]) => ({ correct_form, alternatives });

export const demoTaxonomies: DemoTaxonomy[] = [
  {
    owner: { organization: 'Gemeente Zandvoort' },
    name: 'Productnamen',
    description: 'Producten en diensten van de gemeente, zoals ze in verslagen gespeld worden.',
    taxonomy_context:
      'Gemeentelijke dienstverlening aan inwoners en ondernemers in Zandvoort: balie, vergunningen en het strand.',
    is_org_wide: true,
    default_active: true,
    terms: [
      term('DigiD', 'digi d', 'Digi-D', 'Digid'),
      term('MijnOverheid', 'mijn overheid', 'Mijn Overheid'),
      term('Omgevingsvergunning', 'omgevings vergunning'),
      term('Omgevingsloket', 'omgevings loket'),
      term('Uittreksel BRP', 'BRP-uittreksel', 'uittreksel b r p'),
      term('Wmo-voorziening', 'WMO voorziening', 'wet maatschappelijke ondersteuning voorziening'),
      term('Parkeervergunning', 'parkeer vergunning'),
      term('Strandpaviljoen', 'strand paviljoen', 'strandtent'),
    ],
    // The council's own minutes keep the formal names: switched off there.
    links: [{ template: 'Raadsvergadering', is_active: false }],
  },
  {
    owner: { organization: 'Zorggroep De Linde' },
    name: 'Medische termen',
    description: 'Medische en zorgtermen uit cliëntbesprekingen en overdrachten.',
    taxonomy_context: 'Wijkverpleging en multidisciplinaire overleggen over cliënten van de zorggroep.',
    is_org_wide: false,
    default_active: false,
    terms: [
      term('Zorgverzekeraar', 'zorg verzekeraar'),
      term('Decubitus', 'de cubitus', 'doorligwond'),
      term('Multidisciplinair overleg', 'MDO', 'multi disciplinair overleg'),
      term('Diabetes mellitus', 'diabetes melitus', 'suikerziekte'),
      term('Wijkverpleegkundige', 'wijk verpleegkundige'),
      term('Metoprolol', 'meto prolol', 'metoprolo'),
      term('COPD', 'C.O.P.D.', 'cee oo pee dee'),
      term('Mantelzorger', 'mantel zorger'),
      term('Insuline', 'insulline'),
    ],
    links: [{ template: 'MDO-verslag', is_active: true }],
  },
  {
    owner: { organization: 'Van der Berg Advocaten' },
    name: 'Juridische begrippen',
    description: 'Procesrechtelijke begrippen zoals het kantoor ze schrijft.',
    taxonomy_context: null,
    is_org_wide: true,
    default_active: true,
    terms: [
      term('Dagvaarding', 'dag vaarding'),
      term('Kort geding', 'kortgeding', 'kort-geding'),
      term('Gerechtshof', 'gerechts hof'),
      term('Verweerschrift', 'verweer schrift'),
      term('Hoger beroep', 'hogerberoep'),
    ],
    links: [],
  },
  {
    owner: { user: 'sanne.devries' },
    name: 'Namen van collega’s',
    description: 'Namen van het managementteam en vaste gasten, goed gespeld.',
    taxonomy_context: 'Het wekelijkse MT-overleg van Gemeente Zandvoort.',
    is_org_wide: false,
    default_active: false,
    terms: [
      term('Mohammed el Amrani', 'Mohamed El Amrani', 'Mohammed al Amrani', 'Mohamed Elamrani'),
      term('Daan Bakker', 'Dan Bakker'),
      term('Fleur Jansen', 'Fleur Janssen'),
      term('Joost Visser', 'Joost Fisser'),
      term('Özlem Yılmaz', 'Ozlem Yilmaz', 'Özlem Jilmaz'),
      term('Sanne de Vries', 'Sanne Devries'),
    ],
    links: [{ template: 'Wekelijks MT-overleg', is_active: true }],
  },
];
