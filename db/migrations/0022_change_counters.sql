-- How often what a kept answer depends on has changed (app/infra/change-counters.server.ts). 'market:<role>': what
-- anyone is shown of the people of that role (their profiles, credentials, availability, visibility, and a
-- contractor's projects with their applications); 'user:<id>': one person's own relations (their profile and
-- projects, applications, connections, reviews, invitations, mutes). Bumped by these triggers inside the writing
-- transaction, so every worker and every machine reading the database sees a change at once.
CREATE TABLE `change_counters` (`scope` text PRIMARY KEY NOT NULL, `n` integer NOT NULL) WITHOUT ROWID;--> statement-breakpoint
CREATE TRIGGER `change_counters_projects_insert` AFTER INSERT ON `projects` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || new.creator_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_projects_update` AFTER UPDATE ON `projects` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || new.creator_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_projects_delete` AFTER DELETE ON `projects` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || old.creator_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_applications_insert` AFTER INSERT ON `project_applications` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || new.applicant_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
  INSERT INTO change_counters SELECT 'user:' || creator_id, 1 FROM projects WHERE id = new.project_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_applications_update` AFTER UPDATE OF status, project_id, applicant_id ON `project_applications` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || new.applicant_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
  INSERT INTO change_counters SELECT 'user:' || creator_id, 1 FROM projects WHERE id = new.project_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_applications_delete` AFTER DELETE ON `project_applications` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || old.applicant_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
  INSERT INTO change_counters SELECT 'user:' || creator_id, 1 FROM projects WHERE id = old.project_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_sub_profiles_insert` AFTER INSERT ON `sub_profiles` BEGIN
  INSERT INTO change_counters VALUES ('market:subcontractor', 1), ('user:' || new.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_sub_profiles_update` AFTER UPDATE ON `sub_profiles` BEGIN
  INSERT INTO change_counters VALUES ('market:subcontractor', 1), ('user:' || new.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_sub_profiles_delete` AFTER DELETE ON `sub_profiles` BEGIN
  INSERT INTO change_counters VALUES ('market:subcontractor', 1), ('user:' || old.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_gc_profiles_insert` AFTER INSERT ON `gc_profiles` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || new.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_gc_profiles_update` AFTER UPDATE ON `gc_profiles` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || new.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_gc_profiles_delete` AFTER DELETE ON `gc_profiles` BEGIN
  INSERT INTO change_counters VALUES ('market:general_contractor', 1), ('user:' || old.user_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
-- Not last_active_at, search_text, the plan or the password: none of them is shown on a card.
CREATE TRIGGER `change_counters_users_update` AFTER UPDATE OF account_status, role, username, deleted_at, verified_at ON `users` BEGIN
  INSERT INTO change_counters VALUES ('market:' || old.role, 1), ('market:' || new.role, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_users_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO change_counters VALUES ('market:' || old.role, 1) ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_privacy_insert` AFTER INSERT ON `privacy_settings` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = new.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_privacy_update` AFTER UPDATE OF profile_visibility, user_id ON `privacy_settings` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = new.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_privacy_delete` AFTER DELETE ON `privacy_settings` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = old.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_certifications_insert` AFTER INSERT ON `certifications` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = new.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_certifications_update` AFTER UPDATE ON `certifications` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = new.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_certifications_delete` AFTER DELETE ON `certifications` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = old.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_certification_files_insert` AFTER INSERT ON `certification_files` BEGIN
  INSERT INTO change_counters
    SELECT 'market:' || u.role, 1 FROM certifications c JOIN users u ON u.id = c.user_id WHERE c.id = new.certification_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_certification_files_delete` AFTER DELETE ON `certification_files` BEGIN
  INSERT INTO change_counters
    SELECT 'market:' || u.role, 1 FROM certifications c JOIN users u ON u.id = c.user_id WHERE c.id = old.certification_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_availability_insert` AFTER INSERT ON `user_availability` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = new.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_availability_update` AFTER UPDATE ON `user_availability` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = new.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_availability_delete` AFTER DELETE ON `user_availability` BEGIN
  INSERT INTO change_counters SELECT 'market:' || role, 1 FROM users WHERE id = old.user_id
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_connections_insert` AFTER INSERT ON `connections` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.requester_id, 1), ('user:' || new.recipient_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_connections_update` AFTER UPDATE OF status, requester_id, recipient_id ON `connections` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.requester_id, 1), ('user:' || new.recipient_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_connections_delete` AFTER DELETE ON `connections` BEGIN
  INSERT INTO change_counters VALUES ('user:' || old.requester_id, 1), ('user:' || old.recipient_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_reviews_insert` AFTER INSERT ON `reviews` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.reviewer_id, 1), ('user:' || new.reviewee_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_reviews_update` AFTER UPDATE OF is_hidden, reviewer_id, reviewee_id ON `reviews` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.reviewer_id, 1), ('user:' || new.reviewee_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_reviews_delete` AFTER DELETE ON `reviews` BEGIN
  INSERT INTO change_counters VALUES ('user:' || old.reviewer_id, 1), ('user:' || old.reviewee_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_invitations_insert` AFTER INSERT ON `bid_invitations` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.contractor_id, 1), ('user:' || new.subcontractor_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_invitations_update` AFTER UPDATE OF status, contractor_id, subcontractor_id ON `bid_invitations` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.contractor_id, 1), ('user:' || new.subcontractor_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_invitations_delete` AFTER DELETE ON `bid_invitations` BEGIN
  INSERT INTO change_counters VALUES ('user:' || old.contractor_id, 1), ('user:' || old.subcontractor_id, 1)
    ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_mutes_insert` AFTER INSERT ON `invitation_mutes` BEGIN
  INSERT INTO change_counters VALUES ('user:' || new.subcontractor_id, 1) ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;--> statement-breakpoint
CREATE TRIGGER `change_counters_mutes_delete` AFTER DELETE ON `invitation_mutes` BEGIN
  INSERT INTO change_counters VALUES ('user:' || old.subcontractor_id, 1) ON CONFLICT (scope) DO UPDATE SET n = n + 1;
END;
