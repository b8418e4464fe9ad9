-- expect: reject
-- lookup-style join (FOR SYSTEM_TIME AS OF proctime) against datagen, which is no lookup source and has no primary key
CREATE TABLE payments (
  pay_id BIGINT,
  currency STRING,
  amount DECIMAL(10, 2),
  pay_time TIMESTAMP(3),
  proc AS PROCTIME(),
  WATERMARK FOR pay_time AS pay_time - INTERVAL '1' SECOND
) WITH ('connector' = 'datagen');
CREATE TABLE fixed_rates (currency STRING, rate DECIMAL(10, 4)) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (pay_id BIGINT, converted DECIMAL(20, 6)) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT p.pay_id, p.amount * r.rate FROM payments p JOIN fixed_rates FOR SYSTEM_TIME AS OF p.proc AS r ON p.currency = r.currency;
