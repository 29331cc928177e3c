CREATE TABLE `job_runs` (
	`name` text PRIMARY KEY NOT NULL,
	`lease_owner` text,
	`lease_until` integer,
	`next_run_at` integer NOT NULL,
	`last_started_at` integer,
	`last_finished_at` integer,
	`last_status` text,
	`last_result` text
);
--> statement-breakpoint
CREATE TABLE `notifications` (
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
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "notifications_kind_check" CHECK("notifications"."kind" IN ('connection_request', 'connection_accepted', 'message', 'application_received', 'application_decided', 'bid_invitation', 'project_status', 'review_received', 'review_reply', 'appointment', 'credential_expiring', 'report_decided'))
);
--> statement-breakpoint
CREATE INDEX `notifications_user_created_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_unread_idx` ON `notifications` (`user_id`,`created_at`) WHERE "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_open_group_unique` ON `notifications` (`user_id`,`group_key`) WHERE "notifications"."group_key" IS NOT NULL AND "notifications"."read_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `notifications_dedupe_unique` ON `notifications` (`user_id`,`dedupe_key`) WHERE "notifications"."dedupe_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `notifications_actor_idx` ON `notifications` (`actor_id`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`notification_id` integer,
	`category` text NOT NULL,
	`group_key` text,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`headers` text,
	`state` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "outbox_category_check" CHECK("outbox"."category" IN ('messages', 'connections', 'project_updates', 'application_updates', 'alerts', 'digest', 'marketing')),
	CONSTRAINT "outbox_state_check" CHECK("outbox"."state" IN ('pending', 'sending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`state`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_group_idx` ON `outbox` (`user_id`,`group_key`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_pending_group_unique` ON `outbox` (`user_id`,`group_key`) WHERE "outbox"."group_key" IS NOT NULL AND "outbox"."state" = 'pending';--> statement-breakpoint
CREATE INDEX `outbox_notification_idx` ON `outbox` (`notification_id`);--> statement-breakpoint
ALTER TABLE `privacy_settings` ADD `receive_account_alerts` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_settings` ADD `receive_weekly_digest` integer DEFAULT false NOT NULL;