-- expect: accept
-- reading upsert-kafka gives a changelog the print sink takes
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE counts (name STRING, cnt BIGINT,
  PRIMARY KEY (name) NOT ENFORCED) WITH (
  'connector' = 'upsert-kafka',
  'topic' = 'counts',
  'properties.bootstrap.servers' = 'localhost:9092',
  'key.format' = 'json',
  'value.format' = 'json'
);
CREATE TABLE out_rows (name STRING, cnt BIGINT) WITH ('connector' = 'print');
INSERT INTO out_rows SELECT name, cnt FROM counts;
