-- expect: accept
-- the Top-N pattern with ROW_NUMBER
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, name, score FROM (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY name ORDER BY score DESC) AS rn FROM src)
WHERE rn <= 3;
