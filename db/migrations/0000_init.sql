CREATE TABLE `appointments` (
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
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`attendee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "appointments_status_check" CHECK("appointments"."status" IN ('confirmed', 'tentative', 'canceled')),
	CONSTRAINT "appointments_time_check" CHECK("appointments"."end_time" > "appointments"."start_time")
);
--> statement-breakpoint
CREATE INDEX `appointments_creator_idx` ON `appointments` (`creator_id`,`start_time`);--> statement-breakpoint
CREATE INDEX `appointments_attendee_idx` ON `appointments` (`attendee_id`,`start_time`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor_id` integer,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` integer,
	`details` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_target_idx` ON `audit_log` (`target_type`,`target_id`);--> statement-breakpoint
CREATE TABLE `certifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`name` text NOT NULL,
	`issuer` text,
	`expires_on` text,
	`upload_id` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `certifications_user_id_idx` ON `certifications` (`user_id`,`expires_on`);--> statement-breakpoint
CREATE TABLE `connections` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`requester_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`type` text DEFAULT 'general' NOT NULL,
	`message` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`requester_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "connections_status_check" CHECK("connections"."status" IN ('pending', 'accepted', 'rejected')),
	CONSTRAINT "connections_type_check" CHECK("connections"."type" IN ('general', 'project', 'inquiry')),
	CONSTRAINT "connections_not_self_check" CHECK("connections"."requester_id" <> "connections"."recipient_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `connections_pair_unique` ON `connections` ((CASE WHEN "requester_id" < "recipient_id" THEN "requester_id" ELSE "recipient_id" END),(CASE WHEN "requester_id" < "recipient_id" THEN "recipient_id" ELSE "requester_id" END));--> statement-breakpoint
CREATE INDEX `connections_requester_idx` ON `connections` (`requester_id`,`status`);--> statement-breakpoint
CREATE INDEX `connections_recipient_idx` ON `connections` (`recipient_id`,`status`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`role` text,
	`read_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "contact_messages_subject_check" CHECK("contact_messages"."subject" IN ('general', 'support', 'billing', 'feedback', 'partnership', 'other')),
	CONSTRAINT "contact_messages_role_check" CHECK("contact_messages"."role" IS NULL OR "contact_messages"."role" IN ('general_contractor', 'subcontractor', 'other'))
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `content_moderation` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`content_type` text NOT NULL,
	`content_id` integer NOT NULL,
	`reported_by` integer,
	`reason` text NOT NULL,
	`details` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`reviewed_by` integer,
	`reviewed_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`reported_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "content_moderation_content_type_check" CHECK("content_moderation"."content_type" IN ('profile', 'project', 'review', 'message', 'portfolio_item')),
	CONSTRAINT "content_moderation_reason_check" CHECK("content_moderation"."reason" IN ('inappropriate', 'spam', 'offensive', 'misleading', 'other')),
	CONSTRAINT "content_moderation_status_check" CHECK("content_moderation"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX `content_moderation_status_idx` ON `content_moderation` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `content_moderation_content_idx` ON `content_moderation` (`content_type`,`content_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `content_moderation_reporter_unique` ON `content_moderation` (`content_type`,`content_id`,`reported_by`);--> statement-breakpoint
CREATE TABLE `gc_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`company_name` text NOT NULL,
	`location` text NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`phone` text,
	`certifications` text,
	`project_types` text,
	`preferred_trades` text,
	`description` text,
	`logo_url` text,
	`avg_rating` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "gc_profiles_avg_rating_check" CHECK("gc_profiles"."avg_rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `gc_profiles_user_id_unique` ON `gc_profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `gc_profiles_zip_code_idx` ON `gc_profiles` (`zip_code`);--> statement-breakpoint
CREATE INDEX `gc_profiles_avg_rating_idx` ON `gc_profiles` (`avg_rating`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sender_id` integer NOT NULL,
	`recipient_id` integer NOT NULL,
	`content` text NOT NULL,
	`is_read` integer DEFAULT false NOT NULL,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "messages_content_check" CHECK(length(trim("messages"."content")) > 0)
);
--> statement-breakpoint
CREATE INDEX `messages_recipient_unread_idx` ON `messages` (`recipient_id`,`is_read`);--> statement-breakpoint
CREATE INDEX `messages_sender_recipient_idx` ON `messages` (`sender_id`,`recipient_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `messages_recipient_sender_idx` ON `messages` (`recipient_id`,`sender_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `moderation_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`moderation_id` integer NOT NULL,
	`admin_id` integer,
	`note` text NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`moderation_id`) REFERENCES `content_moderation`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `moderation_notes_moderation_idx` ON `moderation_notes` (`moderation_id`);--> statement-breakpoint
CREATE TABLE `portfolio_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text,
	`completion_date` text,
	`location` text,
	`client` text,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portfolio_items_user_id_idx` ON `portfolio_items` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `portfolio_photos` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`portfolio_item_id` integer NOT NULL,
	`upload_id` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`caption` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`portfolio_item_id`) REFERENCES `portfolio_items`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`upload_id`) REFERENCES `uploads`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portfolio_photos_item_idx` ON `portfolio_photos` (`portfolio_item_id`,`position`);--> statement-breakpoint
CREATE TABLE `privacy_settings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`profile_visibility` text DEFAULT 'public' NOT NULL,
	`contact_visibility` text DEFAULT 'connections' NOT NULL,
	`data_usage_consent` integer DEFAULT true NOT NULL,
	`show_email` integer DEFAULT false NOT NULL,
	`show_phone` integer DEFAULT false NOT NULL,
	`receive_messages` integer DEFAULT true NOT NULL,
	`receive_connections` integer DEFAULT true NOT NULL,
	`receive_project_updates` integer DEFAULT true NOT NULL,
	`receive_application_updates` integer DEFAULT true NOT NULL,
	`receive_marketing` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "privacy_settings_profile_visibility_check" CHECK("privacy_settings"."profile_visibility" IN ('public', 'connections_only', 'private')),
	CONSTRAINT "privacy_settings_contact_visibility_check" CHECK("privacy_settings"."contact_visibility" IN ('all', 'connections', 'none'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `privacy_settings_user_id_unique` ON `privacy_settings` (`user_id`);--> statement-breakpoint
CREATE TABLE `project_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`project_id` integer NOT NULL,
	`applicant_id` integer NOT NULL,
	`bid_amount` text,
	`cover_letter` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`applicant_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "project_applications_status_check" CHECK("project_applications"."status" IN ('pending', 'accepted', 'rejected'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_applications_project_applicant_unique` ON `project_applications` (`project_id`,`applicant_id`);--> statement-breakpoint
CREATE INDEX `project_applications_applicant_idx` ON `project_applications` (`applicant_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `project_applications_project_status_idx` ON `project_applications` (`project_id`,`status`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creator_id` integer NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`location` text NOT NULL,
	`zip_code` text,
	`latitude` real,
	`longitude` real,
	`trade_type` text NOT NULL,
	`budget_range` text NOT NULL,
	`timeline` text NOT NULL,
	`requirements` text NOT NULL,
	`start_date` text DEFAULT (date('now')) NOT NULL,
	`end_date` text,
	`status` text DEFAULT 'open' NOT NULL,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "projects_status_check" CHECK("projects"."status" IN ('open', 'in_progress', 'completed', 'canceled')),
	CONSTRAINT "projects_budget_range_check" CHECK("projects"."budget_range" IN ('Under $1,000', '$1,000 - $5,000', '$5,000 - $10,000', '$10,000 - $25,000', '$25,000 - $50,000', '$50,000 - $100,000', '$100,000+')),
	CONSTRAINT "projects_timeline_check" CHECK("projects"."timeline" IN ('Less than 1 week', '1-2 weeks', '2-4 weeks', '1-2 months', '2-3 months', '3-6 months', '6+ months'))
);
--> statement-breakpoint
CREATE INDEX `projects_status_created_idx` ON `projects` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_creator_idx` ON `projects` (`creator_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_trade_status_idx` ON `projects` (`trade_type`,`status`);--> statement-breakpoint
CREATE TABLE `reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reviewer_id` integer NOT NULL,
	`reviewee_id` integer NOT NULL,
	`project_id` integer,
	`rating` integer NOT NULL,
	`comment` text,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "reviews_rating_check" CHECK("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_not_self_check" CHECK("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
CREATE INDEX `reviews_reviewee_idx` ON `reviews` (`reviewee_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `reviews_reviewer_idx` ON `reviews` (`reviewer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_expires_at_idx` ON `sessions` (`expires_at`);--> statement-breakpoint
CREATE TABLE `sub_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`business_name` text NOT NULL,
	`specialty` text,
	`location` text NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`phone` text,
	`service_radius` integer DEFAULT 25 NOT NULL,
	`crew_size` text DEFAULT '1-5' NOT NULL,
	`certifications` text,
	`available_now` integer DEFAULT false NOT NULL,
	`description` text,
	`logo_url` text,
	`avg_rating` real DEFAULT 0 NOT NULL,
	`review_count` integer DEFAULT 0 NOT NULL,
	`is_hidden` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "sub_profiles_service_radius_check" CHECK("sub_profiles"."service_radius" IN (10, 25, 50, 100, 200)),
	CONSTRAINT "sub_profiles_crew_size_check" CHECK("sub_profiles"."crew_size" IN ('1-5', '6-10', '11-20', '21-50', '50+')),
	CONSTRAINT "sub_profiles_avg_rating_check" CHECK("sub_profiles"."avg_rating" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sub_profiles_user_id_unique` ON `sub_profiles` (`user_id`);--> statement-breakpoint
CREATE INDEX `sub_profiles_specialty_idx` ON `sub_profiles` (`specialty`,`available_now`);--> statement-breakpoint
CREATE INDEX `sub_profiles_zip_code_idx` ON `sub_profiles` (`zip_code`);--> statement-breakpoint
CREATE INDEX `sub_profiles_avg_rating_idx` ON `sub_profiles` (`avg_rating`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` integer NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "uploads_content_type_check" CHECK("uploads"."content_type" IN ('image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'))
);
--> statement-breakpoint
CREATE INDEX `uploads_owner_id_idx` ON `uploads` (`owner_id`);--> statement-breakpoint
CREATE TABLE `user_availability` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`date` text NOT NULL,
	`status` text DEFAULT 'available' NOT NULL,
	`notes` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "user_availability_status_check" CHECK("user_availability"."status" IN ('available', 'unavailable', 'tentative'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_availability_user_date_unique` ON `user_availability` (`user_id`,`date`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`role` text NOT NULL,
	`account_status` text DEFAULT 'active' NOT NULL,
	`suspension_reason` text,
	`suspended_at` integer,
	`suspended_by` integer,
	`verified_at` integer,
	`deleted_at` integer,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	`updated_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`suspended_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "users_role_check" CHECK("users"."role" IN ('general_contractor', 'subcontractor', 'admin')),
	CONSTRAINT "users_account_status_check" CHECK("users"."account_status" IN ('active', 'suspended', 'deleted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (lower("email"));--> statement-breakpoint
CREATE INDEX `users_role_status_idx` ON `users` (`role`,`account_status`);--> statement-breakpoint
CREATE INDEX `users_created_at_idx` ON `users` (`created_at`);