import { FEEDBACK_REQUIRED_MESSAGE } from '../api/schemas/ai';

/**
 * Texts of the template generator: AI Update in the full editor, Test of an unsaved template on a transcription,
 * and drafting a new template from a description.
 */
export const templateGeneratorMessages = {
  commands: {
    aiUpdate: 'AI Update',
    test: 'Template testen op een transcriptie',
    generate: 'Template genereren met AI',
  },
  /** The editor's buttons: Test, and AI Update (edit mode only). */
  buttons: {
    aiUpdate: 'AI Update',
    test: 'Test',
    generate: 'Genereren met AI',
  },
  reasons: {
    /** When the server has no model and gives no reason of its own. */
    notConfigured: 'AI is niet beschikbaar: de server heeft geen taalmodel ingesteld.',
    noSavedTemplate: 'Open eerst een opgeslagen template dat je hier kunt bewerken.',
    unsavedChanges:
      'Sla eerst je wijzigingen op of maak ze ongedaan: AI Update werkt het opgeslagen template bij.',
    noEditor: 'Open eerst een template in de editor.',
    noNewTemplate: 'Open eerst een nieuw persoonlijk template of een nieuw organisatietemplate.',
  },
  /** The models, claude by default. */
  models: {
    claude: 'Claude',
    'vertex-claude': 'Claude (Vertex AI)',
    qwen: 'Qwen',
    gemini: 'Gemini',
  },
  model: 'Model',
  cancel: 'Annuleren',
  close: 'Sluiten',
  update: {
    title: 'AI Update',
    description:
      'Beschrijf wat er aan het template moet veranderen. Het model past het opgeslagen template aan; dat wordt opgeslagen als nieuwe revisie.',
    feedback: 'Feedback',
    feedbackHint: 'Bijvoorbeeld: “Voeg een kopje Besluiten toe en schrijf korter.”',
    submit: 'Bijwerken',
    busy: 'Het model werkt het template bij…',
    /** The dialog closes 2 seconds after success. */
    closing: 'Template bijgewerkt. Dit venster sluit over 2 seconden.',
  },
  test: {
    title: 'Template testen',
    description:
      'Voert het template uit zoals het nu in de editor staat (ook niet-opgeslagen wijzigingen) op een transcriptie. Er wordt niets opgeslagen.',
    user: 'Gebruiker',
    chooseUser: 'Kies een gebruiker',
    usersLoading: 'Gebruikers laden…',
    transcriptionsOf: (name: string) => `Transcripties van ${name}`,
    transcription: 'Transcriptie',
    chooseTranscription: 'Kies een transcriptie',
    transcriptionsLoading: 'Transcripties laden…',
    noTranscriptions: 'Deze gebruiker heeft geen transcripties.',
    submit: 'Test uitvoeren',
    busy: 'Het model schrijft de samenvatting…',
    summary: 'Samenvatting van het model',
    empty: 'Kies een transcriptie en voer de test uit; de samenvatting verschijnt hier.',
    choose: 'Kies eerst een transcriptie.',
  },
  generate: {
    title: 'Template genereren met AI',
    description:
      'Beschrijf kort waarvoor het template is. Het model vult titel, beschrijving, inhoud en complexiteit in; er wordt niets opgeslagen tot je op Opslaan drukt.',
    label: 'Korte omschrijving',
    hint: 'Bijvoorbeeld: “Wekelijks teamoverleg met actiepunten per persoon.”',
    replaces:
      'Let op: het concept heeft al wijzigingen. Genereren vervangt titel, beschrijving, inhoud en complexiteit.',
    submit: 'Genereren',
    busy: 'Het model schrijft een template…',
  },
  done: {
    updated: 'Template bijgewerkt met AI',
    generated: 'Template gegenereerd; controleer het en druk op Opslaan.',
  },
  errors: {
    /** The contract's validation text. */
    feedbackRequired: FEEDBACK_REQUIRED_MESSAGE,
    /** The contract's error message. */
    updateFailed: 'Template bijwerken mislukt',
    unknown: 'Er is een onbekende fout opgetreden.',
    descriptionRequired: 'Beschrijf eerst kort waarvoor het template is.',
    generateFailed: 'Template genereren mislukt',
    testFailed: 'Template testen mislukt',
    noSummary: 'Het model gaf geen samenvatting.',
    statusFailed: 'Kon niet nagaan of AI beschikbaar is.',
  },
} as const;
