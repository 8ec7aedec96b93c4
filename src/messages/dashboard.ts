/** Texts of the dashboard (spec 2 "Dashboard", 8 "Statistics and workers", 9). */
export const dashboardMessages = {} as const;
