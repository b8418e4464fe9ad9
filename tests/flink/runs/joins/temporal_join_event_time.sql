-- Event-time temporal joins (Flink's TemporalJoin): each payment meets the rate of its currency
-- valid at the payment's time (a rate from a row's time on, until the next one); before the
-- first rate, or for a currency without any, an inner join drops it and a LEFT JOIN pads it.
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 3), ts TIMESTAMP(3),
                    WATERMARK FOR ts AS ts - INTERVAL '5' SECOND, PRIMARY KEY (currency) NOT ENFORCED)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/rates.csv', 'format' = 'csv');
CREATE TABLE payments (id INT, currency STRING, amount INT, ts TIMESTAMP(3),
                       WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/payments.csv', 'format' = 'csv');
SELECT p.id, p.currency, p.amount * r.rate AS converted, r.ts AS rate_time
FROM payments AS p JOIN rates FOR SYSTEM_TIME AS OF p.ts AS r ON p.currency = r.currency;
SELECT p.id, p.currency, r.rate
FROM payments AS p LEFT JOIN rates FOR SYSTEM_TIME AS OF p.ts AS r ON p.currency = r.currency;
SELECT p.id, r.rate
FROM payments AS p LEFT JOIN rates FOR SYSTEM_TIME AS OF p.ts AS r
  ON p.currency = r.currency AND r.rate > 1.05;
