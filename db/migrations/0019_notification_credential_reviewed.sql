PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text NOT NULL,
	`actor_id` integer,
	`title` text NOT NULL,
	`body` text,
	`link` text NOT NULL,
	`group_key` text,
	`count` integer DEFAULT 1 NOT NULL,
	`dedupe_key` text,
	`read_at` integer,
	`held_until` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" IN ('connection_request', 'connection_accepted', 'message', 'application_received', 'application_decided', 'bid_invitation', 'project_status', 'review_received', 'review_reply', 'appointment', 'credential_expiring', 'credential_reviewed', 'report_decided'))
);
--> statement-breakpoint
INSERT INTO `__new_notifications`("id", "user_id", "kind", "actor_id", "title", "body", "link", "group_key", "count", "dedupe_key", "read_at", "held_until", "created_at") SELECT "id", "user_id", "kind", "actor_id", "title", "body", "link", "group_key", "count", "dedupe_key", "read_at", "held_until", "created_at" FROM `notifications`;--> statement-breakpoint
DROP TABLE `notifications`;--> statement-breakpoint
ALTER TABLE `__new_notifications` RENAME TO `notifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`,`created_at`) WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_open_group_unique` ON `notifications` (`user_id`,`group_key`) WHERE "notifications"."group_key" IS NOT NULL AND "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_unique` ON `notifications` (`user_id`,`dedupe_key`) WHERE "notifications"."dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `notifications_actor_idx` ON `notifications` (`actor_id`);