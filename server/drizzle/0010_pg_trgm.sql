-- Trigram matching for searches that find text anywhere in a value (ILIKE '%…%'), used by the
-- GIN indexes of the next migration. pg_trgm is a trusted extension (PostgreSQL 13+): the database's
-- owner may create it; PGlite loads it from @electric-sql/pglite/contrib/pg_trgm (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
