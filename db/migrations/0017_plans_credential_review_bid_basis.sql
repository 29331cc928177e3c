-- Written by hand as ADD COLUMN (with column CHECKs): drizzle-kit rebuilds a table to add a CHECK, which would drop
-- the users FTS triggers and copy columns the old tables do not have.
ALTER TABLE `users` ADD `plan` text DEFAULT 'free' NOT NULL CONSTRAINT "users_plan_check" CHECK("plan" IN ('free', 'pro', 'enterprise'));--> statement-breakpoint
ALTER TABLE `users` ADD `plan_trial_ends_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `brand_color` text;--> statement-breakpoint
ALTER TABLE `users` ADD `brand_tagline` text;--> statement-breakpoint
ALTER TABLE `certifications` ADD `review_state` text DEFAULT 'unreviewed' NOT NULL CONSTRAINT "certifications_review_state_check" CHECK("review_state" IN ('unreviewed', 'verified', 'refused'));--> statement-breakpoint
ALTER TABLE `certifications` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `certifications` ADD `reviewed_by` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `certifications` ADD `refusal_reason` text;--> statement-breakpoint
CREATE INDEX `certifications_review_queue_idx` ON `certifications` (`review_state`,`created_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `user_id` integer REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `priority` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `contact_messages_priority_idx` ON `contact_messages` (`priority`,`created_at`);--> statement-breakpoint
ALTER TABLE `project_applications` ADD `bid_basis` text CONSTRAINT "project_applications_bid_basis_check" CHECK("bid_basis" IS NULL OR "bid_basis" IN ('lump_sum', 'per_unit', 'time_and_materials'));
