-- Batch mode APPROX_COUNT_DISTINCT, Flink's HyperLogLog++ estimate to the unit: every argument type
-- Flink hashes, small counts (linear counting) and large ones (the raw estimate beyond 82,000), DISTINCT
-- and FILTER, GROUP BY, a TUMBLE window, and no rows. (Between about 41,000 and 82,000 distinct values
-- Flink subtracts an empirical bias the engine does not carry; no query here lands there.)
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE src (id BIGINT, s STRING, d DOUBLE, f FLOAT, dc DECIMAL(10, 2), big DECIMAL(30, 3), ts TIMESTAMP(3), dt DATE, small SMALLINT, tiny TINYINT)
  WITH ('connector' = 'datagen', 'number-of-rows' = '200000', 'fields.id.kind' = 'sequence', 'fields.id.start' = '1', 'fields.id.end' = '200000');
CREATE VIEW v AS SELECT id, CAST(id % 300 AS INT) AS k, CONCAT('user-', CAST(id % 5000 AS STRING)) AS s,
  CAST(id % 1000 AS DOUBLE) / 7 AS d, CAST(CAST(id % 900 AS DOUBLE) / 3 AS FLOAT) AS f,
  CAST(id % 20000 AS DECIMAL(10, 2)) / 4 AS dc, CAST(id AS DECIMAL(30, 3)) * 1000000000000 AS big,
  TIMESTAMPADD(SECOND, CAST(id % 30000 AS INT), TIMESTAMP '2024-01-01 00:00:00') AS ts,
  CAST(id % 120 AS SMALLINT) AS small, CAST(id % 100 AS TINYINT) AS tiny
  FROM src;
SELECT APPROX_COUNT_DISTINCT(id) AS a_id, APPROX_COUNT_DISTINCT(k) AS a_k, APPROX_COUNT_DISTINCT(s) AS a_s,
  APPROX_COUNT_DISTINCT(d) AS a_d, APPROX_COUNT_DISTINCT(f) AS a_f, APPROX_COUNT_DISTINCT(dc) AS a_dec,
  APPROX_COUNT_DISTINCT(big) AS a_big, APPROX_COUNT_DISTINCT(ts) AS a_ts, APPROX_COUNT_DISTINCT(CAST(ts AS DATE)) AS a_dt,
  APPROX_COUNT_DISTINCT(small) AS a_small, APPROX_COUNT_DISTINCT(tiny) AS a_tiny, APPROX_COUNT_DISTINCT(CAST(ts AS TIME)) AS a_time,
  APPROX_COUNT_DISTINCT(id % 12000) AS a_12k, APPROX_COUNT_DISTINCT(id % 100000) AS a_100k
FROM v;
SELECT k % 5 AS g, APPROX_COUNT_DISTINCT(s) AS a, APPROX_COUNT_DISTINCT(DISTINCT id) FILTER (WHERE id > 100) AS b FROM v GROUP BY k % 5;
SELECT APPROX_COUNT_DISTINCT(s) AS none FROM v WHERE id < 0;
CREATE TABLE scores (id INT, team STRING, score INT, ts TIMESTAMP(3), ratio DOUBLE, WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/scores.csv', 'format' = 'csv', 'csv.null-literal' = '');
SELECT window_start, APPROX_COUNT_DISTINCT(team) AS teams, APPROX_COUNT_DISTINCT(score) AS scores
  FROM TABLE(TUMBLE(TABLE scores, DESCRIPTOR(ts), INTERVAL '1' DAY)) GROUP BY window_start, window_end;
