-- An event-time temporal join against a versioned view: the last rate per currency by its
-- rowtime (ROW_NUMBER() ... ORDER BY ts DESC = 1) over an append-only log of rates.
CREATE TABLE rates_log (currency STRING, rate DECIMAL(10, 3), ts TIMESTAMP(3),
                        WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/rates.csv', 'format' = 'csv');
CREATE TABLE payments (id INT, currency STRING, amount INT, ts TIMESTAMP(3),
                       WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/payments.csv', 'format' = 'csv');
CREATE VIEW versioned_rates AS
SELECT currency, rate, ts FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY currency ORDER BY ts DESC) AS rownum FROM rates_log)
WHERE rownum = 1;
SELECT p.id, p.currency, r.rate, r.ts AS rate_time
FROM payments AS p JOIN versioned_rates FOR SYSTEM_TIME AS OF p.ts AS r ON p.currency = r.currency;
SELECT p.id, r.rate
FROM payments AS p LEFT JOIN versioned_rates FOR SYSTEM_TIME AS OF p.ts AS r ON p.currency = r.currency;
