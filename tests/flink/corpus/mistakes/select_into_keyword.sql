-- expect: reject
-- SELECT ... INTO (another dialect) instead of INSERT INTO
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
SELECT id, name, score INTO snk FROM src;
