-- expect: reject
-- FOR SYSTEM_TIME AS OF a column that is not a time attribute
CREATE TABLE rates (
  currency STRING,
  rate DECIMAL(10, 4),
  update_time TIMESTAMP(3),
  WATERMARK FOR update_time AS update_time,
  PRIMARY KEY (currency) NOT ENFORCED
) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'rates',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE payments (
  pay_id BIGINT,
  currency STRING,
  amount DECIMAL(10, 2),
  pay_time TIMESTAMP(3),
  proc AS PROCTIME(),
  WATERMARK FOR pay_time AS pay_time - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (pay_id BIGINT, converted DECIMAL(20, 6)) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT p.pay_id, p.amount * r.rate FROM payments p JOIN rates FOR SYSTEM_TIME AS OF p.currency AS r ON p.currency = r.currency;
