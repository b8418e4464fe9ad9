INSERT INTO print
SELECT t.user_id, t.user_name, d.score
FROM user_info AS t
  JOIN
  -- per-side TTL
  /*+ OPTIONS('state.ttl.left'='60S', 'state.ttl.right'='120S') */
  user_score AS d ON t.user_id = d.user_id;
