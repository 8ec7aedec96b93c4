/** Texts of the bulk-add dialogs (spec 5 "Bulk user lines", spec 8 "Users"). */
export const bulkMessages = {
  invalidLine: (line: number, text: string) => `Ongeldig e-mailadres op regel ${line}: ${text}`,
  invalidAddress: (value: string) => `Ongeldig e-mailadres: ${value}`,
  duplicate: (line: number, email: string) => `Dubbel e-mailadres op regel ${line}: ${email}`,
  noneFound: 'Geen geldige e-mailadressen gevonden. Voer e-mailadressen in, één per regel.',
  resolveFirst: 'Los eerst de validatiefouten op voordat je doorgaat.',
} as const;
