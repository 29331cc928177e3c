CREATE TABLE `idempotency_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`state` text DEFAULT 'running' NOT NULL,
	`status` integer,
	`response` text,
	`created_at` integer DEFAULT (cast(unixepoch('subsec') * 1000 as integer)) NOT NULL,
	CONSTRAINT "idempotency_keys_state_check" CHECK("idempotency_keys"."state" IN ('running', 'done'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX `idempotency_keys_scope_key_unique` ON `idempotency_keys` (`scope`,`key`);--> statement-breakpoint
CREATE INDEX `idempotency_keys_created_idx` ON `idempotency_keys` (`created_at`);