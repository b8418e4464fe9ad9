-- expect: reject
-- a statement set whose second INSERT names an unknown column
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
CREATE TABLE snk2 (id INT) WITH ('connector' = 'blackhole');
EXECUTE STATEMENT SET
BEGIN
  INSERT INTO snk SELECT id, name, score FROM src;
  INSERT INTO snk2 SELECT ident FROM src;
END;
