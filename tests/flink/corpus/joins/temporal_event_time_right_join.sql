-- expect: reject
-- A RIGHT temporal join on event time
CREATE TABLE rates (currency STRING, rate DECIMAL(10, 3), ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND, PRIMARY KEY (currency) NOT ENFORCED) WITH ('connector' = 'datagen');
CREATE TABLE payments (id INT, currency STRING, amount INT, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');
SELECT p.id, r.rate FROM payments AS p RIGHT JOIN rates FOR SYSTEM_TIME AS OF p.ts AS r ON p.currency = r.currency;
