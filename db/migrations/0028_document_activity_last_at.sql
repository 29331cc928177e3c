DROP INDEX `document_activity_project_user_idx`;--> statement-breakpoint
CREATE INDEX `document_activity_project_user_idx` ON `document_activity` (`project_id`,`user_id`,`last_at`);