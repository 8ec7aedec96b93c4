/** Texts of the login-attempts screen (spec 2 "Login attempts", 3, 8, 9). */
export const loginAttemptsMessages = {} as const;
