/** The group every new organisation starts with; new members of the organisation join it. */
export const DEFAULT_GROUP_NAME = 'Algemeen';
export const DEFAULT_GROUP_DESCRIPTION = 'Standaardgroep voor alle medewerkers';
