-- Placeholder: filled in by the issue that owns these tables; regenerated with drizzle-kit when they land.
SELECT 1;
