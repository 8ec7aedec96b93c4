import { invalidEmailMessage, NO_EMAILS_MESSAGE } from '../api/schemas/organizations';

/** Texts of the bulk-add dialogs: line validation, per-address errors and the outcome. */
export const bulkMessages = {
  invalidLine: (line: number, text: string) => `Ongeldig e-mailadres op regel ${line}: ${text}`,
  invalidAddress: invalidEmailMessage,
  duplicate: (line: number, email: string) => `Dubbel e-mailadres op regel ${line}: ${email}`,
  noneFound: NO_EMAILS_MESSAGE,
  resolveFirst: 'Los eerst de validatiefouten op voordat je doorgaat.',
} as const;
