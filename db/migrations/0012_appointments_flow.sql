PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_appointments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`start_time` integer NOT NULL,
	`end_time` integer NOT NULL,
	`location` text,
	`status` text DEFAULT 'confirmed' NOT NULL,
	`creator_id` integer NOT NULL,
	`attendee_id` integer NOT NULL,
	`project_id` integer,
	`cancel_reason` text,
	`canceled_by` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attendee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`canceled_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "appointments_status_check" CHECK("__new_appointments"."status" IN ('pending', 'confirmed', 'declined', 'canceled', 'completed')),
	CONSTRAINT "appointments_time_check" CHECK("__new_appointments"."end_time" > "__new_appointments"."start_time")
);
--> statement-breakpoint
INSERT INTO `__new_appointments`("id", "title", "description", "start_time", "end_time", "location", "status", "creator_id", "attendee_id", "project_id", "cancel_reason", "canceled_by", "created_at", "updated_at") SELECT "id", "title", "description", "start_time", "end_time", "location", CASE "status" WHEN 'tentative' THEN 'pending' ELSE "status" END, "creator_id", "attendee_id", "project_id", NULL, NULL, "created_at", "updated_at" FROM `appointments`;--> statement-breakpoint
DROP TABLE `appointments`;--> statement-breakpoint
ALTER TABLE `__new_appointments` RENAME TO `appointments`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `appointments_creator_idx` ON `appointments` (`creator_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `appointments_attendee_idx` ON `appointments` (`attendee_id`,`start_time`);--> statement-breakpoint
ALTER TABLE `users` ADD `time_zone` text;--> statement-breakpoint
ALTER TABLE `users` ADD `calendar_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_calendar_token_unique` ON `users` (`calendar_token`);