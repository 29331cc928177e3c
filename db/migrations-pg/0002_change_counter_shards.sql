-- Issue 33: every write to a profile or project bumps its market's counter ('market:<role>'), so on one row every
-- writer of the market met every other: SERIALIZABLE let one commit and failed the rest with "could not serialize
-- access due to concurrent update" (of 600 concurrent bumps from 30 connections, 579 failed). Each connection now
-- bumps its own shard (its backend pid mod 32) and a counter is the sum of its shards, which still only grows, so a
-- change stamp still differs whenever anything changed. SQLite keeps one row per scope: it has one writer.
ALTER TABLE "change_counters" ADD COLUMN "shard" smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "change_counters" DROP CONSTRAINT "change_counters_pkey";--> statement-breakpoint
ALTER TABLE "change_counters" ADD CONSTRAINT "change_counters_pkey" PRIMARY KEY ("scope", "shard");--> statement-breakpoint
CREATE OR REPLACE FUNCTION change_counters_bump(scopes text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO change_counters (scope, shard, n)
    SELECT s.scope, pg_backend_pid() % 32, count(*) FROM unnest(scopes) AS s(scope) WHERE s.scope IS NOT NULL
    GROUP BY s.scope
    ON CONFLICT (scope, shard) DO UPDATE SET n = change_counters.n + excluded.n
$$;
