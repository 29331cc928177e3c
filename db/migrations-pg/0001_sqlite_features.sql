-- What the SQLite migrations (db/migrations/*.sql) do in SQL beyond db/schema.ts, the PostgreSQL way (issue 32).
-- Hand-written; 0000_init.sql is drizzle-kit's from db/schema.pg.ts. Inventory of the SQLite side and its status here:
--
--   0004 projects_fts: FTS5 (porter unicode61) over title, description, trade_type, location, and its 3 triggers
--        → projects.search_vector, a stored generated tsvector (config tradelink_english: unaccent + English
--          snowball stemmer, no stop words, like FTS5's porter which has none), GIN index projects_search_vector_idx.
--   0009 users_fts: FTS5 (unicode61) over search_text, email, and its 3 triggers
--        → users.search_vector, a stored generated tsvector (config tradelink_simple: unaccent, no stemming),
--          GIN index users_search_vector_idx.
--        Both: punctuation becomes a space first, so an email or "co-op" splits into words as unicode61 splits
--        them (PostgreSQL's parser would keep "bob@example.com" as one token). Query side (next step):
--        ftsQuery's "w1" "w2"* becomes to_tsquery('tradelink_english', 'w1 & w2:*'). Known differences: the
--        snowball stemmer is Porter2 (FTS5's is Porter1); no bm25 (the app orders by its own columns, not rank).
--   0010 sub_profiles_geo, gc_profiles_geo: R*Trees of points (id = user_id) and their 6 triggers
--        → sub_profiles.place, gc_profiles.place and projects.place: stored generated geography(Point, 4326)
--          columns (null without both coordinates) with GiST indexes, for ST_DWithin(place, point, metres);
--          and views sub_profiles_geo and gc_profiles_geo with the R*Trees' columns, so the bounding-box query the
--          app runs today gives the same rows (the R*Tree stores 32-bit floats, the view the exact value).
--   0022 change_counters (a WITHOUT ROWID table) and its 36 triggers on 13 tables
--        → the table (n bigint) and one PL/pgSQL trigger function per table, the triggers under the same names,
--          firing on the same events and columns; a statement that names one scope twice adds 2 as SQLite does.
--   0027 users.verified_through and its 3 triggers on certifications → PL/pgSQL, same names and columns.
--   Backfills (0005 search_text, 0010 R*Tree fill, 0004/0009 FTS 'rebuild', 0027 verified_through): not needed on a
--        new database (generated columns fill themselves; db:copy brings search_text and verified_through along).
--   Defaults unixepoch('subsec') and date('now'): in db/schema.pg.ts (PG_EXPRESSIONS in scripts/build-pg-schema.ts).
--   Not done here (app queries, not schema): strftime('%Y-%m', created_at / 1000, 'unixepoch') in
--        app/domain/reviews.server.ts and dashboard.server.ts (→ to_char(to_timestamp(created_at / 1000.0) at time
--        zone 'UTC', 'YYYY-MM')), the haversine distanceSql of app/infra/geo.server.ts (min() of two values is
--        least() on PostgreSQL), FTS5 MATCH queries, `= 1` on booleans in raw SQL.
--
-- PostGIS must be installed (Debian: postgresql-15-postgis-3); unaccent ships with PostgreSQL.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS postgis;--> statement-breakpoint

-- ---- Full-text search ----
CREATE TEXT SEARCH DICTIONARY tradelink_english_stem (TEMPLATE = snowball, LANGUAGE = english);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION tradelink_english (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tradelink_english
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH unaccent, tradelink_english_stem;--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION tradelink_simple (COPY = pg_catalog.simple);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION tradelink_simple
  ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part
  WITH unaccent, simple;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('tradelink_english'::regconfig, regexp_replace(
    coalesce("title", '') || ' ' || coalesce("description", '') || ' ' || coalesce("trade_type", '') || ' ' ||
    coalesce("location", ''), '[[:punct:]]+', ' ', 'g'))
) STORED;--> statement-breakpoint
CREATE INDEX "projects_search_vector_idx" ON "projects" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (
  to_tsvector('tradelink_simple'::regconfig, regexp_replace(
    coalesce("search_text", '') || ' ' || coalesce("email", ''), '[[:punct:]]+', ' ', 'g'))
) STORED;--> statement-breakpoint
CREATE INDEX "users_search_vector_idx" ON "users" USING gin ("search_vector");--> statement-breakpoint

-- ---- Places (PostGIS) ----
ALTER TABLE "sub_profiles" ADD COLUMN "place" geography(Point, 4326) GENERATED ALWAYS AS (
  CASE WHEN "latitude" IS NOT NULL AND "longitude" IS NOT NULL
    THEN ST_SetSRID(ST_MakePoint("longitude", "latitude"), 4326)::geography END
) STORED;--> statement-breakpoint
CREATE INDEX "sub_profiles_place_gist_idx" ON "sub_profiles" USING gist ("place");--> statement-breakpoint
ALTER TABLE "gc_profiles" ADD COLUMN "place" geography(Point, 4326) GENERATED ALWAYS AS (
  CASE WHEN "latitude" IS NOT NULL AND "longitude" IS NOT NULL
    THEN ST_SetSRID(ST_MakePoint("longitude", "latitude"), 4326)::geography END
) STORED;--> statement-breakpoint
CREATE INDEX "gc_profiles_place_gist_idx" ON "gc_profiles" USING gist ("place");--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "place" geography(Point, 4326) GENERATED ALWAYS AS (
  CASE WHEN "latitude" IS NOT NULL AND "longitude" IS NOT NULL
    THEN ST_SetSRID(ST_MakePoint("longitude", "latitude"), 4326)::geography END
) STORED;--> statement-breakpoint
CREATE INDEX "projects_place_gist_idx" ON "projects" USING gist ("place");--> statement-breakpoint
CREATE VIEW "sub_profiles_geo" AS
  SELECT "user_id" AS "id", "latitude" AS "min_lat", "latitude" AS "max_lat", "longitude" AS "min_lon",
    "longitude" AS "max_lon"
  FROM "sub_profiles" WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;--> statement-breakpoint
CREATE VIEW "gc_profiles_geo" AS
  SELECT "user_id" AS "id", "latitude" AS "min_lat", "latitude" AS "max_lat", "longitude" AS "min_lon",
    "longitude" AS "max_lon"
  FROM "gc_profiles" WHERE "latitude" IS NOT NULL AND "longitude" IS NOT NULL;--> statement-breakpoint

-- ---- Change counters (SQLite 0022; app/infra/change-counters.server.ts) ----
CREATE TABLE "change_counters" ("scope" text PRIMARY KEY NOT NULL, "n" bigint NOT NULL);--> statement-breakpoint
-- Adds one per time a scope is named (null scopes skipped). Grouped first: PostgreSQL's ON CONFLICT may not touch a
-- row twice in one statement, where SQLite's row-by-row insert simply adds twice.
CREATE FUNCTION change_counters_bump(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO change_counters (scope, n)
    SELECT s.scope, count(*) FROM unnest(scopes) AS s(scope) WHERE s.scope IS NOT NULL GROUP BY s.scope
    ON CONFLICT (scope) DO UPDATE SET n = change_counters.n + excluded.n
$$;--> statement-breakpoint
-- 'market:<role>' of a user (null when the user is gone).
CREATE FUNCTION change_counters_market_of(uid integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT 'market:' || role FROM users WHERE id = uid
$$;--> statement-breakpoint

CREATE FUNCTION change_counters_projects() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['market:general_contractor', 'user:' || r.creator_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_projects_insert" AFTER INSERT ON "projects"
  FOR EACH ROW EXECUTE FUNCTION change_counters_projects();--> statement-breakpoint
CREATE TRIGGER "change_counters_projects_update" AFTER UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION change_counters_projects();--> statement-breakpoint
CREATE TRIGGER "change_counters_projects_delete" AFTER DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION change_counters_projects();--> statement-breakpoint

CREATE FUNCTION change_counters_applications() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['market:general_contractor', 'user:' || r.applicant_id]
    || ARRAY(SELECT 'user:' || creator_id FROM projects WHERE id = r.project_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_applications_insert" AFTER INSERT ON "project_applications"
  FOR EACH ROW EXECUTE FUNCTION change_counters_applications();--> statement-breakpoint
CREATE TRIGGER "change_counters_applications_update" AFTER UPDATE OF "status", "project_id", "applicant_id"
  ON "project_applications" FOR EACH ROW EXECUTE FUNCTION change_counters_applications();--> statement-breakpoint
CREATE TRIGGER "change_counters_applications_delete" AFTER DELETE ON "project_applications"
  FOR EACH ROW EXECUTE FUNCTION change_counters_applications();--> statement-breakpoint

CREATE FUNCTION change_counters_sub_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['market:subcontractor', 'user:' || r.user_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_sub_profiles_insert" AFTER INSERT ON "sub_profiles"
  FOR EACH ROW EXECUTE FUNCTION change_counters_sub_profiles();--> statement-breakpoint
CREATE TRIGGER "change_counters_sub_profiles_update" AFTER UPDATE ON "sub_profiles"
  FOR EACH ROW EXECUTE FUNCTION change_counters_sub_profiles();--> statement-breakpoint
CREATE TRIGGER "change_counters_sub_profiles_delete" AFTER DELETE ON "sub_profiles"
  FOR EACH ROW EXECUTE FUNCTION change_counters_sub_profiles();--> statement-breakpoint

CREATE FUNCTION change_counters_gc_profiles() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['market:general_contractor', 'user:' || r.user_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_gc_profiles_insert" AFTER INSERT ON "gc_profiles"
  FOR EACH ROW EXECUTE FUNCTION change_counters_gc_profiles();--> statement-breakpoint
CREATE TRIGGER "change_counters_gc_profiles_update" AFTER UPDATE ON "gc_profiles"
  FOR EACH ROW EXECUTE FUNCTION change_counters_gc_profiles();--> statement-breakpoint
CREATE TRIGGER "change_counters_gc_profiles_delete" AFTER DELETE ON "gc_profiles"
  FOR EACH ROW EXECUTE FUNCTION change_counters_gc_profiles();--> statement-breakpoint

-- Not last_active_at, search_text, the plan or the password: none of them is shown on a card.
CREATE FUNCTION change_counters_users() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM change_counters_bump(ARRAY['market:' || OLD.role]);
  ELSE
    PERFORM change_counters_bump(ARRAY['market:' || OLD.role, 'market:' || NEW.role]);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_users_update"
  AFTER UPDATE OF "account_status", "role", "username", "deleted_at", "verified_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION change_counters_users();--> statement-breakpoint
CREATE TRIGGER "change_counters_users_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION change_counters_users();--> statement-breakpoint

-- privacy_settings, certifications and user_availability: the market of the row's user.
CREATE FUNCTION change_counters_user_market() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY[change_counters_market_of(r.user_id)]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_privacy_insert" AFTER INSERT ON "privacy_settings"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_privacy_update" AFTER UPDATE OF "profile_visibility", "user_id" ON "privacy_settings"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_privacy_delete" AFTER DELETE ON "privacy_settings"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_certifications_insert" AFTER INSERT ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_certifications_update" AFTER UPDATE ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_certifications_delete" AFTER DELETE ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_availability_insert" AFTER INSERT ON "user_availability"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_availability_update" AFTER UPDATE ON "user_availability"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint
CREATE TRIGGER "change_counters_availability_delete" AFTER DELETE ON "user_availability"
  FOR EACH ROW EXECUTE FUNCTION change_counters_user_market();--> statement-breakpoint

CREATE FUNCTION change_counters_certification_files() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY(
    SELECT 'market:' || u.role FROM certifications c JOIN users u ON u.id = c.user_id WHERE c.id = r.certification_id));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_certification_files_insert" AFTER INSERT ON "certification_files"
  FOR EACH ROW EXECUTE FUNCTION change_counters_certification_files();--> statement-breakpoint
CREATE TRIGGER "change_counters_certification_files_delete" AFTER DELETE ON "certification_files"
  FOR EACH ROW EXECUTE FUNCTION change_counters_certification_files();--> statement-breakpoint

CREATE FUNCTION change_counters_connections() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['user:' || r.requester_id, 'user:' || r.recipient_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_connections_insert" AFTER INSERT ON "connections"
  FOR EACH ROW EXECUTE FUNCTION change_counters_connections();--> statement-breakpoint
CREATE TRIGGER "change_counters_connections_update" AFTER UPDATE OF "status", "requester_id", "recipient_id"
  ON "connections" FOR EACH ROW EXECUTE FUNCTION change_counters_connections();--> statement-breakpoint
CREATE TRIGGER "change_counters_connections_delete" AFTER DELETE ON "connections"
  FOR EACH ROW EXECUTE FUNCTION change_counters_connections();--> statement-breakpoint

CREATE FUNCTION change_counters_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['user:' || r.reviewer_id, 'user:' || r.reviewee_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_reviews_insert" AFTER INSERT ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION change_counters_reviews();--> statement-breakpoint
CREATE TRIGGER "change_counters_reviews_update" AFTER UPDATE OF "is_hidden", "reviewer_id", "reviewee_id" ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION change_counters_reviews();--> statement-breakpoint
CREATE TRIGGER "change_counters_reviews_delete" AFTER DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION change_counters_reviews();--> statement-breakpoint

CREATE FUNCTION change_counters_invitations() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['user:' || r.contractor_id, 'user:' || r.subcontractor_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_invitations_insert" AFTER INSERT ON "bid_invitations"
  FOR EACH ROW EXECUTE FUNCTION change_counters_invitations();--> statement-breakpoint
CREATE TRIGGER "change_counters_invitations_update"
  AFTER UPDATE OF "status", "contractor_id", "subcontractor_id" ON "bid_invitations"
  FOR EACH ROW EXECUTE FUNCTION change_counters_invitations();--> statement-breakpoint
CREATE TRIGGER "change_counters_invitations_delete" AFTER DELETE ON "bid_invitations"
  FOR EACH ROW EXECUTE FUNCTION change_counters_invitations();--> statement-breakpoint

CREATE FUNCTION change_counters_mutes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  PERFORM change_counters_bump(ARRAY['user:' || r.subcontractor_id]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "change_counters_mutes_insert" AFTER INSERT ON "invitation_mutes"
  FOR EACH ROW EXECUTE FUNCTION change_counters_mutes();--> statement-breakpoint
CREATE TRIGGER "change_counters_mutes_delete" AFTER DELETE ON "invitation_mutes"
  FOR EACH ROW EXECUTE FUNCTION change_counters_mutes();--> statement-breakpoint

-- ---- users.verified_through (SQLite 0027; verifiedSql in app/domain/credentials.server.ts) ----
-- The latest expiry of the user's admin-verified licenses and insurance (9999-12-31 for one that never expires),
-- null without one.
CREATE FUNCTION users_refresh_verified_through(uid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE users SET verified_through = (
    SELECT max(coalesce(c.expires_on, '9999-12-31')) FROM certifications c
    WHERE c.user_id = uid AND c.review_state = 'verified' AND c.kind IN ('license', 'insurance'))
  WHERE id = uid
$$;--> statement-breakpoint
CREATE FUNCTION certifications_verified_through() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM users_refresh_verified_through(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN
    PERFORM users_refresh_verified_through(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "certifications_verified_through_insert" AFTER INSERT ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION certifications_verified_through();--> statement-breakpoint
CREATE TRIGGER "certifications_verified_through_update"
  AFTER UPDATE OF "user_id", "kind", "review_state", "expires_on" ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION certifications_verified_through();--> statement-breakpoint
CREATE TRIGGER "certifications_verified_through_delete" AFTER DELETE ON "certifications"
  FOR EACH ROW EXECUTE FUNCTION certifications_verified_through();
