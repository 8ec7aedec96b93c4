/** What the server answers about an organisation's branding, logo and PDF settings, and the console shows too. */
export const organizationSettingsAnswers = {
  brandingSaved: 'Branding bijgewerkt.',
  logoUploaded: 'Logo geüpload.',
  noLogo: 'Deze organisatie heeft nog geen logo.',
  pdfSaved: 'PDF export instellingen opgeslagen.',
} as const;
