-- expect: accept
-- datagen fields.#.null-rate between 0 and 1
CREATE TABLE gen (id INT, name STRING) WITH (
  'connector' = 'datagen',
  'fields.name.null-rate' = '0.1'
);
CREATE TABLE out_rows (id INT, name STRING) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
