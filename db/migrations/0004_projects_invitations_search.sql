CREATE TABLE `bid_invitations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`contractor_id` integer NOT NULL,
	`subcontractor_id` integer NOT NULL,
	`note` text,
	`status` text DEFAULT 'sent' NOT NULL,
	`decline_reason` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contractor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`subcontractor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bid_invitations_status_check" CHECK("bid_invitations"."status" IN ('sent', 'viewed', 'applied', 'declined'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bid_invitations_project_sub_unique` ON `bid_invitations` (`project_id`,`subcontractor_id`);--> statement-breakpoint
CREATE INDEX `bid_invitations_sub_idx` ON `bid_invitations` (`subcontractor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bid_invitations_contractor_sub_idx` ON `bid_invitations` (`contractor_id`,`subcontractor_id`);--> statement-breakpoint
CREATE TABLE `invitation_mutes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subcontractor_id` integer NOT NULL,
	`contractor_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`subcontractor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`contractor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invitation_mutes_pair_unique` ON `invitation_mutes` (`subcontractor_id`,`contractor_id`);--> statement-breakpoint
DROP INDEX `projects_trade_status_idx`;--> statement-breakpoint
CREATE INDEX `projects_status_latitude_idx` ON `projects` (`status`,`latitude`);--> statement-breakpoint
CREATE INDEX `projects_trade_status_idx` ON `projects` (`trade_type`,`status`,`created_at`);--> statement-breakpoint
ALTER TABLE `project_applications` ADD `bid_amount_dollars` integer;--> statement-breakpoint
-- Project search: an FTS5 index over title, description, trade and location, kept in step with projects by triggers.
CREATE VIRTUAL TABLE `projects_fts` USING fts5(title, description, trade_type, location, content='projects', content_rowid='id', tokenize='porter unicode61');--> statement-breakpoint
CREATE TRIGGER `projects_fts_insert` AFTER INSERT ON `projects` BEGIN
  INSERT INTO projects_fts(rowid, title, description, trade_type, location) VALUES (new.id, new.title, new.description, new.trade_type, new.location);
END;--> statement-breakpoint
CREATE TRIGGER `projects_fts_delete` AFTER DELETE ON `projects` BEGIN
  INSERT INTO projects_fts(projects_fts, rowid, title, description, trade_type, location) VALUES ('delete', old.id, old.title, old.description, old.trade_type, old.location);
END;--> statement-breakpoint
CREATE TRIGGER `projects_fts_update` AFTER UPDATE OF title, description, trade_type, location ON `projects` BEGIN
  INSERT INTO projects_fts(projects_fts, rowid, title, description, trade_type, location) VALUES ('delete', old.id, old.title, old.description, old.trade_type, old.location);
  INSERT INTO projects_fts(rowid, title, description, trade_type, location) VALUES (new.id, new.title, new.description, new.trade_type, new.location);
END;--> statement-breakpoint
INSERT INTO projects_fts(projects_fts) VALUES ('rebuild');
