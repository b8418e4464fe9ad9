-- expect: accept
-- MATCH_RECOGNIZE after a table (its name is a reserved word, not an alias)
CREATE TABLE ticker (symbol STRING, price INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '1' SECOND)
  WITH ('connector' = 'datagen');
SELECT * FROM ticker
  MATCH_RECOGNIZE (
    PARTITION BY symbol
    ORDER BY ts
    MEASURES A.price AS start_price, LAST(B.price) AS low_price, C.price AS end_price
    ONE ROW PER MATCH
    AFTER MATCH SKIP PAST LAST ROW
    PATTERN (A B+ C)
    DEFINE B AS B.price < A.price, C AS C.price > A.price
  ) AS T;
