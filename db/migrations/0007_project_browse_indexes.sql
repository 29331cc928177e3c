DROP INDEX `projects_status_latitude_idx`;--> statement-breakpoint
CREATE INDEX `projects_created_idx` ON `projects` (`created_at`);--> statement-breakpoint
CREATE INDEX `projects_status_latitude_idx` ON `projects` (`status`,`latitude`,`longitude`);