-- expect: reject
-- event-time temporal join against a table without a primary key
CREATE TABLE payments (
  pay_id BIGINT,
  currency STRING,
  amount DECIMAL(10, 2),
  pay_time TIMESTAMP(3),
  proc AS PROCTIME(),
  WATERMARK FOR pay_time AS pay_time - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE rates2 (
  currency STRING,
  rate DECIMAL(10, 4),
  update_time TIMESTAMP(3),
  WATERMARK FOR update_time AS update_time
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (pay_id BIGINT, converted DECIMAL(20, 6)) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT p.pay_id, p.amount * r.rate FROM payments p JOIN rates2 FOR SYSTEM_TIME AS OF p.pay_time AS r ON p.currency = r.currency;
