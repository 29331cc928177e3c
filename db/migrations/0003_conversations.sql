CREATE TABLE `conversations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`other_id` integer NOT NULL,
	`last_message_id` integer NOT NULL,
	`last_message_at` integer NOT NULL,
	`unread_count` integer DEFAULT 0 NOT NULL,
	`started_by_other` integer NOT NULL,
	`first_message_at` integer NOT NULL,
	`first_reply_minutes` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`other_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_user_other_unique` ON `conversations` (`user_id`,`other_id`);--> statement-breakpoint
CREATE INDEX `conversations_user_last_idx` ON `conversations` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_unread_idx` ON `conversations` (`user_id`,`unread_count`) WHERE "conversations"."unread_count" > 0;--> statement-breakpoint
CREATE INDEX `conversations_replies_idx` ON `conversations` (`user_id`,`first_message_at`) WHERE "conversations"."started_by_other" = 1;--> statement-breakpoint
DROP INDEX `messages_recipient_unread_idx`;--> statement-breakpoint
DROP INDEX `connections_requester_idx`;--> statement-breakpoint
DROP INDEX `connections_recipient_idx`;--> statement-breakpoint
CREATE INDEX `connections_requester_idx` ON `connections` (`requester_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `connections_recipient_idx` ON `connections` (`recipient_id`,`status`,`updated_at`);--> statement-breakpoint
-- Backfill: a row per participant for the conversations that already exist (the same SQL as rebuildConversations).
INSERT INTO conversations (user_id, other_id, last_message_id, last_message_at, unread_count, started_by_other, first_message_at, first_reply_minutes)
SELECT g.u, g.o, g.last_id, g.last_at, g.unread, f.sender_id <> g.u, g.first_at,
  CASE WHEN f.sender_id <> g.u AND g.first_own_at IS NOT NULL THEN (g.first_own_at - g.first_at) / 60000 END
FROM (
  SELECT u, o, max(id) AS last_id, max(created_at) AS last_at, min(id) AS first_id, min(created_at) AS first_at,
    sum(CASE WHEN recipient_id = u AND is_read = 0 AND is_hidden = 0 THEN 1 ELSE 0 END) AS unread,
    min(CASE WHEN sender_id = u THEN created_at END) AS first_own_at
  FROM (
    SELECT id, created_at, is_read, is_hidden, sender_id, recipient_id, sender_id AS u, recipient_id AS o FROM messages
    UNION ALL
    SELECT id, created_at, is_read, is_hidden, sender_id, recipient_id, recipient_id AS u, sender_id AS o FROM messages
  )
  GROUP BY u, o
) g
JOIN messages f ON f.id = g.first_id;
