/** Texts of the worker status screen and card (spec 2 "Worker status", 8). */
export const workersMessages = {} as const;
