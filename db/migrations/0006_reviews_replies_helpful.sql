CREATE TABLE `review_helpful` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`review_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	FOREIGN KEY (`review_id`) REFERENCES `reviews`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `review_helpful_unique` ON `review_helpful` (`review_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `reviews` ADD `aspects` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `reply` text;--> statement-breakpoint
ALTER TABLE `reviews` ADD `replied_at` integer;--> statement-breakpoint
ALTER TABLE `reviews` ADD `helpful_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `reviews` ADD `updated_at` integer;--> statement-breakpoint
CREATE INDEX `reviews_reviewee_rating_idx` ON `reviews` (`reviewee_id`,`is_hidden`,`rating`);--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_project_unique` ON `reviews` (`reviewer_id`,`reviewee_id`,`project_id`) WHERE "reviews"."project_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `reviews_pair_unique` ON `reviews` (`reviewer_id`,`reviewee_id`) WHERE "reviews"."project_id" IS NULL;