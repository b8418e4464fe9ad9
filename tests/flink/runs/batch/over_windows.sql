-- Batch mode OVER windows, as Flink's sort-based OverAggregate computes them: every ranking
-- function with ties and NULLs, ROWS frames of every kind (empty ones too), RANGE frames over
-- INT, TINYINT (descending), DOUBLE, DECIMAL, DATE and TIME orderings with Flink's NULL rules
-- (a NULL row's frame follows the offset's sign, not its NULL peers), LEAD and LAG with constant,
-- column and NULL offsets, several windows in one SELECT, and OVER over a grouped subquery.
-- Rows that tie on ORDER BY show only columns that are equal across the tie, since Flink's sort
-- does not keep their order.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE scores (id INT, team STRING, score INT, ts TIMESTAMP(3), ratio DOUBLE)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/scores.csv', 'format' = 'csv', 'csv.null-literal' = '');
CREATE TABLE sales (id INT, region STRING, city STRING, amount INT)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/sales.csv', 'format' = 'csv', 'csv.null-literal' = '');
SELECT team, score,
  RANK() OVER (PARTITION BY team ORDER BY score) AS rk,
  DENSE_RANK() OVER (PARTITION BY team ORDER BY score DESC NULLS FIRST) AS drk,
  PERCENT_RANK() OVER (PARTITION BY team ORDER BY score) AS pr,
  CUME_DIST() OVER (PARTITION BY team ORDER BY score DESC) AS cd,
  NTILE(3) OVER (PARTITION BY team ORDER BY score) AS nt,
  ROW_NUMBER() OVER (PARTITION BY team ORDER BY score) AS rn
FROM scores;
SELECT team, NTILE(5) OVER (PARTITION BY team) AS nt, COUNT(*) OVER (PARTITION BY team) AS n FROM scores;
SELECT team, score,
  SUM(score) OVER (PARTITION BY team ORDER BY score ROWS BETWEEN 2 PRECEDING AND 1 PRECEDING) AS before2,
  COUNT(score) OVER (PARTITION BY team ORDER BY score ROWS BETWEEN 1 FOLLOWING AND 3 FOLLOWING) AS after3,
  MIN(score) OVER (PARTITION BY team ORDER BY score ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) AS lo,
  MAX(score) OVER (PARTITION BY team ORDER BY score ROWS BETWEEN CURRENT ROW AND UNBOUNDED FOLLOWING) AS hi,
  AVG(score) OVER (PARTITION BY team ORDER BY score ROWS 1 PRECEDING) AS av,
  SUM(score) OVER (PARTITION BY team ORDER BY score ROWS BETWEEN 4 PRECEDING AND 6 PRECEDING) AS never
FROM scores;
SELECT team, score,
  SUM(score) OVER (PARTITION BY team ORDER BY score RANGE BETWEEN 10 PRECEDING AND CURRENT ROW) AS near_below,
  COUNT(*) OVER (PARTITION BY team ORDER BY score RANGE BETWEEN CURRENT ROW AND 10 FOLLOWING) AS near_above,
  SUM(score) OVER (PARTITION BY team ORDER BY score DESC RANGE BETWEEN 10 PRECEDING AND 5 FOLLOWING) AS desc_range,
  COUNT(*) OVER (PARTITION BY team ORDER BY score) AS running_peers,
  MAX(score) OVER (PARTITION BY team ORDER BY score NULLS LAST RANGE BETWEEN UNBOUNDED PRECEDING AND 15 PRECEDING) AS far_below,
  MIN(score) OVER (PARTITION BY team ORDER BY score RANGE BETWEEN 5 FOLLOWING AND UNBOUNDED FOLLOWING) AS far_above,
  SUM(score) OVER (PARTITION BY team ORDER BY score RANGE BETWEEN 2.5 PRECEDING AND CURRENT ROW) AS decimal_offset,
  SUM(score) OVER (PARTITION BY team ORDER BY CAST(score AS TINYINT) DESC RANGE BETWEEN 10 PRECEDING AND CURRENT ROW) AS tiny
FROM scores;
SELECT team, ts, score, ratio,
  SUM(score) OVER (PARTITION BY team ORDER BY CAST(ts AS DATE) RANGE BETWEEN INTERVAL '36' HOUR PRECEDING AND CURRENT ROW) AS by_date,
  SUM(score) OVER (PARTITION BY team ORDER BY ratio RANGE BETWEEN 1.5 PRECEDING AND 0.5 FOLLOWING) AS by_double,
  SUM(score) OVER (PARTITION BY team ORDER BY CAST(ratio AS DECIMAL(6, 2)) RANGE BETWEEN 0.1 PRECEDING AND CURRENT ROW) AS by_decimal,
  SUM(score) OVER (PARTITION BY team ORDER BY CAST(ts AS TIME) RANGE BETWEEN INTERVAL '1' HOUR PRECEDING AND CURRENT ROW) AS by_time,
  SUM(score) OVER (PARTITION BY team ORDER BY CAST(ts AS DATE) RANGE BETWEEN INTERVAL '1' MONTH PRECEDING AND CURRENT ROW) AS by_month
FROM scores;
SELECT id, region, amount,
  LEAD(amount, 2, -1) OVER (PARTITION BY region ORDER BY id) AS next2,
  LAG(amount) OVER (PARTITION BY region ORDER BY id) AS prev1,
  LAG(city, 1, region) OVER (PARTITION BY region ORDER BY id) AS prev_city,
  SUM(amount) OVER (PARTITION BY region ORDER BY id ROWS BETWEEN 1 PRECEDING AND 1 FOLLOWING) AS s3,
  COUNT(*) OVER (PARTITION BY region) AS n,
  MAX(amount) OVER (ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_max,
  AVG(amount) OVER (ORDER BY amount RANGE BETWEEN 10 PRECEDING AND 10 FOLLOWING) AS near
FROM sales;
SELECT id, LEAD(city, CAST(amount / 10 AS BIGINT)) OVER (ORDER BY id) AS by_amount,
  LAG(id, CAST(NULL AS INT)) OVER (ORDER BY id) AS null_offset,
  FIRST_VALUE(city) OVER (PARTITION BY region ORDER BY id ROWS BETWEEN 1 FOLLOWING AND UNBOUNDED FOLLOWING) AS f,
  LAST_VALUE(amount) OVER (PARTITION BY region ORDER BY id ROWS BETWEEN CURRENT ROW AND 2 FOLLOWING) AS l
FROM sales;
SELECT region, total, RANK() OVER (ORDER BY total DESC) AS place,
  total - AVG(total) OVER () AS above_mean,
  CUME_DIST() OVER (ORDER BY total) AS share
FROM (SELECT region, SUM(amount) AS total FROM sales GROUP BY region);
SELECT id, region, ROW_NUMBER() OVER (PARTITION BY region ORDER BY amount DESC) AS rn FROM sales;
