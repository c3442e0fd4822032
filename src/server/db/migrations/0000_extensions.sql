-- Trigram similarity for typo-tolerant search (available on PGlite, PostgreSQL 14+ and embedded-postgres).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
