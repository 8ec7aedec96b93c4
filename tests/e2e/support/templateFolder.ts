/** The migrated PGlite template of the end-to-end servers (gitignored, kept across runs while up to date). */
export const E2E_TEMPLATE = '.test-data/e2e-template';
