/** Every conversation row from the messages: the demo seed and the benchmark build run it after loading messages. */
export const REBUILD_CONVERSATIONS_SQL = `INSERT INTO conversations (user_id, other_id, last_message_id, last_message_at, unread_count,
  started_by_other, first_message_at, first_reply_minutes)
SELECT g.u, g.o, g.last_id, g.last_at, g.unread, f.sender_id <> g.u, g.first_at,
  CASE WHEN f.sender_id <> g.u AND g.first_own_at IS NOT NULL THEN (g.first_own_at - g.first_at) / 60000 END
FROM (
  SELECT u, o, max(id) AS last_id, max(created_at) AS last_at, min(id) AS first_id, min(created_at) AS first_at,
    sum(CASE WHEN recipient_id = u AND NOT is_read AND NOT is_hidden THEN 1 ELSE 0 END) AS unread,
    min(CASE WHEN sender_id = u THEN created_at END) AS first_own_at
  FROM (
    SELECT id, created_at, is_read, is_hidden, sender_id, recipient_id, sender_id AS u, recipient_id AS o FROM messages
    UNION ALL
    SELECT id, created_at, is_read, is_hidden, sender_id, recipient_id, recipient_id AS u, sender_id AS o FROM messages
  ) AS m
  GROUP BY u, o
) g
JOIN messages f ON f.id = g.first_id`;
