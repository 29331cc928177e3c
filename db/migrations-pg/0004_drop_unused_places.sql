-- Since 0003 the search's and matches' rings are read through the GiST index of point(longitude, latitude); nothing
-- reads the PostGIS `place` columns of 0001 any more, and each write to a profile or project still computed the
-- geography and updated its GiST index. Dropped with their indexes. The postgis extension that 0001 creates stays
-- (a fresh database replays 0001).
ALTER TABLE "sub_profiles" DROP COLUMN "place";--> statement-breakpoint
ALTER TABLE "gc_profiles" DROP COLUMN "place";--> statement-breakpoint
ALTER TABLE "projects" DROP COLUMN "place";
