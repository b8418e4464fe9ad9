-- expect: accept
-- NOT NULL column constraint
CREATE TABLE gen (
  id INT NOT NULL,
  name STRING
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  id INT NOT NULL,
  name STRING
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
