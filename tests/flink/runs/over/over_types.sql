-- The types of OVER results (DESCRIBE of a view): SUM becomes nullable (Calcite computes it as
-- CASE WHEN COUNT(x) > 0 THEN $SUM0(x) END), LAG is nullable unless its value and default are not.
CREATE TABLE readings (id INT NOT NULL, who STRING NOT NULL, v INT, ts TIMESTAMP(3) NOT NULL,
                       WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/readings.json', 'format' = 'json');
CREATE VIEW typed AS
SELECT id, ts, COUNT(*) OVER w AS n, SUM(id) OVER w AS s, AVG(id) OVER w AS a, MIN(id) OVER w AS lo,
       MAX(who) OVER w AS hi, FIRST_VALUE(id) OVER w AS f, LAST_VALUE(v) OVER w AS l,
       LAG(id) OVER w AS p1, LAG(id, 1, 0) OVER w AS p2, LAG(id, 1, CAST(NULL AS INT)) OVER w AS p3,
       LAG(who, 2, 'none') OVER w AS p4
FROM readings WINDOW w AS (PARTITION BY who ORDER BY ts);
DESCRIBE typed;
SELECT id, n, s, lo, hi, f, l, p1, p2, p3, p4 FROM typed;
