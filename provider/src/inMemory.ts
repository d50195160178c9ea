/**
 * The data folder (PROVIDER_DATA_DIR) that means "keep nothing": an in-memory database and a
 * temporary files folder. A module of its own so the configuration, the database and the file
 * storage can all read it without importing one another.
 */
// PGlite's own spelling for an in-memory database.
export const IN_MEMORY_DATA_DIR = 'memory://';
