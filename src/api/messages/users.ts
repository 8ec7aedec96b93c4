/** What the server answers to changes of an account, and the console shows in its own toasts as well. */
export const userAnswers = {
  blocked: (username: string) => `Gebruiker ${username} is geblokkeerd.`,
  unblocked: (username: string) => `Gebruiker ${username} is gedeblokkeerd.`,
  deleted: (username: string) => `Gebruiker ${username} is verwijderd.`,
  lockoutCleared: (username: string) => `De inlogblokkade van ${username} is opgeheven.`,
} as const;
