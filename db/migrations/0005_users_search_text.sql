ALTER TABLE `users` ADD `search_text` text;--> statement-breakpoint
-- Backfill (the same expression as db/search-text.ts).
UPDATE users SET search_text = lower(users.username || ' ' ||
  coalesce((SELECT g.company_name || ' ' || g.location FROM gc_profiles g WHERE g.user_id = users.id), '') || ' ' ||
  coalesce((SELECT s.business_name || ' ' || coalesce(s.specialty, '') || ' ' || s.location
    FROM sub_profiles s WHERE s.user_id = users.id), ''));
