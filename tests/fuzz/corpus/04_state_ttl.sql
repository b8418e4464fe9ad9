SELECT /*+ STATE_TTL('o'='1d', 'c'='12h') */ o.id, c.name
FROM orders o LEFT JOIN customers c ON o.cid = c.id;
