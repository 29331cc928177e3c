CREATE INDEX `connections_recipient_requester_idx` ON `connections` (`recipient_id`,`requester_id`);--> statement-breakpoint
CREATE INDEX `project_applications_applicant_updated_idx` ON `project_applications` (`applicant_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `projects_creator_status_trade_idx` ON `projects` (`creator_id`,`status`,`trade_type`);--> statement-breakpoint
CREATE INDEX `projects_status_trade_latitude_idx` ON `projects` (`status`,`trade_type`,`latitude`,`longitude`);