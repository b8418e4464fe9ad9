-- Batch mode: a RANGE frame with an INTERVAL offset over a TIMESTAMP ordering plans on Flink 1.20
-- but fails when the job runs (its generated bound comparator does not compile); Sluice fails
-- it too, saying why.
SET 'execution.runtime-mode' = 'batch';
CREATE TABLE scores (id INT, team STRING, score INT, ts TIMESTAMP(3), ratio DOUBLE)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/scores.csv', 'format' = 'csv', 'csv.null-literal' = '');
SELECT team, SUM(score) OVER (PARTITION BY team ORDER BY ts RANGE BETWEEN INTERVAL '1' HOUR PRECEDING AND CURRENT ROW) AS s
FROM scores;
