import type { BudgetKind } from '../api/schemas/usage';
import { formatCount, formatEuro } from './format';

const usageUnknownCost = 'Prijs onbekend';
const plural = (n: number, one: string, more: string) => `${formatCount(n)} ${n === 1 ? one : more}`;

/**
 * Texts of usage and cost: the Gebruik en kosten screen, the organisation's Budget tab, the cost on the
 * statistics screens and the dashboard, and their commands. The refusals of a price or a budget are the
 * contract's own (`src/api/schemas/usage.ts`), not written here again.
 */
export const usageMessages = {
  commands: {
    goUsage: 'Ga naar Gebruik en kosten',
    addPrice: 'Modelprijs toevoegen',
    editPrice: 'Modelprijs wijzigen',
    deletePrice: 'Modelprijs verwijderen',
    exportMonth: 'Gebruik en kosten van een maand exporteren (CSV)',
    viewBudget: 'Budget van een organisatie bekijken',
    setBudget: 'Budget van een organisatie instellen',
    removeBudget: 'Budget van een organisatie verwijderen',
    pickModel: 'Kies of typ een model',
    pickPrice: 'Kies een prijs',
    pickValidFrom: 'Geldig vanaf (JJJJ-MM-DD)',
    pickInput: 'Prijs per miljoen invoertokens (euro)',
    pickCached: 'Prijs per miljoen gecachete tokens (euro)',
    pickOutput: 'Prijs per miljoen uitvoertokens (euro)',
    pickMonth: 'Kies een maand',
    pickKind: 'Budget in euro of in tokens',
    pickAmount: 'Budget per maand',
    pickThresholds: 'Drempels in procenten, bijvoorbeeld 80, 100',
    typed: (text: string) => `“${text}”`,
  },
  title: 'Gebruik en kosten',
  intro:
    'Tokens en kosten per maand, per model en per organisatie, met de prijzen per model. Kosten gelden met de prijs van elke dag.',
  loading: 'Gebruik en kosten laden…',
  loadFailed: 'Kon gebruik en kosten niet laden.',
  pricesLoadFailed: 'Kon de modelprijzen niet laden.',
  budgetLoadFailed: 'Kon het budget niet laden.',
  notOffered: 'Deze server biedt geen kosten en budgetten aan.',

  /** Cost as shown: unpriced tokens never as € 0,00. */
  unknownCost: usageUnknownCost,
  unpricedExplained: (tokens: number) =>
    `${plural(tokens, 'token', 'tokens')} zonder prijs op hun dag: die kosten zijn onbekend en niet meegeteld.`,
  /** A cost with its unpriced tokens: `€ 12,34`, `€ 12,34 + onbekend`, or Prijs onbekend when none is priced. */
  cost: (eur: number, unpricedTokens: number) =>
    unpricedTokens > 0 ? (eur === 0 ? usageUnknownCost : `${formatEuro(eur)} + onbekend`) : formatEuro(eur),
  unpricedNote:
    'Onbekend: tokens van een model dat op die dag geen prijs had. Voeg een prijs toe om ze mee te tellen.',

  cards: {
    label: 'Totalen van de maand',
    cost: 'Kosten',
    tokens: 'Tokens',
    unpriced: 'Tokens zonder prijs',
    requests: 'Aanvragen',
  },
  models: {
    heading: 'Kosten per model',
    tableLabel: (month: string) => `Kosten per model, ${month}`,
    empty: 'Geen tokengebruik in deze periode.',
  },
  organizations: {
    heading: 'Kosten per organisatie',
    tableLabel: (month: string) => `Kosten per organisatie, ${month}`,
  },
  users: {
    heading: 'Kosten per gebruiker',
    tableLabel: (month: string) => `Kosten per gebruiker, ${month}`,
  },
  columns: {
    model: 'Model',
    organization: 'Organisatie',
    user: 'Gebruiker',
    requests: 'Aanvragen',
    tokensIn: 'Tokens in',
    tokensCached: 'Tokens gecachet',
    tokensOut: 'Tokens uit',
    tokens: 'Tokens',
    cost: 'Kosten',
  },
  export: 'Exporteren (CSV)',
  exportFailed: 'Kon de export voor de financiële administratie niet maken.',
  exported: (fileName: string) => `${fileName} gedownload.`,
  /** As the reference server names it. */
  fileName: (month: string) => `gebruik-en-kosten-${month}.csv`,

  prices: {
    heading: 'Modelprijzen',
    intro:
      'Prijs per miljoen tokens, vanaf een datum. Een verleden maand houdt de prijs die toen gold; een model zonder prijs heeft onbekende kosten.',
    modelsLabel: 'Modellen en hun huidige prijs',
    historyLabel: 'Prijsgeschiedenis',
    historyHeading: 'Prijsgeschiedenis',
    model: 'Model',
    current: 'Huidige prijs (in / gecachet / uit)',
    input: 'Invoer',
    cached: 'Gecachet',
    output: 'Uitvoer',
    validFrom: 'Geldig vanaf',
    validUntil: 'Geldig tot en met',
    stillValid: 'heden',
    lastUsed: 'Laatst gebruikt',
    never: 'nooit',
    unpriced: 'Zonder prijs',
    noPrice: 'Geen prijs',
    noPriceHint: (model: string) =>
      `${model} heeft vandaag geen prijs: het gebruik ervan heeft onbekende kosten.`,
    updatedBy: 'Gewijzigd door',
    actions: 'Acties',
    add: 'Prijs toevoegen',
    edit: 'Wijzigen',
    editOf: (model: string, from: string) => `Prijs van ${model} vanaf ${from} wijzigen`,
    remove: 'Verwijderen',
    removeOf: (model: string, from: string) => `Prijs van ${model} vanaf ${from} verwijderen`,
    empty: 'Er zijn nog geen prijzen.',
    perMillion: (input: string, cached: string, output: string) => `${input} / ${cached} / ${output}`,
    dialogAdd: 'Modelprijs toevoegen',
    dialogEdit: 'Modelprijs wijzigen',
    dialogDescription: 'Euro per miljoen tokens; de prijs geldt vanaf de gekozen dag tot de volgende prijs.',
    modelLabel: 'Model',
    validFromLabel: 'Geldig vanaf',
    inputLabel: 'Euro per miljoen invoertokens',
    cachedLabel: 'Euro per miljoen gecachete tokens',
    outputLabel: 'Euro per miljoen uitvoertokens',
    save: 'Opslaan',
    cancel: 'Annuleren',
    addFailed: 'Kon de modelprijs niet toevoegen.',
    changeFailed: 'Kon de modelprijs niet wijzigen.',
    removeFailed: 'Kon de modelprijs niet verwijderen.',
    pickLabel: (model: string, from: string) => `${model} vanaf ${from}`,
    confirmTitle: 'Modelprijs verwijderen?',
    confirmDescription: (model: string, from: string) =>
      `De prijs van ${model} vanaf ${from} wordt verwijderd. Die dagen vallen dan onder de vorige prijs, of hebben geen prijs.`,
    confirmLabel: 'Verwijderen',
  },

  budget: {
    tab: 'Budget',
    heading: 'Budget',
    intro:
      'Een maandbudget in euro of in tokens. Bij elke drempel krijgen de beheerders één keer per maand een melding.',
    none: 'Nog geen budget ingesteld.',
    month: (month: string) => `Deze maand (${month})`,
    used: 'Verbruikt',
    usedOf: (used: string, amount: string, percent: string) => `${used} van ${amount} (${percent})`,
    progressLabel: 'Deel van het budget verbruikt',
    ofBudget: (percent: string) => `${percent} van het budget`,
    forecast: (amount: string, percent: string) =>
      `Verwachting aan het eind van de maand: ${amount} (${percent} van het budget).`,
    formHeading: 'Budget instellen',
    kindLabel: 'Budget in',
    kinds: { eur: 'Euro', tokens: 'Tokens' } satisfies Record<BudgetKind, string>,
    amountLabel: (kind: BudgetKind) => (kind === 'eur' ? 'Bedrag per maand (euro)' : 'Tokens per maand'),
    thresholdsLabel: 'Drempels (procent van het budget)',
    thresholdsHint: 'Gescheiden door komma’s, bijvoorbeeld 80, 100.',
    save: 'Opslaan',
    remove: 'Budget verwijderen',
    saveFailed: 'Kon het budget niet opslaan.',
    removeFailed: 'Kon het budget niet verwijderen.',
    confirmTitle: 'Budget verwijderen?',
    confirmDescription: (organization: string) =>
      `Het budget van ${organization} wordt verwijderd; er komen geen meldingen meer. Eerdere meldingen blijven.`,
    confirmLabel: 'Verwijderen',
    alertsHeading: 'Budgetmeldingen',
    alertsLabel: 'Meldingen van het budget',
    alertsEmpty: 'Er zijn nog geen drempels bereikt.',
    alertMonth: 'Maand',
    threshold: 'Drempel',
    raisedAt: 'Gemeld op',
    usedThen: 'Verbruik toen',
    unpriced: (tokens: number) => `Plus ${plural(tokens, 'token', 'tokens')} zonder prijs (kosten onbekend).`,
  },

  /** The mark of an organisation at or past a threshold of its budget this month. */
  mark: (threshold: number) => `Budget ${threshold} % bereikt`,
  markOver: 'Budget overschreden',

  dashboard: {
    costTitle: 'Kosten',
    periodCost: (days: number) => `Kosten, laatste ${days} dagen`,
    monthCost: (month: string) => `Kosten, ${month}`,
    topOrganizations: 'Hoogste kosten per organisatie',
    alertsTitle: 'Budgetmeldingen deze maand',
    alertsEmpty: 'Geen organisatie heeft deze maand een drempel bereikt.',
    toUsage: 'Naar Gebruik en kosten',
  },

  /** A euro amount or a number of tokens of a budget's kind. */
  amount: (kind: BudgetKind, n: number) => (kind === 'eur' ? formatEuro(n) : plural(n, 'token', 'tokens')),
  percent: (n: number) => `${formatCount(Math.round(n))} %`,
};
