-- expect: reject
-- PREV is a reserved word (MATCH_RECOGNIZE)
SELECT 1 AS prev;
