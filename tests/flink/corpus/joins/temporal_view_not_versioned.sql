-- expect: reject
-- A temporal join against a view that is no versioned view (no deduplication, no key)
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 3), ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');
CREATE TABLE payments (id INT, currency STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');
CREATE VIEW plain_rates AS SELECT currency, rate, ts FROM rates;
SELECT p.id, r.rate FROM payments AS p JOIN plain_rates FOR SYSTEM_TIME AS OF p.ts AS r ON p.currency = r.currency;
