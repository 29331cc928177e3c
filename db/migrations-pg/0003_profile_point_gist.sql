-- Issue 32: the search's and the matches' rings are bounding boxes over the profiles' points (app/infra/geo.server.ts
-- inBox, the views sub_profiles_geo and gc_profiles_geo of 0001). A B-tree on (latitude, longitude) reads the whole
-- latitude band, and PostGIS's ST_DWithin on `place` is a circle around the box, checked on the sphere per row. A
-- GiST index of the point (longitude, latitude) finds the box's rows themselves (`point <@ box`, exact, in the
-- column's own numbers): the dense-metro 25-mile ring read 5,326 rows from it in 1 ms and its count took 113 ms
-- instead of 245 (EXPLAIN ANALYZE at a tenth of market scale, same load).
CREATE INDEX "sub_profiles_point_gist_idx" ON "sub_profiles" USING gist (point("longitude", "latitude"));--> statement-breakpoint
CREATE INDEX "gc_profiles_point_gist_idx" ON "gc_profiles" USING gist (point("longitude", "latitude"));
