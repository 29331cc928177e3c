CREATE TABLE `awards` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`application_id` integer NOT NULL,
	`previous_project_status` text NOT NULL,
	`rejected_application_ids` text DEFAULT '[]' NOT NULL,
	`notification_ids` text DEFAULT '[]' NOT NULL,
	`undo_until` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "awards_previous_status_check" CHECK("awards"."previous_project_status" IN ('open', 'in_progress', 'completed', 'canceled'))
);
--> statement-breakpoint
CREATE INDEX `awards_project_idx` ON `awards` (`project_id`,`undo_until`);--> statement-breakpoint
ALTER TABLE `notifications` ADD `held_until` integer;