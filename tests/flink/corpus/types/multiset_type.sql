-- expect: accept
-- MULTISET<STRING>
CREATE TABLE gen (
  tags MULTISET<STRING>
) WITH ('connector' = 'datagen');
CREATE TABLE out_rows (
  tags MULTISET<STRING>
) WITH ('connector' = 'blackhole');
INSERT INTO out_rows SELECT * FROM gen;
