ALTER TABLE `users` ADD `verified_through` text;--> statement-breakpoint
-- users.verified_through: the latest expiry of the user's admin-verified licenses and insurance (9999-12-31 for one
-- that never expires), null without one; the Verified badge holds while it is on or after today (verifiedSql in
-- app/domain/credentials.server.ts). Kept here, in the transaction that writes a credential.
UPDATE `users` SET `verified_through` = (
  SELECT max(coalesce(c.expires_on, '9999-12-31')) FROM certifications c
  WHERE c.user_id = users.id AND c.review_state = 'verified' AND c.kind IN ('license', 'insurance'));--> statement-breakpoint
CREATE TRIGGER `certifications_verified_through_insert` AFTER INSERT ON `certifications` BEGIN
  UPDATE users SET verified_through = (
    SELECT max(coalesce(c.expires_on, '9999-12-31')) FROM certifications c
    WHERE c.user_id = new.user_id AND c.review_state = 'verified' AND c.kind IN ('license', 'insurance'))
  WHERE id = new.user_id;
END;--> statement-breakpoint
CREATE TRIGGER `certifications_verified_through_update` AFTER UPDATE OF user_id, kind, review_state, expires_on ON `certifications` BEGIN
  UPDATE users SET verified_through = (
    SELECT max(coalesce(c.expires_on, '9999-12-31')) FROM certifications c
    WHERE c.user_id = users.id AND c.review_state = 'verified' AND c.kind IN ('license', 'insurance'))
  WHERE id IN (old.user_id, new.user_id);
END;--> statement-breakpoint
CREATE TRIGGER `certifications_verified_through_delete` AFTER DELETE ON `certifications` BEGIN
  UPDATE users SET verified_through = (
    SELECT max(coalesce(c.expires_on, '9999-12-31')) FROM certifications c
    WHERE c.user_id = old.user_id AND c.review_state = 'verified' AND c.kind IN ('license', 'insurance'))
  WHERE id = old.user_id;
END;
