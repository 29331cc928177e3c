CREATE TABLE `addenda` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`number` integer NOT NULL,
	`note` text NOT NULL,
	`issued_by` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`issued_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `addenda_project_number_unique` ON `addenda` (`project_id`,`number`);--> statement-breakpoint
CREATE TABLE `addendum_acknowledgements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`addendum_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`addendum_id`) REFERENCES `addenda`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `addendum_acknowledgements_unique` ON `addendum_acknowledgements` (`addendum_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `addendum_acknowledgements_user_idx` ON `addendum_acknowledgements` (`user_id`);--> statement-breakpoint
CREATE TABLE `document_activity` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`document_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`action` text NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`first_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`last_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`document_id`) REFERENCES `project_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_activity_action_check" CHECK("document_activity"."action" IN ('opened', 'downloaded'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_activity_unique` ON `document_activity` (`document_id`,`user_id`,`action`);--> statement-breakpoint
CREATE INDEX `document_activity_project_user_idx` ON `document_activity` (`project_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `document_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`document_id` integer NOT NULL,
	`project_id` integer NOT NULL,
	`version` integer NOT NULL,
	`file_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text NOT NULL,
	`sha256` text NOT NULL,
	`addendum_id` integer,
	`uploaded_by` integer NOT NULL,
	`page_count` integer,
	`preview_state` text DEFAULT 'none' NOT NULL,
	`previews_done` integer DEFAULT 0 NOT NULL,
	`preview_error` text,
	`sheet_labels` text,
	`preview_lease_until` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`document_id`) REFERENCES `project_documents`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`addendum_id`) REFERENCES `addenda`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`uploaded_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "document_versions_preview_state_check" CHECK("document_versions"."preview_state" IN ('none', 'pending', 'rendering', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `document_versions_document_version_unique` ON `document_versions` (`document_id`,`version`);--> statement-breakpoint
CREATE INDEX `document_versions_project_idx` ON `document_versions` (`project_id`);--> statement-breakpoint
CREATE INDEX `document_versions_preview_queue_idx` ON `document_versions` (`preview_state`,`id`) WHERE "document_versions"."preview_state" IN ('pending', 'rendering');--> statement-breakpoint
CREATE TABLE `project_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`title` text NOT NULL,
	`category` text NOT NULL,
	`current_version` integer DEFAULT 1 NOT NULL,
	`created_by` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "project_documents_category_check" CHECK("project_documents"."category" IN ('drawings', 'specifications', 'photos', 'other'))
);
--> statement-breakpoint
CREATE INDEX `project_documents_project_idx` ON `project_documents` (`project_id`,`category`,`title`);--> statement-breakpoint
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
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" IN ('connection_request', 'connection_accepted', 'message', 'application_received', 'application_decided', 'bid_invitation', 'project_status', 'review_received', 'review_reply', 'appointment', 'credential_expiring', 'credential_reviewed', 'report_decided', 'addendum_issued'))
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
CREATE INDEX `notifications_actor_idx` ON `notifications` (`actor_id`);--> statement-breakpoint
ALTER TABLE `projects` ADD `documents_access` text DEFAULT 'bidders' NOT NULL;