DROP INDEX `content_moderation_reporter_unique`;--> statement-breakpoint
CREATE UNIQUE INDEX `content_moderation_open_unique` ON `content_moderation` (`content_type`,`content_id`,`reported_by`) WHERE "content_moderation"."status" = 'pending';--> statement-breakpoint
CREATE INDEX `content_moderation_reporter_idx` ON `content_moderation` (`reported_by`,`created_at`);--> statement-breakpoint
CREATE VIRTUAL TABLE `users_fts` USING fts5(search_text, email, content='users', content_rowid='id', tokenize='unicode61');--> statement-breakpoint
CREATE TRIGGER `users_fts_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO users_fts(rowid, search_text, email) VALUES (new.id, new.search_text, new.email);
END;--> statement-breakpoint
CREATE TRIGGER `users_fts_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO users_fts(users_fts, rowid, search_text, email) VALUES ('delete', old.id, old.search_text, old.email);
END;--> statement-breakpoint
CREATE TRIGGER `users_fts_update` AFTER UPDATE OF search_text, email ON `users` BEGIN
  INSERT INTO users_fts(users_fts, rowid, search_text, email) VALUES ('delete', old.id, old.search_text, old.email);
  INSERT INTO users_fts(rowid, search_text, email) VALUES (new.id, new.search_text, new.email);
END;--> statement-breakpoint
INSERT INTO users_fts(users_fts) VALUES ('rebuild');
