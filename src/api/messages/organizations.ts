/** What the server answers about an organisation and its members, and the console shows as well. */
export const organizationAnswers = {
  notFound: 'Organisatie niet gevonden.',
  usersAdded: (count: number) => `${count} gebruiker(s) toegevoegd aan de organisatie.`,
  bulkCreated: (count: number) =>
    `${count} gebruiker(s) succesvol aangemaakt en toegevoegd aan de organisatie.`,
  userRemoved: (username: string) => `${username} is uit de organisatie verwijderd.`,
} as const;
