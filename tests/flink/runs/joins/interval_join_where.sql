-- Interval joins whose time bounds are in WHERE (Flink moves them into the join condition):
-- BETWEEN, and >= / < pairs, on a comma join and on JOIN ... ON; the join keeps its inputs'
-- time attributes, so a window can follow.
CREATE TABLE payments (id INT, currency STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/payments.csv', 'format' = 'csv');
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 3), ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/rates.csv', 'format' = 'csv');
SELECT p.id, r.rate FROM payments p, rates r
WHERE p.currency = r.currency AND p.ts BETWEEN r.ts AND r.ts + INTERVAL '5' SECOND;
SELECT p.id, r.rate FROM payments p JOIN rates r ON p.currency = r.currency
WHERE p.ts >= r.ts AND p.ts < r.ts + INTERVAL '5' SECOND AND p.amount > 10;
CREATE VIEW matched AS
SELECT p.id, r.rate, p.ts FROM payments p, rates r
WHERE p.currency = r.currency AND p.ts BETWEEN r.ts - INTERVAL '10' SECOND AND r.ts;
SELECT window_start, COUNT(*) AS n
FROM TABLE(TUMBLE(TABLE matched, DESCRIPTOR(ts), INTERVAL '10' SECOND))
GROUP BY window_start, window_end;
