-- expect: reject
-- a bare SELECT inside a statement set
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
EXECUTE STATEMENT SET
BEGIN
  INSERT INTO snk SELECT id, name, score FROM src;
  SELECT id FROM src;
END;
