-- Points of sub_profiles (id = user_id) in an R*Tree: radius searches read a bounding box from it, then the exact distance.
CREATE VIRTUAL TABLE `sub_profiles_geo` USING rtree(id, min_lat, max_lat, min_lon, max_lon);--> statement-breakpoint
CREATE TRIGGER `sub_profiles_geo_insert` AFTER INSERT ON `sub_profiles` WHEN new.latitude IS NOT NULL AND new.longitude IS NOT NULL BEGIN
  INSERT INTO sub_profiles_geo VALUES (new.user_id, new.latitude, new.latitude, new.longitude, new.longitude);
END;--> statement-breakpoint
CREATE TRIGGER `sub_profiles_geo_update` AFTER UPDATE OF latitude, longitude, user_id ON `sub_profiles` BEGIN
  DELETE FROM sub_profiles_geo WHERE id = old.user_id;
  INSERT INTO sub_profiles_geo SELECT new.user_id, new.latitude, new.latitude, new.longitude, new.longitude
    WHERE new.latitude IS NOT NULL AND new.longitude IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `sub_profiles_geo_delete` AFTER DELETE ON `sub_profiles` BEGIN
  DELETE FROM sub_profiles_geo WHERE id = old.user_id;
END;--> statement-breakpoint
INSERT INTO sub_profiles_geo SELECT user_id, latitude, latitude, longitude, longitude FROM sub_profiles
  WHERE latitude IS NOT NULL AND longitude IS NOT NULL;--> statement-breakpoint
-- Points of gc_profiles (id = user_id) in an R*Tree: radius searches read a bounding box from it, then the exact distance.
CREATE VIRTUAL TABLE `gc_profiles_geo` USING rtree(id, min_lat, max_lat, min_lon, max_lon);--> statement-breakpoint
CREATE TRIGGER `gc_profiles_geo_insert` AFTER INSERT ON `gc_profiles` WHEN new.latitude IS NOT NULL AND new.longitude IS NOT NULL BEGIN
  INSERT INTO gc_profiles_geo VALUES (new.user_id, new.latitude, new.latitude, new.longitude, new.longitude);
END;--> statement-breakpoint
CREATE TRIGGER `gc_profiles_geo_update` AFTER UPDATE OF latitude, longitude, user_id ON `gc_profiles` BEGIN
  DELETE FROM gc_profiles_geo WHERE id = old.user_id;
  INSERT INTO gc_profiles_geo SELECT new.user_id, new.latitude, new.latitude, new.longitude, new.longitude
    WHERE new.latitude IS NOT NULL AND new.longitude IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `gc_profiles_geo_delete` AFTER DELETE ON `gc_profiles` BEGIN
  DELETE FROM gc_profiles_geo WHERE id = old.user_id;
END;--> statement-breakpoint
INSERT INTO gc_profiles_geo SELECT user_id, latitude, latitude, longitude, longitude FROM gc_profiles
  WHERE latitude IS NOT NULL AND longitude IS NOT NULL;
