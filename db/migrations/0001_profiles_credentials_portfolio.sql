CREATE TABLE `certification_files` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`certification_id` integer NOT NULL,
	`upload_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`certification_id`) REFERENCES `certifications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `certification_files_certification_idx` ON `certification_files` (`certification_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `certification_files_upload_unique` ON `certification_files` (`upload_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_certifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`kind` text DEFAULT 'other' NOT NULL,
	`name` text NOT NULL,
	`issuer` text,
	`number` text,
	`expires_on` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "certifications_kind_check" CHECK("__new_certifications"."kind" IN ('license', 'insurance', 'bond', 'certification', 'w9', 'other'))
);
--> statement-breakpoint
INSERT INTO `__new_certifications`("id", "user_id", "name", "issuer", "expires_on", "created_at", "updated_at") SELECT "id", "user_id", "name", "issuer", "expires_on", "created_at", "created_at" FROM `certifications`;--> statement-breakpoint
DROP TABLE `certifications`;--> statement-breakpoint
ALTER TABLE `__new_certifications` RENAME TO `certifications`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE INDEX `certifications_user_id_idx` ON `certifications` (`user_id`,`expires_on`);--> statement-breakpoint
CREATE INDEX `certifications_expires_on_idx` ON `certifications` (`expires_on`);--> statement-breakpoint
CREATE TABLE `__new_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`purpose` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`width` integer,
	`height` integer,
	`original_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "uploads_purpose_check" CHECK("__new_uploads"."purpose" IN ('logo', 'portfolio_photo', 'credential')),
	CONSTRAINT "uploads_content_type_check" CHECK("__new_uploads"."content_type" IN ('image/jpeg', 'image/webp', 'application/pdf'))
);
--> statement-breakpoint
DROP TABLE `uploads`;--> statement-breakpoint
ALTER TABLE `__new_uploads` RENAME TO `uploads`;--> statement-breakpoint
CREATE INDEX `uploads_owner_id_idx` ON `uploads` (`owner_id`);--> statement-breakpoint
ALTER TABLE `gc_profiles` ADD `logo_upload_id` text REFERENCES uploads(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `gc_profiles` DROP COLUMN `logo_url`;--> statement-breakpoint
ALTER TABLE `portfolio_items` ADD `features` text;--> statement-breakpoint
ALTER TABLE `sub_profiles` ADD `logo_upload_id` text REFERENCES uploads(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `sub_profiles` DROP COLUMN `logo_url`;--> statement-breakpoint
ALTER TABLE `users` ADD `last_active_at` integer;