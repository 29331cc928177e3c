CREATE TABLE `bid_addenda` (
	`application_id` integer NOT NULL,
	`addendum_id` integer NOT NULL,
	PRIMARY KEY(`application_id`, `addendum_id`),
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`addendum_id`) REFERENCES `addenda`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bid_addenda_addendum_idx` ON `bid_addenda` (`addendum_id`);--> statement-breakpoint
CREATE TABLE `bid_attachments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`file_key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text NOT NULL,
	`sha256` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bid_attachments_application_idx` ON `bid_attachments` (`application_id`);--> statement-breakpoint
CREATE TABLE `bid_line_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`position` integer NOT NULL,
	`description` text NOT NULL,
	`quantity` real NOT NULL,
	`unit` text NOT NULL,
	`unit_price_cents` integer NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bid_line_items_application_idx` ON `bid_line_items` (`application_id`,`position`);--> statement-breakpoint
CREATE TABLE `bid_questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`asker_id` integer NOT NULL,
	`question` text NOT NULL,
	`answer` text,
	`answered_at` integer,
	`published_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`asker_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bid_questions_project_idx` ON `bid_questions` (`project_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `bid_questions_asker_idx` ON `bid_questions` (`asker_id`,`project_id`);--> statement-breakpoint
CREATE TABLE `bid_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`application_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`snapshot` text NOT NULL,
	`late` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bid_revisions_application_revision_unique` ON `bid_revisions` (`application_id`,`revision`);--> statement-breakpoint
CREATE TABLE `bid_scope_lines` (
	`application_id` integer NOT NULL,
	`scope_item_id` integer NOT NULL,
	`state` text NOT NULL,
	`amount_cents` integer,
	PRIMARY KEY(`application_id`, `scope_item_id`),
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scope_item_id`) REFERENCES `project_scope_items`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "bid_scope_lines_state_check" CHECK("bid_scope_lines"."state" IN ('amount', 'included', 'excluded'))
);
--> statement-breakpoint
CREATE INDEX `bid_scope_lines_item_idx` ON `bid_scope_lines` (`scope_item_id`);--> statement-breakpoint
CREATE TABLE `leveling_cells` (
	`application_id` integer NOT NULL,
	`scope_item_id` integer NOT NULL,
	`plug_cents` integer,
	`note` text,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	PRIMARY KEY(`application_id`, `scope_item_id`),
	FOREIGN KEY (`application_id`) REFERENCES `project_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`scope_item_id`) REFERENCES `project_scope_items`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `leveling_cells_item_idx` ON `leveling_cells` (`scope_item_id`);--> statement-breakpoint
CREATE TABLE `project_scope_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`kind` text DEFAULT 'item' NOT NULL,
	`position` integer NOT NULL,
	`title` text NOT NULL,
	`csi_division` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "project_scope_items_kind_check" CHECK("project_scope_items"."kind" IN ('item', 'alternate'))
);
--> statement-breakpoint
CREATE INDEX `project_scope_items_project_idx` ON `project_scope_items` (`project_id`,`position`);--> statement-breakpoint
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
	CONSTRAINT "notifications_kind_check" CHECK("__new_notifications"."kind" IN ('connection_request', 'connection_accepted', 'message', 'application_received', 'application_decided', 'bid_invitation', 'project_status', 'review_received', 'review_reply', 'appointment', 'credential_expiring', 'credential_reviewed', 'report_decided', 'addendum_issued', 'bid_revised', 'bid_question', 'bid_answer', 'bid_reminder', 'bid_opening'))
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
ALTER TABLE `project_applications` ADD `base_cents` integer;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `inclusions` text;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `exclusions` text;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `valid_until` text;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `revised_at` integer;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `submitted_late` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `project_applications` ADD `leveling_hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `bids_due_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `bids_sealed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `late_bids_allowed` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `bid_reminder_48_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `bid_reminder_24_at` integer;--> statement-breakpoint
ALTER TABLE `projects` ADD `bids_opened_notice_at` integer;--> statement-breakpoint
CREATE INDEX `projects_bids_due_idx` ON `projects` (`bids_due_at`) WHERE "projects"."bids_due_at" IS NOT NULL;