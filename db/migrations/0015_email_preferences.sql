ALTER TABLE `privacy_settings` ADD `email_messages` integer DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE `privacy_settings` ADD `email_connections` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Until now one column was both the contact rule and the email preference: whoever turned it off wanted no email.
UPDATE `privacy_settings` SET `email_messages` = `receive_messages`, `email_connections` = `receive_connections`;
