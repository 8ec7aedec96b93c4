import { organizationSettingsAnswers } from '../api/messages/organizationSettings';
import { HEX_COLOR_MESSAGE } from '../api/schemas/branding';
import { EMPTY_FILE_MESSAGE } from '../api/schemas/common';
import { PDF_MIN_ADVISED_MARGIN_MM } from '../api/schemas/pdfSettings';

const dutchNumber = (value: number) => value.toLocaleString('nl-NL', { maximumFractionDigits: 2 });

/**
 * Texts of an organisation's pdf and branding tabs and their commands, the PDF preview included. The contract's
 * texts are used exactly (docs/contract.md, Branding and PDF).
 */
export const organizationSettingsMessages = {
  commands: {
    editPdf: 'PDF export instellingen bewerken',
    cancelPdfEdit: 'PDF export instellingen: bewerken annuleren',
    refreshPdf: 'PDF export instellingen verversen',
    resetPdfToExample: 'PDF export instellingen: voorbeeld laden',
    clearPdf: 'PDF export instellingen leegmaken',
    savePdf: 'PDF export instellingen opslaan',
    previewPdf: 'PDF voorbeeld vernieuwen',
    editBranding: 'Branding bewerken',
    cancelBrandingEdit: 'Branding: bewerken annuleren',
    saveBranding: 'Branding opslaan',
    uploadLogo: 'Logo uploaden',
  },
  tabPdf: 'PDF export',
  tabBranding: 'Branding',

  pdf: {
    heading: 'PDF export instellingen',
    intro:
      'De opmaak van de PDF waarin een samenvatting wordt geëxporteerd, als JSON. Leeg betekent de standaard opmaak.',
    loading: 'PDF export instellingen laden…',
    // The contract's error messages
    loadFailed: 'Kon de PDF export instellingen niet laden.',
    saveFailed: 'Kon de PDF export instellingen niet opslaan.',
    saved: organizationSettingsAnswers.pdfSaved,
    // The contract's validation text
    invalidJson: 'Controleer de JSON: het formaat is ongeldig.',
    marginsTip: `Tip: houd de marges op minimaal ${PDF_MIN_ADVISED_MARGIN_MM} mm, zodat een printer niets van de tekst afsnijdt.`,
    defaultLayout: 'Standaard opmaak: deze organisatie heeft geen eigen PDF export instellingen.',
    viewLabel: 'Opgeslagen PDF export instellingen (JSON)',
    editorLabel: 'PDF export instellingen (JSON)',
    editorLoading: 'Editor laden…',
    edit: 'Bewerken',
    refresh: 'Verversen',
    resetToExample: 'Reset naar voorbeeld',
    clear: 'Leegmaken',
    save: 'Opslaan',
    saving: 'Opslaan...',
    cancel: 'Annuleren',
    emptyMeansDefault: 'Het veld is leeg: bij opslaan geldt de standaard opmaak.',
    problemAt: (line: number, column: number, error: boolean) =>
      `${error ? 'Fout' : 'Let op'} op regel ${line}, kolom ${column}:`,
    noProblems: 'Geen problemen: de instellingen kloppen met het schema.',
    problemCount: (n: number) => (n === 1 ? '1 probleem in de JSON.' : `${n} problemen in de JSON.`),
    // Why a command cannot run
    unchanged: 'Er zijn geen wijzigingen om op te slaan.',
    notEditing: 'De PDF export instellingen worden nu niet bewerkt.',
    confirmDiscard: {
      title: 'Wijzigingen weggooien?',
      description:
        'De PDF export instellingen hebben wijzigingen die niet zijn opgeslagen. Wil je die weggooien en de opgeslagen instellingen tonen?',
      confirm: 'Weggooien',
    },
    preview: {
      heading: 'Voorbeeld',
      refresh: 'Voorbeeld vernieuwen',
      loading: 'Voorbeeld wordt gemaakt…',
      failed: 'Kon het PDF voorbeeld niet maken.',
      frameTitle: 'Voorbeeld van de PDF export met een voorbeeldsamenvatting',
      download: 'Voorbeeld downloaden (PDF)',
      fileName: (organizationId: number) => `pdf-voorbeeld-organisatie-${organizationId}.pdf`,
      ofSaved: 'Gemaakt met de opgeslagen instellingen.',
      ofDraft: 'Gemaakt met de tekst in de editor (nog niet opgeslagen).',
      none: 'Er is nog geen voorbeeld gemaakt.',
      explanation:
        'Het voorbeeld is een voorbeeldsamenvatting met deze instellingen en de branding en het logo van de organisatie.',
    },
  },

  branding: {
    heading: 'Branding',
    intro: 'Kleuren, lettertype, logo en bedrijfsgegevens; de PDF export gebruikt ze.',
    loading: 'Branding laden…',
    // The contract's error messages
    loadFailed: 'Kon de branding niet laden.',
    updateFailed: 'Kon de branding niet bijwerken.',
    logoUploadFailed: 'Kon het logo niet uploaden.',
    updated: organizationSettingsAnswers.brandingSaved,
    // The contract's validation text, exactly
    invalidHex: HEX_COLOR_MESSAGE,
    colorsHeading: 'Kleuren',
    fontHeading: 'Lettertype',
    companyHeading: 'Bedrijfsgegevens',
    fields: {
      primary_color: 'Primaire kleur',
      secondary_color: 'Secundaire kleur',
      accent_color: 'Accentkleur',
      brand_font: 'Merklettertype',
      company_website: 'Website',
      company_address: 'Adres',
      company_phone: 'Telefoonnummer',
      company_email: 'E-mailadres',
    },
    colorPicker: (label: string) => `${label} kiezen`,
    colorHint: 'Formaat #RRGGBB of #RGB; leeg is niet ingesteld.',
    websiteHint: 'Begin met https://',
    notSet: 'Niet ingesteld',
    swatch: (label: string, value: string) => `${label}: ${value}`,
    edit: 'Bewerken',
    save: 'Opslaan',
    saving: 'Opslaan...',
    cancel: 'Annuleren',
    formLabel: 'Branding bewerken',
    fixFirst: 'Los eerst de fouten in het formulier op.',
    tooLong: 'is te lang.',
    notEditing: 'De branding wordt nu niet bewerkt.',
    confirmDiscard: {
      title: 'Wijzigingen weggooien?',
      description: 'De branding heeft wijzigingen die niet zijn opgeslagen. Wil je die weggooien?',
      confirm: 'Weggooien',
    },
    /**
     * Beyond the contract: the primary colour measured against WCAG AA, behind text and as the colour of the PDF's
     * headings on the white page.
     */
    contrastOnPrimary: (ratio: number) =>
      `Let op: ook de best leesbare tekstkleur (wit of zwart) op de primaire kleur haalt maar ${dutchNumber(ratio)}:1; WCAG AA vraagt minimaal 4,5:1.`,
    contrastWarning: (ratio: number) =>
      `Let op: de PDF zet koppen in de primaire kleur, en die heeft op een witte pagina maar ${dutchNumber(ratio)}:1 contrast; WCAG AA vraagt minimaal 4,5:1.`,
    contrastSample: (text: string, ratio: number) =>
      `Tekst op de primaire kleur: ${text} (${dutchNumber(ratio)}:1)`,
    white: 'wit',
    black: 'zwart',
    logo: {
      heading: 'Logo',
      current: (organization: string) => `Logo van ${organization}`,
      none: organizationSettingsAnswers.noLogo,
      loading: 'Logo laden…',
      loadFailed: 'Kon het logo niet laden.',
      choose: 'Logo kiezen',
      chooseButton: 'Logo kiezen…',
      hint: (maxBytes: number) =>
        `PNG, JPG, GIF of SVG, hoogstens ${Math.round(maxBytes / 1024)} kB. Je ziet het logo eerst hier voordat het wordt verstuurd.`,
      chosen: (name: string) => `Gekozen: ${name}`,
      previewAlt: 'Voorbeeld van het gekozen logo (nog niet geüpload)',
      upload: 'Logo uploaden',
      uploading: 'Uploaden...',
      discard: 'Keuze wissen',
      wrongType: 'Dit bestandstype kan niet: kies een PNG-, JPG-, GIF- of SVG-bestand.',
      tooLarge: (maxBytes: number) => `Het bestand is te groot: hoogstens ${Math.round(maxBytes / 1024)} kB.`,
      empty: EMPTY_FILE_MESSAGE,
      uploaded: organizationSettingsAnswers.logoUploaded,
      /** The palette has no file to send: the tab picks one. */
      chooseOnTab: 'Kies het logobestand op het tabblad Branding.',
    },
  },
} as const;
