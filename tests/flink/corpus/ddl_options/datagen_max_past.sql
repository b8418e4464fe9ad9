-- expect: accept
-- datagen fields.#.max-past for a timestamp column
CREATE TABLE gen (id INT, name STRING, ts TIMESTAMP(3)) WITH (
  'connector' = 'datagen',
  'fields.ts.max-past' = '5 s'
);
CREATE TABLE out_rows (id INT, name STRING, ts TIMESTAMP(3)) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
