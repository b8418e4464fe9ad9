SELECT CASE WHEN a IS NOT NULL AND b NOT BETWEEN 1 AND 10 THEN UPPER(TRIM(BOTH ' ' FROM s))
            ELSE COALESCE(c, 'x') || '-' || CONCAT_WS(',', d, e) END,
       SUM(x) FILTER (WHERE x > 0), arr[1].name, m['k'], TRY_CAST(s AS INT),
       name LIKE 'A!%' ESCAPE '!', k IN (1, 2, 3), DATE '2024-01-31', `select`
FROM t UNION ALL SELECT 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 FROM u;
