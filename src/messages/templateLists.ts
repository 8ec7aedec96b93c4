/** Texts of the template lists (user and organisation tabs, default templates, template settings, duplication). */
export const templateListsMessages = {} as const;
