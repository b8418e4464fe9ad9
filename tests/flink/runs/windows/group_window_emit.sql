-- The legacy group windows' emit strategy (table.exec.emit.*): late firing takes the row of
-- 10:00:03 that arrives after its window ended (within the allowed lateness) and updates the
-- window's row (-U/+U); early firing with no delay updates a window's row on every row that
-- changes it; allow-lateness falls back to table.exec.state.ttl; rows later than the lateness
-- are dropped.
CREATE TABLE ticker (symbol STRING, price INT, tax INT, rowtime TIMESTAMP(3),
  WATERMARK FOR rowtime AS rowtime - INTERVAL '1' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/ticker.csv', 'format' = 'csv');
SET 'table.exec.emit.late-fire.enabled' = 'true';
SET 'table.exec.emit.late-fire.delay' = '0 s';
SET 'table.exec.emit.allow-lateness' = '10 s';
SELECT symbol, TUMBLE_START(rowtime, INTERVAL '5' SECOND) AS ws, COUNT(*) AS n, SUM(price) AS s
FROM ticker GROUP BY symbol, TUMBLE(rowtime, INTERVAL '5' SECOND);
SET 'table.exec.emit.early-fire.enabled' = 'true';
SET 'table.exec.emit.early-fire.delay' = '0 s';
SELECT symbol, TUMBLE_END(rowtime, INTERVAL '5' SECOND) AS we, MAX(price) AS m, MIN(tax) AS t
FROM ticker GROUP BY symbol, TUMBLE(rowtime, INTERVAL '5' SECOND);
SELECT HOP_START(rowtime, INTERVAL '2' SECOND, INTERVAL '4' SECOND) AS hs, COUNT(DISTINCT symbol) AS syms,
       AVG(price) AS a
FROM ticker GROUP BY HOP(rowtime, INTERVAL '2' SECOND, INTERVAL '4' SECOND);
RESET 'table.exec.emit.early-fire.enabled';
RESET 'table.exec.emit.allow-lateness';
SET 'table.exec.state.ttl' = '1 h';
SELECT symbol, TUMBLE_START(rowtime, INTERVAL '5' SECOND) AS ws, COUNT(*) AS n
FROM ticker GROUP BY symbol, TUMBLE(rowtime, INTERVAL '5' SECOND);
