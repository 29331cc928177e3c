/**
 * `users.search_text`: a user's name, trade and place in lower case, so lists (connections, conversations) search
 * one column of the row they already join instead of three profile tables. Written by every profile save and
 * rebuilt for all users by the migration that added it and by the benchmark build.
 */
export const SEARCH_TEXT_EXPRESSION = `lower(users.username || ' ' ||
  coalesce((SELECT g.company_name || ' ' || g.location FROM gc_profiles g WHERE g.user_id = users.id), '') || ' ' ||
  coalesce((SELECT s.business_name || ' ' || coalesce(s.specialty, '') || ' ' || s.location
    FROM sub_profiles s WHERE s.user_id = users.id), ''))`;

export const REBUILD_SEARCH_TEXT_SQL = `UPDATE users SET search_text = ${SEARCH_TEXT_EXPRESSION}`;
